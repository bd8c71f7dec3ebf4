import { getBriefingAudio } from '#domain/briefings';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/briefings/jobs';

export const handler = apiHandler(routes.getBriefingAudio, async ({ principal, params, now }) =>
  ok(await getBriefingAudio(principal.userId, params.id, now)));
