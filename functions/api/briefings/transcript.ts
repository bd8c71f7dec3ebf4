import { getTranscript, getTranscriptVtt } from '#domain/briefings';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/briefings/jobs';

export const handler = apiHandler(routes.getBriefingTranscript, async ({ principal, params, query }) => {
  if (query.format !== 'vtt') return ok(await getTranscript(principal.userId, params.id));
  return {
    status: 200,
    text: await getTranscriptVtt(principal.userId, params.id),
    headers: { 'Content-Type': 'text/vtt; charset=utf-8' },
  };
});
