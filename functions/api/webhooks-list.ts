import { listWebhooks } from '#domain/webhooks';
import { apiHandler } from '#http/api-handler';
import { page } from '#http/responses';
import * as routes from '#routes/webhooks';

export const handler = apiHandler(routes.listWebhooks, async ({ principal, query }) => page(await listWebhooks(principal.userId, query)));
