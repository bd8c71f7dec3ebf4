import {
  AudioDownloadQuery, Briefing, BriefingAudio, BriefingListQuery, CreateBriefing, CreatedBriefing, DryRunBriefing,
  LatestBriefing, LatestBriefingQuery, PodcastChapters, Summary, Transcript, TranscriptQuery,
} from '#schemas/briefings/jobs';
import { envelope, idParam, listEnvelope } from '#schemas/common';
import { defineRoute } from '#http/route';

const TAG = 'Briefings';
const jobIdParam = idParam('id', 'Briefing job id (job_...)');
const notReady = {
  description: 'not_found: no such briefing in this account; not_ready: the briefing has not completed (or failed); '
    + 'nothing_new: the briefing is done with outcome nothing_new (no fresh story on the interests that earlier briefings have not told), so it has no audio, transcript or summary',
};

export const createBriefing = /* @__PURE__ */ defineRoute({
  operationId: 'createBriefing',
  audit: { action: 'briefing.create', resourceType: 'briefing', resourceId: { response: 'job_id' } },
  // A dry run runs the pipeline's own fetch and script tasks as an Express workflow, within the request.
  access: ['briefing-workflow', 'dry-run-workflow'],
  timeoutSeconds: 29,
  method: 'POST',
  path: '/briefings',
  handler: 'briefings/create',
  summary: 'Queue the generation of an audio briefing for a profile, or with dry_run preview its outline, length and cost',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'write' },
  body: CreateBriefing,
  responses: {
    200: {
      description: 'dry_run: true. The sources were fetched and the script written in the request, as a real run would now; '
        + 'nothing was queued, stored or synthesized (no job, no lock, no audio; earlier briefings and item sightings untouched), '
        + 'so a real run afterwards tells the same stories. Counts as a write for rate limiting; an Idempotency-Key is ignored. '
        + '409 when a real run would fail: the profile has no sources, or none could be read',
      schema: envelope(DryRunBriefing),
    },
    202: {
      description: 'Queued. Poll GET /briefings/{id} or subscribe to briefing.generated. An `Idempotency-Key` header makes '
        + 'retries safe: the same key and body within 24 hours return this first response; another body with the key gets 409',
      schema: envelope(CreatedBriefing),
    },
    409: { description: 'A briefing for the profile is already queued or running, or the Idempotency-Key was used with another body' },
  },
});

export const listBriefings = /* @__PURE__ */ defineRoute({
  operationId: 'listBriefings',
  method: 'GET',
  path: '/briefings',
  handler: 'briefings/list',
  summary: "List the account's briefing jobs, newest first",
  tag: TAG,
  auth: { type: 'apiKey', scope: 'read' },
  query: BriefingListQuery,
  responses: { 200: { description: 'A page of briefing jobs', schema: listEnvelope(Briefing) } },
});

export const getLatestBriefing = /* @__PURE__ */ defineRoute({
  operationId: 'getLatestBriefing',
  access: ['audio-links'],
  method: 'GET',
  path: '/briefings/latest',
  handler: 'briefings/latest',
  summary: "The profile's newest briefing, with its links when it is done",
  tag: TAG,
  auth: { type: 'apiKey', scope: 'read' },
  query: LatestBriefingQuery,
  responses: {
    200: { description: 'The newest job of the profile in any status; `message` says why links are missing', schema: envelope(LatestBriefing) },
  },
});

export const getBriefing = /* @__PURE__ */ defineRoute({
  operationId: 'getBriefing',
  method: 'GET',
  path: '/briefings/{id}',
  handler: 'briefings/get',
  summary: 'Status of a briefing job, and when done its outcome: a briefing (with any shortfall) or nothing new',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'read' },
  params: jobIdParam,
  responses: { 200: { description: 'The briefing job', schema: envelope(Briefing) } },
});

export const getBriefingAudio = /* @__PURE__ */ defineRoute({
  operationId: 'getBriefingAudio',
  access: ['audio-links'],
  method: 'GET',
  path: '/briefings/{id}/audio',
  handler: 'briefings/audio',
  summary: 'A signed link to the MP3, valid for 24 hours',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'read' },
  params: jobIdParam,
  responses: { 200: { description: 'The audio link', schema: envelope(BriefingAudio) }, 404: notReady },
});

export const downloadBriefingAudio = /* @__PURE__ */ defineRoute({
  operationId: 'downloadBriefingAudio',
  access: ['table', 'audio-links', 'stored-briefings'],
  method: 'GET',
  path: '/briefings/{id}/audio/download',
  handler: 'briefings/audio-download',
  summary: 'Follow a signed audio link (no API key needed)',
  tag: TAG,
  auth: { type: 'none' },
  params: jobIdParam,
  query: AudioDownloadQuery,
  responses: {
    302: {
      description: 'Redirect to a download URL of the MP3 that works for 5 minutes',
      headers: { Location: 'The download URL of the MP3' },
    },
    403: { description: 'The link was altered or has expired' },
  },
});

export const getBriefingTranscript = /* @__PURE__ */ defineRoute({
  operationId: 'getBriefingTranscript',
  access: ['stored-briefings'],
  method: 'GET',
  path: '/briefings/{id}/transcript',
  handler: 'briefings/transcript',
  summary: 'The spoken script with audio timings and sources; `?format=vtt` gives WebVTT captions',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'read' },
  params: jobIdParam,
  query: TranscriptQuery,
  responses: {
    200: {
      description: 'The transcript (JSON), or WebVTT captions when format=vtt',
      schema: envelope(Transcript),
      alternatives: { 'text/vtt': 'WebVTT captions of the same segments, answered for ?format=vtt' },
    },
    404: notReady,
  },
});

export const getBriefingChapters = /* @__PURE__ */ defineRoute({
  operationId: 'getBriefingChapters',
  access: ['stored-briefings'],
  method: 'GET',
  path: '/briefings/{id}/chapters',
  handler: 'briefings/chapters',
  summary: 'The chapters of the briefing (intro, each story with its article, outro) as a Podcasting 2.0 JSON chapters document',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'read' },
  params: jobIdParam,
  responses: {
    200: {
      description: 'The chapters document, not wrapped in `data`, as podcast apps read it; the same chapters are in the transcript and in the MP3 as ID3 CHAP frames',
      schema: PodcastChapters,
      contentType: 'application/json+chapters',
    },
    404: notReady,
  },
});

export const getBriefingSummary = /* @__PURE__ */ defineRoute({
  operationId: 'getBriefingSummary',
  access: ['stored-briefings'],
  method: 'GET',
  path: '/briefings/{id}/summary',
  handler: 'briefings/summary',
  summary: 'Headline and key points of the briefing, with their sources',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'read' },
  params: jobIdParam,
  responses: { 200: { description: 'The summary', schema: envelope(Summary) }, 404: notReady },
});
