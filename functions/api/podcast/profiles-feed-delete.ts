import { revokeFeed } from '#domain/podcast';
import { apiHandler } from '#http/api-handler';
import { ok } from '#http/responses';
import * as routes from '#routes/podcast';

export const handler = apiHandler(routes.revokeProfileFeed, async ({ principal, params }) =>
  ok(await revokeFeed(principal.userId, params.profileId)));
