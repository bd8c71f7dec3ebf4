import { setScheduleActive } from '#domain/catalogue';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/catalogue/schedules';

export const handler = apiHandler(routes.resumeSchedule, async ({ principal, params }) => ok(await setScheduleActive(principal.userId, params.id, true)));
