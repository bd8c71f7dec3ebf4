import { deleteSchedule } from '#domain/schedules';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import { routes } from '#routes';

export const handler = apiHandler(routes.deleteSchedule, async ({ principal, params }) => ok(await deleteSchedule(principal.userId, params.id)));
