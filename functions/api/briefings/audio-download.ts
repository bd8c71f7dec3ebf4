import { redeemAudioLink } from '#domain/briefings';
import { apiHandler } from '#http/api-handler';
import { downloadMethod } from '#http/responses';
import * as routes from '#routes/briefings/jobs';

export const handler = apiHandler(routes.downloadBriefingAudio, async ({ params, query, now, method }) => {
  const location = await redeemAudioLink({ jobId: params.id, expires: query.expires, signature: query.signature }, now, downloadMethod(method));
  return { status: 302, headers: { Location: location } };
});
