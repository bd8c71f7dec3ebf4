import { getBriefing } from '#domain/briefings';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/briefings/jobs';

export const handler = apiHandler(routes.getBriefing, async ({ principal, params }) => ok(await getBriefing(principal.userId, params.id)));
