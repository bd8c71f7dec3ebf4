import { sessionIdOf } from '#domain/audit';
import { SCOPES } from '#shared/scopes';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/access/account';

export const handler = apiHandler(routes.getMe, async ({ principal, requestsThisMinute }) => ok(principal.kind === 'api_key'
  ? { key_id: principal.keyId, key_prefix: principal.keyPrefix, name: principal.name, scopes: principal.scopes, requests_last_minute: requestsThisMinute, credential: 'api_key' }
  : { key_id: sessionIdOf(principal.sessionHash), key_prefix: 'lb_sess_', name: 'session', scopes: [...SCOPES], requests_last_minute: requestsThisMinute, credential: 'session' }));
