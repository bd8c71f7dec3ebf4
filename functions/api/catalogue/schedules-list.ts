import { listSchedules } from '#domain/catalogue';
import { apiHandler } from '#http/api-handler';
import { page } from '#http/responses';
import * as routes from '#routes/catalogue/schedules';

export const handler = apiHandler(routes.listSchedules, async ({ principal, query }) => page(await listSchedules(principal.userId, query)));
