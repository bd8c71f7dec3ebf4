import { verifySignInCode } from '#domain/access';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import { sessionCookie } from '#http/session-cookie';
import * as routes from '#routes/access/auth';

export const handler = apiHandler(routes.verifySignIn, async ({ body, now, requestId, sourceIp, headers }) => {
  const signedIn = await verifySignInCode(body.email, body.code, { now, origin: { channel: 'rest', requestId, sourceIp, userAgent: headers['user-agent'] } });
  return { ...ok(signedIn), cookies: [sessionCookie(signedIn.token)] };
});
