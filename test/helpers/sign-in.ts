import assert from 'node:assert/strict';
import { readOutbox } from '#domain/delivery/outbox';
import type { ApiResult, CallOptions } from './local-stack.ts';

type Call = <T = any>(path: string, options?: CallOptions) => Promise<ApiResult<T>>;

interface SesRequest {
  Content: { Simple: { Subject: { Data: string }; Body: { Text: { Data: string } } } };
}

/** The newest sign-in e-mail the local outbox holds for the address: its text and the code in it. */
export async function latestSignInEmail(email: string): Promise<{ subject: string; text: string; code: string }> {
  const entries = (await readOutbox('email')).filter((entry) => entry.destination === email);
  const request = entries.at(-1)?.request as SesRequest | undefined;
  assert.ok(request, `no e-mail to ${email} in the outbox`);
  const text = request.Content.Simple.Body.Text.Data;
  const code = /sign-in code: (\d{8})/.exec(text)?.[1];
  assert.ok(code, `no code in the e-mail: ${text}`);
  return { subject: request.Content.Simple.Subject.Data, text, code };
}

/** The `name=value` of the session cookie a response sets, with the attributes it was set with. */
export function sessionCookieOf(result: ApiResult): { pair: string; attributes: string[] } {
  const header = result.headers.getSetCookie().find((cookie) => cookie.startsWith('briefings_session='));
  assert.ok(header, 'a briefings_session cookie is set');
  const [pair, ...attributes] = header.split(/;\s*/);
  return { pair: pair!, attributes };
}

/** Signs in through the API as a person would: ask for a code, read it from the e-mail, verify it. */
export async function signInByEmail(call: Call, email: string): Promise<{ token: string; cookie: string; userId: string; result: ApiResult }> {
  const requested = await call('/auth/sign-in', { method: 'POST', body: { email } });
  assert.equal(requested.status, 202, JSON.stringify(requested.body));
  const { code } = await latestSignInEmail(email.trim().toLowerCase());
  const result = await call('/auth/verify', { method: 'POST', body: { email, code } });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return { token: result.body.data.token, cookie: sessionCookieOf(result).pair, userId: result.body.data.user.id, result };
}
