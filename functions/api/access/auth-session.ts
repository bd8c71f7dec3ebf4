import { describeSession } from '#domain/access';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/access/auth';

export const handler = apiHandler(routes.getSession, async ({ principal }) => {
  if (principal.kind !== 'session') throw new Error('unreachable: getSession is a session route');
  return ok(await describeSession(principal));
});
