import { getFeedback } from '#domain/briefings';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/briefings/feedback';

export const handler = apiHandler(routes.getProfileFeedback, async ({ principal, params, now }) =>
  ok(await getFeedback(principal.userId, params.profileId, now)));
