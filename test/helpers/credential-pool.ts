import { createSession } from '#domain/accounts';
import { createApiKey } from '#domain/api-keys';
import { limits } from '#domain/limits';
import type { Scope } from '#domain/scopes';

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

  constructor(private readonly issue: () => Promise<string>) {}

  /** A credential with room for one more request of this kind, counted as spent. */
  async take(isWrite: boolean): Promise<string> {
    const spent = this.current;
    if (!spent || spent.writes >= limits.writesPerMinute - HEADROOM || spent.reads >= limits.readsPerMinute - HEADROOM) {
      this.current = { token: await this.issue(), reads: 0, writes: 0 };
      this.issued++;
    }
    const credential = this.current!;
    if (isWrite) credential.writes++;
    else credential.reads++;
    return credential.token;
  }
}

export const apiKeyPool = (userId: string, scopes?: Scope[]): CredentialPool =>
  new CredentialPool(async () => (await createApiKey(userId, { name: 'rotating', scopes })).key);

export const sessionPool = (email: string): CredentialPool =>
  new CredentialPool(async () => (await createSession(email)).token);
