/**
 * The portal's one way to call the API: same-origin cookie credentials, the
 * CSRF header on every call, JSON in and out, and every failure an ApiError
 * carrying the API's own message and request id.
 */
const API_BASE = 'api/v1/';
const CSRF_HEADER = { 'X-Requested-With': 'briefings-portal' };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId: string | undefined,
  ) {
    super(message);
  }

  /** The message as shown to the person: the API's words and the id support needs to find the request. */
  get display(): string {
    return this.requestId ? `${this.message} (request id ${this.requestId})` : this.message;
  }
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
}

/** The API URL of a path such as `profiles/prf_1`, relative to the page so a base path keeps working. */
export function apiUrl(path: string, query: Query = {}): string {
  const url = new URL(API_BASE + path.replace(/^\//, ''), document.baseURI);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  return url.href;
}

async function failure(response: Response): Promise<ApiError> {
  const requestId = response.headers.get('X-Request-Id') ?? undefined;
  let body: { error?: unknown; message?: unknown; request_id?: unknown } = {};
  try {
    body = await response.json();
  } catch {
    // A body that is not JSON (a proxy's error page): the status line is all there is to show.
  }
  const message = typeof body.message === 'string' && body.message ? body.message : `${response.status} ${response.statusText || 'error'}`;
  return new ApiError(
    response.status,
    typeof body.error === 'string' ? body.error : 'http_error',
    message,
    typeof body.request_id === 'string' ? body.request_id : requestId,
  );
}

/** Calls the API and resolves to the parsed body (the `{data}` envelope), or rejects with an ApiError. */
export async function api<T>(path: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...CSRF_HEADER };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    throw new ApiError(0, 'network_error', `The service could not be reached (${(error as Error).message}); check the connection and try again`, undefined);
  }
  if (!response.ok) throw await failure(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Shorthand for the usual `{data}` envelope. */
export async function apiData<T>(path: string, options: CallOptions = {}): Promise<T> {
  return (await api<{ data: T }>(path, options)).data;
}
