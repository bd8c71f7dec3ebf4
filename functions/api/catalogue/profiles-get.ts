import { getProfile } from '#domain/catalogue';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/catalogue/profiles';

export const handler = apiHandler(routes.getProfile, async ({ principal, params }) => ok(await getProfile(principal.userId, params.profileId)));
