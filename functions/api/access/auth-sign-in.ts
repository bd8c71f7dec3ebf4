import { requestSignInCode } from '#domain/access';
import { apiHandler } from '#http/api-handler';
import { accepted } from '#http/responses';
import * as routes from '#routes/access/auth';

export const handler = apiHandler(routes.signIn, async ({ body, now, requestId, sourceIp, headers }) =>
  accepted(await requestSignInCode(body.email, { now, origin: { channel: 'rest', requestId, sourceIp, userAgent: headers['user-agent'] } })));
