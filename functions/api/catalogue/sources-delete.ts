import { deleteSource } from '#domain/catalogue';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/catalogue/sources';

export const handler = apiHandler(routes.deleteSource, async ({ principal, params }) => ok(await deleteSource(principal.userId, params.id)));
