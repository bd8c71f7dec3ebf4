import { deleteProfile } from '#domain/catalogue';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/catalogue/profiles';

export const handler = apiHandler(routes.deleteProfile, async ({ principal, params }) => ok(await deleteProfile(principal.userId, params.profileId)));
