import { listWebhooks } from '#domain/delivery';
import { apiHandler } from '#http/api-handler';
import { page } from '#http/responses';
import * as routes from '#routes/delivery/webhooks';

export const handler = apiHandler(routes.listWebhooks, async ({ principal, query }) => page(await listWebhooks(principal.userId, query)));
