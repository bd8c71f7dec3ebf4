import { revokeApiKey } from '#domain/access';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/access/account';

export const handler = apiHandler(routes.deleteKey, async ({ principal, params }) => ok(await revokeApiKey(principal.userId, params.keyId)));
