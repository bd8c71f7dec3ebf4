import { deleteWebhook } from '#domain/delivery';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/delivery/webhooks';

export const handler = apiHandler(routes.deleteWebhook, async ({ principal, params }) => ok(await deleteWebhook(principal.userId, params.id)));
