import { getPodcastChapters } from '#domain/briefing-documents';
import { apiHandler } from '#http/api-handler';
import * as routes from '#routes/briefings';

export const handler = apiHandler(routes.getBriefingChapters, async ({ principal, params }) => ({
  status: 200,
  text: JSON.stringify(await getPodcastChapters(principal.userId, params.id)),
  headers: { 'Content-Type': 'application/json+chapters; charset=utf-8' },
}));
