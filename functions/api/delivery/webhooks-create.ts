import { createWebhook } from '#domain/delivery';
import { apiHandler } from '#http/api-handler';
import { created } from '#http/responses';
import * as routes from '#routes/delivery/webhooks';

export const handler = apiHandler(routes.createWebhook, async ({ principal, body }) => created(await createWebhook(principal.userId, body)));
