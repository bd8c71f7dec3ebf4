import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/account';

export const handler = apiHandler(routes.getMe, async ({ principal, requestsThisMinute }) => {
  if (principal.kind !== 'api_key') throw new Error('unreachable: getMe is an API key route');
  return ok({
    key_id: principal.keyId,
    key_prefix: principal.keyPrefix,
    name: principal.name,
    scopes: principal.scopes,
    requests_last_minute: requestsThisMinute,
  });
});
