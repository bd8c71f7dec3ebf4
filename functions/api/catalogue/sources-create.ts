import { createSource } from '#domain/catalogue';
import { apiHandler } from '#http/api-handler';
import { created } from '#http/responses';
import * as routes from '#routes/catalogue/sources';

export const handler = apiHandler(routes.createSource, async ({ principal, body }) => created(await createSource(principal.userId, body)));
