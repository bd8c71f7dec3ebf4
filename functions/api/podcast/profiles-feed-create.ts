import { createFeed } from '#domain/podcast';
import { apiHandler } from '#http/api-handler';
import { created } from '#http/responses';
import * as routes from '#routes/podcast';

export const handler = apiHandler(routes.createProfileFeed, async ({ principal, params, now }) =>
  created(await createFeed(principal.userId, params.profileId, now)));
