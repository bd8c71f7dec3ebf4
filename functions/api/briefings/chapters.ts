import { getPodcastChapters } from '#domain/briefings';
import { apiHandler } from '#http/api-handler';
import * as routes from '#routes/briefings/jobs';

export const handler = apiHandler(routes.getBriefingChapters, async ({ principal, params }) => ({
  status: 200,
  text: JSON.stringify(await getPodcastChapters(principal.userId, params.id)),
  headers: { 'Content-Type': 'application/json+chapters; charset=utf-8' },
}));
