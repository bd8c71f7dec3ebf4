import { getSource } from '#domain/catalogue';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/catalogue/sources';

export const handler = apiHandler(routes.getSource, async ({ principal, params }) => ok(await getSource(principal.userId, params.id)));
