import { getSchedule } from '#domain/schedules';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/schedules';

export const handler = apiHandler(routes.getSchedule, async ({ principal, params }) => ok(await getSchedule(principal.userId, params.id)));
