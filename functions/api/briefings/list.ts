import { listBriefings } from '#domain/briefings';
import { apiHandler } from '#http/api-handler';
import { page } from '#http/responses';
import * as routes from '#routes/briefings/jobs';

export const handler = apiHandler(routes.listBriefings, async ({ principal, query }) => page(await listBriefings(principal.userId, query)));
