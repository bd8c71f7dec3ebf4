import { listApiKeys } from '#domain/api-keys';
import { apiHandler } from '#http/api-handler';
import { page } from '#http/responses';
import * as routes from '#routes/account';

export const handler = apiHandler(routes.listKeys, async ({ principal, query }) => page(await listApiKeys(principal.userId, query)));
