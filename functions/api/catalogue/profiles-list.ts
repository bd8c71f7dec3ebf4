import { listProfiles } from '#domain/catalogue';
import { apiHandler } from '#http/api-handler';
import { page } from '#http/responses';
import * as routes from '#routes/catalogue/profiles';

export const handler = apiHandler(routes.listProfiles, async ({ principal, query }) => page(await listProfiles(principal.userId, query)));
