import { createProfile } from '#domain/catalogue';
import { apiHandler } from '#http/api-handler';
import { created } from '#http/responses';
import * as routes from '#routes/catalogue/profiles';

export const handler = apiHandler(routes.createProfile, async ({ principal, body }) => created(await createProfile(principal.userId, body)));
