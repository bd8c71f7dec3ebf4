import type { Scope } from './scopes.ts';

/** Who is calling: an API key (data routes), or a user session (every route but /mcp; as the account owner with all scopes). */
export type Principal =
  | {
      kind: 'api_key';
      userId: string;
      keyId: string;
      keyHash: string;
      keyPrefix: string;
      name: string;
      scopes: Scope[];
    }
  | {
      kind: 'session';
      userId: string;
      sessionHash: string;
      /** Unix seconds when the session ends. */
      expiresAt: number;
    };

/** The identity rate limits are counted against: the key, or the session. */
export const rateLimitSubject = (principal: Principal): string =>
  principal.kind === 'api_key' ? principal.keyId : `session:${principal.sessionHash.slice(0, 24)}`;
