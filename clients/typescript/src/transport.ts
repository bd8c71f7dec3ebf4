import { BriefingsApiError, type ErrorBody } from './errors.ts';

export interface ClientOptions {
  /** The API base URL including /api/v1, e.g. https://api.example.com/api/v1. */
  baseUrl: string;
  /** An API key (lb_api_…) or a session token (lb_sess_…). */
  token: string;
  /** Retries of a 429 answer, each after the server's Retry-After; default 3. */
  maxRetries?: number;
  /** Longest single wait for a 429 retry, in seconds; a longer Retry-After is not waited for; default 60. */
  maxRetryAfterSeconds?: number;
  /** fetch implementation; defaults to the global one. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface TransportRequest {
  method: string;
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Answer the body's `data` (single results) rather than the whole body (pages). */
  unwrap: boolean;
}

export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

/** Sends requests with the credential, retries 429 as the server asks, and turns every non-2xx answer into a BriefingsApiError. */
export class Transport {
  private readonly options: ClientOptions;
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;

  constructor(options: ClientOptions) {
    this.options = options;
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async request<T>(request: TransportRequest, options: RequestOptions = {}): Promise<T> {
    const url = new URL(`${this.baseUrl}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.token}`, accept: 'application/json' };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const init: RequestInit = { method: request.method, headers, body: request.body === undefined ? undefined : JSON.stringify(request.body), signal: options.signal };

    const maxRetries = this.options.maxRetries ?? 3;
    for (let attempt = 0; ; attempt++) {
      const response = await this.fetch(url, init);
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      const body: unknown = isJson && text ? JSON.parse(text) : text;
      if (response.ok) return (request.unwrap && isJson ? (body as { data: T }).data : body) as T;
      const error = new BriefingsApiError(response.status, isJson ? (body as Partial<ErrorBody>) : {}, response.headers);
      const wait = error.retryAfterSeconds ?? 1;
      if (response.status !== 429 || attempt >= maxRetries || wait > (this.options.maxRetryAfterSeconds ?? 60)) throw error;
      await sleep(wait * 1000, options.signal);
    }
  }
}
