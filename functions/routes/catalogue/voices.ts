import { listEnvelope } from '#schemas/common';
import { Voice, VoiceQuery } from '#schemas/catalogue/profiles';
import { defineRoute } from '#http/route';

export const listVoices = /* @__PURE__ */ defineRoute({
  operationId: 'listVoices',
  method: 'GET',
  path: '/voices',
  handler: 'catalogue/voices-list',
  summary: 'List the voices a profile can use; filter by language',
  tag: 'Profiles',
  auth: { type: 'apiKey', scope: 'read' },
  query: VoiceQuery,
  responses: { 200: { description: 'A page of voices, in catalogue order (the first neural voice of a language is its default)', schema: listEnvelope(Voice) } },
});
