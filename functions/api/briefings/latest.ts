import { latestBriefing } from '#domain/briefings';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/briefings/jobs';

export const handler = apiHandler(routes.getLatestBriefing, async ({ principal, query, now }) =>
  ok(await latestBriefing(principal.userId, query.profile_id, now)));
