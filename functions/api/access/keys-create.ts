import { createApiKey } from '#domain/access';
import { apiHandler } from '#http/api-handler';
import { created } from '#http/responses';
import * as routes from '#routes/access/account';

export const handler = apiHandler(routes.createKey, async ({ principal, body }) => created(await createApiKey(principal.userId, body)));
