import { listSources } from '#domain/catalogue';
import { apiHandler } from '#http/api-handler';
import { page } from '#http/responses';
import * as routes from '#routes/catalogue/sources';

export const handler = apiHandler(routes.listSources, async ({ principal, query }) => page(await listSources(principal.userId, query)));
