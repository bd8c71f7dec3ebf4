import { redeliverEvent } from '#domain/delivery';
import { apiHandler } from '#http/api-handler';
import { accepted } from '#http/responses';
import * as routes from '#routes/delivery/webhook-events';

export const handler = apiHandler(routes.redeliverWebhookEvent, async ({ principal, params, body }) =>
  accepted(await redeliverEvent(principal.userId, params.id, body.webhook_id)));
