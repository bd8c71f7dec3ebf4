import { listAuditLog } from '#domain/audit';
import { apiHandler } from '#http/api-handler';
import { page } from '#http/responses';
import * as routes from '#routes/audit';

export const handler = apiHandler(routes.listAuditLog, async ({ principal, query }) => page(await listAuditLog(principal.userId, query)));
