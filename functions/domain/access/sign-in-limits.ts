import { countInWindow } from '#store/access/request-counters';
import { RateLimitedError } from '#shared/errors';
import { signInLimits } from '#shared/limits';
import { hashSecret } from '#shared/secrets';

/** What is counted, per e-mail address or per source IP, in fixed windows of `signInLimits.windowSeconds`. */
const COUNTS = {
  'codes-per-email': { limit: signInLimits.codesPerEmail, what: 'sign-in codes asked for this e-mail address' },
  'codes-per-ip': { limit: signInLimits.codesPerSourceIp, what: 'sign-in codes asked from this address' },
  'verifications-per-ip': { limit: signInLimits.verificationsPerSourceIp, what: 'sign-in code checks from this address' },
} as const;

export type SignInCount = keyof typeof COUNTS;

class SignInRateLimitedError extends RateLimitedError {
  constructor(what: string, retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = `Too many ${what}; retry in ${retryAfterSeconds} s`;
  }
}

/**
 * Counts one sign-in step of an e-mail address or source IP (kept as a hash,
 * so the table holds neither) and refuses it with 429 and Retry-After once the
 * window's allowance is spent.
 */
export async function countSignInStep(count: SignInCount, who: string, now: number): Promise<void> {
  const { limit, what } = COUNTS[count];
  const windowStart = now - (now % signInLimits.windowSeconds);
  const subject = `${count}:${hashSecret(who.toLowerCase()).slice(0, 32)}`;
  if (!(await countInWindow(subject, windowStart, signInLimits.windowSeconds, limit))) {
    throw new SignInRateLimitedError(what, Math.max(1, windowStart + signInLimits.windowSeconds - now));
  }
}
