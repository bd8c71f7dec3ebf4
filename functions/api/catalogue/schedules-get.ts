import { getSchedule } from '#domain/catalogue';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/catalogue/schedules';

export const handler = apiHandler(routes.getSchedule, async ({ principal, params }) => ok(await getSchedule(principal.userId, params.id)));
