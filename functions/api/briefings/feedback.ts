import { rateStory } from '#domain/briefings';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/briefings/feedback';

export const handler = apiHandler(routes.rateBriefingStory, async ({ principal, params, body, now }) =>
  ok(await rateStory(principal.userId, params.id, body, now)));
