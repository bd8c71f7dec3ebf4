import { deleteSchedule } from '#domain/catalogue';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/catalogue/schedules';

export const handler = apiHandler(routes.deleteSchedule, async ({ principal, params }) => ok(await deleteSchedule(principal.userId, params.id)));
