import { signOut } from '#domain/access';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import { clearedSessionCookie } from '#http/session-cookie';
import * as routes from '#routes/access/auth';

export const handler = apiHandler(routes.signOut, async ({ principal }) => {
  if (principal.kind !== 'session') throw new Error('unreachable: signOut is a session route');
  return { ...ok(await signOut(principal)), cookies: [clearedSessionCookie()] };
});
