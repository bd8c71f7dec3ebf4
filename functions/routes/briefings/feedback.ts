import { envelope, idParam } from '#schemas/common';
import { ProfileFeedback, RatedStory, RateStory, ResetFeedback } from '#schemas/briefings/feedback';
import { defineRoute } from '#http/route';

const TAG = 'Feedback';

export const rateBriefingStory = /* @__PURE__ */ defineRoute({
  operationId: 'rateBriefingStory',
  audit: { action: 'briefing.feedback', resourceType: 'briefing', resourceId: { param: 'id' } },
  access: ['stored-briefings'],
  method: 'POST',
  path: '/briefings/{id}/feedback',
  handler: 'briefings/feedback',
  summary: 'Rate a story of a briefing "more" or "less": the profile\'s later briefings rank its near-duplicates and close relatives higher or lower',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'write' },
  params: idParam('id', 'Briefing job id (job_...)'),
  body: RateStory,
  responses: {
    200: {
      description: 'The rating, kept on the briefing\'s profile, with the profile\'s counts. Rating the story the same again changes nothing; '
        + 'the other rating replaces it. A "less" lowers a story below its rivals but never removes it: when nothing else is left to tell, it is told',
      schema: envelope(RatedStory),
    },
    400: { description: '`validation_error`: `story` is not a story of the briefing (no such segment, or the intro or outro), or `rating` is not "more" or "less"' },
    404: {
      description: 'not_found: no such briefing in this account; not_ready: the briefing has not completed (or failed); '
        + 'nothing_new: the briefing found nothing new, so it has no stories to rate',
    },
    409: { description: 'The briefing\'s profile was deleted' },
  },
});

const profileIdParam = idParam('profileId', 'Profile id (prof_...)');

export const getProfileFeedback = /* @__PURE__ */ defineRoute({
  operationId: 'getProfileFeedback',
  method: 'GET',
  path: '/profiles/{profileId}/feedback',
  handler: 'briefings/profiles-feedback-get',
  summary: 'The ratings of a profile\'s stories that steer its ranking, newest first, with their counts and how much each still counts',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'read' },
  params: profileIdParam,
  responses: { 200: { description: 'The profile\'s feedback; no ratings yet is an empty list', schema: envelope(ProfileFeedback) } },
});

export const resetProfileFeedback = /* @__PURE__ */ defineRoute({
  operationId: 'resetProfileFeedback',
  audit: { action: 'profile.feedback_reset', resourceType: 'profile', resourceId: { param: 'profileId' } },
  method: 'DELETE',
  path: '/profiles/{profileId}/feedback',
  handler: 'briefings/profiles-feedback-delete',
  summary: 'Forget every rating of a profile\'s stories: later briefings rank as if none had been given',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'write' },
  params: profileIdParam,
  responses: { 200: { description: 'The ratings are forgotten (also when there were none)', schema: envelope(ResetFeedback) } },
});
