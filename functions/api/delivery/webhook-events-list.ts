import { listWebhookEvents } from '#domain/delivery';
import { apiHandler } from '#http/api-handler';
import { page } from '#http/responses';
import * as routes from '#routes/delivery/webhook-events';

export const handler = apiHandler(routes.listWebhookEvents, async ({ principal, query }) => {
  const { limit, offset, ...filter } = query;
  return page(await listWebhookEvents(principal.userId, filter, { limit, offset }));
});
