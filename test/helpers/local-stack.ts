import { after, before } from 'node:test';
import { createAccount, createSession } from '#domain/access/accounts';
import { createApiKey } from '#domain/access/api-keys';
import type { Scope } from '#shared/scopes';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '#local/stack';
import { checkAgainstOpenApi } from './openapi-check.ts';

process.env.LOG_LEVEL ??= 'silent';

export interface ApiResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  /** Raw body, sent as is (for malformed JSON tests); bytes go without a Content-Type header. */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

/** A tenant for tests: an account with a session and an API key of the chosen scopes. */
export interface TestAccount {
  userId: string;
  email: string;
  session: string;
  key: string;
  keyId: string;
}

/**
 * Starts the whole local stack (emulators + gateway) once per test file, in
 * memory, on free loopback ports; stops it when the file's tests end.
 * `call()` checks every response against the OpenAPI document and fails the
 * test on an undocumented status, a missing header or a body off its schema.
 * `options` sets the stack up differently, e.g. in load mode.
 */
export function useLocalStack(options: Omit<LocalStackOptions, 'port'> = {}) {
  let stack: LocalStack | undefined;
  let accounts = 0;

  before(async () => {
    stack = await startLocalStack({ ...options, port: 0 });
  });
  after(async () => {
    await stack?.stop();
  });

  const current = (): LocalStack => {
    if (!stack) throw new Error('local stack not started');
    return stack;
  };

  async function call<T = any>(path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Uint8Array<ArrayBuffer> | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const url = path.startsWith('http') ? path : `${current().apiUrl}${path}`;
    const method = options.method ?? 'GET';
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    checkAgainstOpenApi({ method, url, status: response.status, headers: response.headers, body: text });
    const isJson = response.headers.get('content-type')?.includes('json');
    return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text };
  }

  async function newAccount(scopes?: Scope[]): Promise<TestAccount> {
    const email = `user${++accounts}-${Date.now()}@example.test`;
    const account = await createAccount(email);
    const session = await createSession(email);
    const key = await createApiKey(account.user_id, { name: 'test', scopes });
    return { userId: account.user_id, email, session: session.token, key: key.key, keyId: key.id };
  }

  return { call, newAccount, stack: current };
}
