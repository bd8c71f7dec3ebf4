import { redeliverEvent } from '#domain/events';
import { apiHandler } from '#http/api-handler';
import { accepted } from '#http/responses';
import * as routes from '#routes/webhook-events';

export const handler = apiHandler(routes.redeliverWebhookEvent, async ({ principal, params, body }) =>
  accepted(await redeliverEvent(principal.userId, params.id, body.webhook_id)));
