import { getSummary } from '#domain/briefings';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/briefings/jobs';

export const handler = apiHandler(routes.getBriefingSummary, async ({ principal, params }) => ok(await getSummary(principal.userId, params.id)));
