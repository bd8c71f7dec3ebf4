import { revokeApiKey } from '#domain/api-keys';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/account';

export const handler = apiHandler(routes.deleteKey, async ({ principal, params }) => ok(await revokeApiKey(principal.userId, params.keyId)));
