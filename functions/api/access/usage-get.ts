import { usageReport } from '#domain/access';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/access/account';

export const handler = apiHandler(routes.getUsage, async ({ principal, now }) => ok(await usageReport(principal.userId, now)));
