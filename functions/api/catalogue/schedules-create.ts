import { createSchedule } from '#domain/catalogue';
import { apiHandler } from '#http/api-handler';
import { created } from '#http/responses';
import * as routes from '#routes/catalogue/schedules';

export const handler = apiHandler(routes.createSchedule, async ({ principal, body }) => created(await createSchedule(principal.userId, body)));
