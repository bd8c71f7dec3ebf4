import { listApiKeys } from '#domain/access';
import { apiHandler } from '#http/api-handler';
import { page } from '#http/responses';
import * as routes from '#routes/access/account';

export const handler = apiHandler(routes.listKeys, async ({ principal, query }) => page(await listApiKeys(principal.userId, query)));
