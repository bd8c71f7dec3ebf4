/** Machine-readable error codes of the spec's error body. */
export type ErrorCode =
  | 'validation_error'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'not_ready'
  | 'nothing_new'
  | 'conflict'
  | 'rate_limited'
  | 'method_not_allowed'
  | 'internal_error';

/** Base of every error a client may see; anything else becomes a generic 500. */
export abstract class ApiError extends Error {
  abstract readonly status: number;
  abstract readonly code: ErrorCode;
  /** Extra response headers (Allow, Retry-After). */
  readonly headers: Record<string, string> = {};
}

/** A request field is missing, malformed or out of range; the message names the field. */
export class ValidationError extends ApiError {
  readonly status = 400;
  readonly code = 'validation_error';
}

/** No credential, or one that is malformed, unknown, expired or revoked. */
export class UnauthorizedError extends ApiError {
  readonly status = 401;
  readonly code = 'unauthorized';
}

/** A valid credential that may not do this (missing scope, wrong credential kind, inactive subscription). */
export class ForbiddenError extends ApiError {
  readonly status = 403;
  readonly code = 'forbidden';
}

/** The resource does not exist or belongs to another account: the two are indistinguishable. */
export class NotFoundError extends ApiError {
  readonly status = 404;
  readonly code = 'not_found';
  constructor(resource: string, id?: string) {
    super(id === undefined ? `${resource} not found` : `${resource} ${id} not found`);
  }
}

/** The briefing exists but has not finished yet. */
export class NotReadyError extends ApiError {
  readonly status = 404;
  readonly code = 'not_ready';
}

/** The briefing is done but found nothing new to tell: it has no audio, transcript or summary. */
export class NothingNewError extends ApiError {
  readonly status = 404;
  readonly code = 'nothing_new';
}

/** A duplicate request or a concurrent operation holds the resource. */
export class ConflictError extends ApiError {
  readonly status = 409;
  readonly code = 'conflict';
}

/** The credential spent its per-minute allowance. */
export class RateLimitedError extends ApiError {
  readonly status = 429;
  readonly code = 'rate_limited';
  constructor(retryAfterSeconds: number) {
    super(`Rate limit exceeded; retry in ${retryAfterSeconds} s`);
    this.headers['Retry-After'] = String(retryAfterSeconds);
  }
}

/** The path exists but not with this method. */
export class MethodNotAllowedError extends ApiError {
  readonly status = 405;
  readonly code = 'method_not_allowed';
  constructor(method: string, allowed: string[]) {
    super(`Method ${method} is not allowed here; use ${allowed.join(', ')}`);
    this.headers.Allow = allowed.join(', ');
  }
}

/** A route that does not exist at all. */
export class RouteNotFoundError extends ApiError {
  readonly status = 404;
  readonly code = 'not_found';
}
