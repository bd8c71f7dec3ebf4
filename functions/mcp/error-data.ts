import type { ErrorCode } from '#shared/errors';

interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}

/** The spec's error code for the HTTP statuses the MCP transport answers on its own (406, 415, 400 parse errors…). */
function errorCodeFor(status: number): ErrorCode {
  if (status === 404) return 'not_found';
  if (status === 405) return 'method_not_allowed';
  if (status === 409) return 'conflict';
  return status >= 500 ? 'internal_error' : 'validation_error';
}

/**
 * JSON-RPC error data as the endpoint's own errors carry it: `{error, request_id}`
 * (`error` only when the HTTP status is an error), keeping what was there
 * (an object's fields, or any other value as `detail`).
 */
function errorData(data: unknown, status: number, requestId: string): Record<string, unknown> {
  const kept = data === undefined ? {} : typeof data === 'object' && data !== null && !Array.isArray(data) ? data : { detail: data };
  return { ...kept, ...(status >= 400 ? { error: errorCodeFor(status) } : {}), request_id: requestId };
}

/** A JSON response body of the MCP transport with the request id in every error's data; other bodies are returned as they are. */
export function withRequestIds(body: string, status: number, requestId: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  const messages = Array.isArray(parsed) ? parsed : [parsed];
  let changed = false;
  for (const message of messages) {
    const error = (message as { error?: RpcError } | null)?.error;
    if (typeof error !== 'object' || error === null) continue;
    error.data = errorData(error.data, status, requestId);
    changed = true;
  }
  return changed ? JSON.stringify(parsed) : body;
}
