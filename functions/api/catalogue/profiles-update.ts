import { updateProfile } from '#domain/catalogue';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/catalogue/profiles';

export const handler = apiHandler(routes.updateProfile, async ({ principal, params, body }) => ok(await updateProfile(principal.userId, params.profileId, body)));
