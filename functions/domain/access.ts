/** Access: who calls and how much (accounts, sign-in, sessions, API keys, rate limits, usage, idempotency, the counter recount). What other contexts and the handlers use of it. */
export { createApiKey, listApiKeys, revokeApiKey } from './access/api-keys.ts';
export { authenticateApiKey, type Authenticated, authenticateSession, type AuthenticationOptions } from './access/authentication.ts';
export { runIdempotently } from './access/idempotency.ts';
export { consumeFeedRequest, isWriteMethod, RateLimitExceededError, type RateLimitState, uncountedFeedState, uncountedState } from './access/rate-limits.ts';
export { accountForRequest, settled } from './access/request-accounting.ts';
export { describeSession, requestSignInCode, signOut, verifySignInCode } from './access/sign-in.ts';
export { usageReport } from './access/usage.ts';
