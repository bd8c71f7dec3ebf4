import { createWebhook } from '#domain/webhooks';
import { apiHandler } from '#http/api-handler';
import { created } from '#http/responses';
import { routes } from '#routes';

export const handler = apiHandler(routes.createWebhook, async ({ principal, body }) => created(await createWebhook(principal.userId, body)));
