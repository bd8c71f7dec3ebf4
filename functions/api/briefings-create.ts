import { startBriefing } from '#domain/briefings';
import { apiHandler } from '#http/api-handler';
import { accepted } from '#http/responses';
import * as routes from '#routes/briefings';

export const handler = apiHandler(routes.createBriefing, async ({ principal, body, headers }) => accepted(await startBriefing({
  userId: principal.userId,
  profileId: body.profile_id,
  trigger: { type: 'api' },
  idempotencyKey: headers['idempotency-key'],
  requestBody: JSON.stringify(body),
})));
