import { dryRunBriefing, startBriefing } from '#domain/briefings';
import { apiHandler } from '#http/api-handler';
import { singleHeaderValue } from '#http/middleware/repeated-headers';
import { accepted, ok } from '#http/responses';
import * as routes from '#routes/briefings/jobs';

export const handler = apiHandler(routes.createBriefing, async ({ principal, body, headers, receivedAt }) => {
  if (body.dry_run) return ok(await dryRunBriefing(principal.userId, body.profile_id, receivedAt));
  return accepted(await startBriefing({
    userId: principal.userId,
    profileId: body.profile_id,
    trigger: { type: 'api' },
    idempotencyKey: singleHeaderValue(headers, 'idempotency-key'),
    requestBody: JSON.stringify(body),
  }));
});
