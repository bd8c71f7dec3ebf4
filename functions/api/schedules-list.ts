import { listSchedules } from '#domain/schedules';
import { apiHandler } from '#http/api-handler';
import { page } from '#http/responses';
import { routes } from '#routes';

export const handler = apiHandler(routes.listSchedules, async ({ principal, query }) => page(await listSchedules(principal.userId, query)));
