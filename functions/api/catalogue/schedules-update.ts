import { updateSchedule } from '#domain/catalogue';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/catalogue/schedules';

export const handler = apiHandler(
  routes.updateSchedule,
  async ({ principal, params, body }) => ok(await updateSchedule(principal.userId, params.id, body)),
);
