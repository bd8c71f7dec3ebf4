import type { ErrorCode } from '#shared/errors';
import { limits } from '#shared/limits';
import { SESSION_COOKIE } from '#http/admission/credentials';
import { CSRF_HEADER } from '#http/admission/csrf';
import type { HeaderObject, Reference, ResponseObject, SecurityScheme } from './types.ts';

export const schemaRef = (name: string): Reference => ({ $ref: `#/components/schemas/${name}` });
export const ERROR_BODY = 'ErrorBody';
export const PAGINATION = 'Pagination';

export const securitySchemes: Record<string, SecurityScheme> = {
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'lb_api_…',
    description:
      'API key sent as `Authorization: Bearer lb_api_…`. Keys carry scopes (`read`, `write`, `webhooks:write`, `usage:read`); '
      + 'each operation names the one it needs in its `security` requirement and in `x-required-scope`. '
      + 'A missing or invalid key gets 401 `unauthorized`, a key without the scope 403 `forbidden`.',
  },
  session: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'lb_sess_…',
    description: 'The account owner\'s session token (from `POST /auth/verify`, or `npm run admin`) as `Authorization: Bearer lb_sess_…`. '
      + `Valid ${limits.sessionLifetimeSeconds / 86_400} days. Accepted by key management, the audit log, \`GET /auth/session\` and sign-out only: `
      + 'as a bearer credential, an operation that takes an API key refuses it with 401 `unauthorized`, and so do the agent tools (/mcp).',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: `The same session token in the \`${SESSION_COOKIE}\` cookie, for the portal: accepted by the session operations and, as the `
      + 'account owner with every scope, by every operation that takes an API key. It carries a session token only (an API key in it is a 401). '
      + `Writes it authenticates must come from the `
      + `service's own \`Origin\` (or \`Sec-Fetch-Site: same-origin\`) and carry \`${CSRF_HEADER}\`, or they get 403 \`forbidden\`; `
      + 'several session cookies with different values get 401.',
  },
};

const integerHeader = (description: string): HeaderObject => ({ description, required: true, schema: { type: 'integer' } });

export const headers: Record<string, HeaderObject> = {
  'X-Request-Id': {
    description: 'Identifier of this request (req_…); error bodies repeat it as `request_id`. Quote it when reporting a problem.',
    required: true,
    schema: { type: 'string' },
  },
  'X-RateLimit-Limit': integerHeader(
    `Requests allowed per one-minute window for this credential: ${limits.readsPerMinute} reads (GET) or ${limits.writesPerMinute} writes (POST, PATCH, DELETE).`,
  ),
  'X-RateLimit-Remaining': integerHeader('Requests left in the current window.'),
  'X-RateLimit-Reset': integerHeader('Unix time (seconds) when the current window ends.'),
  'Retry-After': integerHeader('Seconds to wait before retrying.'),
};

const headerRef = (name: string): Reference => ({ $ref: `#/components/headers/${name}` });

/** Headers every response carries; a 429 also carries Retry-After. */
export function conventionHeaders(status: number): Record<string, Reference> {
  const names = ['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
  if (status === 429) names.push('Retry-After');
  return Object.fromEntries(names.map((name) => [name, headerRef(name)]));
}

/** An error response with the shared body and a sample of it. */
export function errorResponse(status: number, description: string, code: ErrorCode, message: string): ResponseObject {
  return {
    description,
    headers: conventionHeaders(status),
    content: {
      'application/json': {
        schema: schemaRef(ERROR_BODY),
        example: { error: code, message, request_id: 'req_01J9ZQ4M8X6T5V2K3N7P0R1S4W' },
      },
    },
  };
}

interface CommonError {
  name: string;
  response: ResponseObject;
}

/** Error answers shared by many operations, published once under components.responses. */
export const commonErrors: Record<number, CommonError> = {
  400: {
    name: 'ValidationError',
    response: errorResponse(400, `\`validation_error\`: malformed JSON, JSON nested deeper than ${limits.maxJsonDepth} levels, a missing field or an invalid value; the message names every offending field.`, 'validation_error', 'name: is required'),
  },
  401: {
    name: 'Unauthorized',
    response: errorResponse(401, '`unauthorized`: the credential is missing, malformed (an `Authorization` header must hold exactly one `Bearer` credential), unknown, expired or revoked.', 'unauthorized', 'Missing API key: send Authorization: Bearer lb_api_...'),
  },
  403: {
    name: 'Forbidden',
    response: errorResponse(403, '`forbidden`: the credential may not do this (missing scope, wrong kind of credential, a session-cookie write without its CSRF headers, or the action needs an active subscription).', 'forbidden', "This API key lacks the 'write' scope"),
  },
  404: {
    name: 'NotFound',
    response: errorResponse(404, '`not_found`: the resource does not exist or belongs to another account (the two are indistinguishable).', 'not_found', 'profile prof_01J9ZQ4M8X not found'),
  },
  409: {
    name: 'Conflict',
    response: errorResponse(409, '`conflict`: a duplicate request or a concurrent operation holds the resource.', 'conflict', 'A briefing is already running for this profile'),
  },
  429: {
    name: 'RateLimited',
    response: errorResponse(429, '`rate_limited`: the credential spent its allowance for this minute; retry after `Retry-After` seconds.', 'rate_limited', 'Rate limit exceeded; retry in 42 s'),
  },
  500: {
    name: 'InternalError',
    response: errorResponse(500, '`internal_error`: an unexpected failure; quote the request id when reporting it.', 'internal_error', 'Internal error; quote the request id when reporting it'),
  },
};
