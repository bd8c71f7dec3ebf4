import { resetFeedback } from '#domain/briefings';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/briefings/feedback';

export const handler = apiHandler(routes.resetProfileFeedback, async ({ principal, params, now }) =>
  ok(await resetFeedback(principal.userId, params.profileId, now)));
