import { createSession } from '#domain/access/accounts';
import { createApiKey, revokeApiKey } from '#domain/access/api-keys';
import { limits } from '#shared/limits';
import type { Scope } from '#shared/scopes';

/** Requests left unused per credential, so counting slips never turn into 429s. */
const HEADROOM = 5;

interface Credential {
  token: string;
  reads: number;
  writes: number;
}

/**
 * Hands out credentials of one account and issues a fresh one before the
 * current one would reach its per-minute allowance: many requests in a row
 * reach validation and the domain instead of stopping at 429.
 */
export class CredentialPool {
  private current: Credential | undefined;
  issued = 0;

  /** `singleUse`: a fresh credential for every request (for a route that ends the one it is sent with). */
  constructor(private readonly issue: () => Promise<string>, private readonly singleUse = false) {}

  /** A credential with room for one more request of this kind, counted as spent. */
  async take(isWrite: boolean): Promise<string> {
    const spent = this.current;
    if (this.singleUse || !spent || spent.writes >= limits.writesPerMinute - HEADROOM || spent.reads >= limits.readsPerMinute - HEADROOM) {
      this.current = { token: await this.issue(), reads: 0, writes: 0 };
      this.issued++;
    }
    const credential = this.current!;
    if (isWrite) credential.writes++;
    else credential.reads++;
    return credential.token;
  }
}

/** Revokes the key issued two rotations earlier, so long runs stay under the account's API key cap. */
export function apiKeyPool(userId: string, scopes?: Scope[]): CredentialPool {
  const issued: string[] = [];
  return new CredentialPool(async () => {
    const created = await createApiKey(userId, { name: 'rotating', scopes });
    issued.push(created.id);
    if (issued.length > 2) await revokeApiKey(userId, issued.shift()!);
    return created.key;
  });
}

export const sessionPool = (email: string, singleUse = false): CredentialPool =>
  new CredentialPool(async () => (await createSession(email)).token, singleUse);
