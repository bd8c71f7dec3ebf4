import * as v from 'valibot';
import { dryRunBriefing, GENERATE_REUSE_WINDOW_SECONDS, generateBriefingForAgent, getBriefing, getBriefingAudio, getFeedback, getTranscript, getTranscriptWithCaptions, latestBriefing, listBriefings, rateStory, resetFeedback } from '#domain/briefings';
import type { AuditOrigin } from '#domain/audit';
import type { Principal } from '#shared/principal';
import { createFeed, revokeFeed } from '#domain/podcast';
import { createProfile, createSchedule, createSource, getProfile, listProfiles, listSources, setScheduleActive, updateProfile } from '#domain/catalogue';
import type { RouteSpec } from '#http/route';
import { routes } from '#routes';
import { BriefingListQuery, CreateBriefing, DryRunBriefing, LatestBriefingQuery, TranscriptQuery } from '#schemas/briefings/jobs';
import { PageQuery } from '#schemas/common';
import { RateStory } from '#schemas/briefings/feedback';
import { CreateProfile, UpdateProfile } from '#schemas/catalogue/profiles';
import { CreateSchedule } from '#schemas/catalogue/schedules';
import { CreateSource, SourceQuery } from '#schemas/catalogue/sources';
import { argumentsWithId, objectOf, outputSchemaOf } from './schemas.ts';

export interface ToolContext {
  principal: Principal;
  now: number;
  /** Epoch ms API Gateway received the request: time budgets count from here. */
  receivedAt: number;
  /** Where the call came from, for the audit log. */
  origin: AuditOrigin;
}

/** One agent tool: the REST route it mirrors (scope, read or write), its schemas, and the domain call both make. */
export interface ToolDefinition {
  names: string[];
  title: string;
  description: string;
  twin: RouteSpec;
  /** The argument holding the id of the resource the twin's path names (its audit entries' resource id). */
  idArgument?: string;
  input: v.GenericSchema;
  output: v.GenericSchema;
  /** Receives arguments already validated by `input`. */
  run(context: ToolContext, args: unknown): Promise<unknown>;
}

/** Types `run`'s arguments from the input schema. */
function defineTool<S extends v.GenericSchema>(
  tool: Omit<ToolDefinition, 'input' | 'run'> & { input: S; run(context: ToolContext, args: v.InferOutput<S>): Promise<unknown> },
): ToolDefinition {
  return tool as ToolDefinition;
}

const page = <T>(result: { items: T[]; total: number; limit: number; offset: number }) => ({
  data: result.items,
  pagination: { total: result.total, limit: result.limit, offset: result.offset },
});

const GeneratedBriefing = v.object({
  job_id: v.pipe(v.string(), v.description('Briefing job id (job_...); poll it with get_briefing_status')),
  status: v.pipe(v.picklist(['queued', 'running', 'done', 'failed']), v.description('Current status of the job')),
  reused: v.pipe(v.boolean(), v.description(`True when a job of this profile from the last ${GENERATE_REUSE_WINDOW_SECONDS / 60} minutes was returned instead of starting a new one`)),
});

/** A started (or reused) job, or with dry_run the preview: the fields of one or the other. */
const GeneratedOrPreviewed = v.object({ ...v.partial(GeneratedBriefing).entries, ...v.partial(objectOf(DryRunBriefing)).entries });

/** The transcript document, with WebVTT captions added when asked for. */
const TranscriptWithCaptions = v.object({
  ...objectOf(outputSchemaOf(routes.getBriefingTranscript)).entries,
  vtt: v.optional(v.pipe(v.string(), v.description('WebVTT captions of the same segments, when format is "vtt"'))),
});

const profileIdArgument = 'Profile id (prof_...), as returned by create_profile or list_profiles';
const jobIdArgument = 'Briefing job id (job_...), as returned by generate_briefing or list_briefings';
const scheduleIdArgument = 'Schedule id (sch_...), as returned by schedule_briefing';

export const toolDefinitions: ToolDefinition[] = [
  defineTool({
    names: ['create_profile', 'create_briefing_profile'],
    title: 'Create a briefing profile',
    description: 'Create a briefing profile: a name, the interests that steer which stories are chosen, the length in minutes (1-60, default 5), the language (default "en") and optionally a voice id from the voice catalogue. Returns the profile; use its id for add_source and generate_briefing.',
    twin: routes.createProfile,
    input: CreateProfile,
    output: outputSchemaOf(routes.createProfile),
    run: ({ principal }, args) => createProfile(principal.userId, args),
  }),
  defineTool({
    names: ['update_profile', 'update_briefing_profile'],
    title: 'Update a briefing profile',
    description: 'Change some fields of a briefing profile; fields left out stay as they are, null clears description or voice_id, interests replaces the whole list. Returns the updated profile.',
    twin: routes.updateProfile,
    idArgument: 'profile_id',
    input: argumentsWithId('profile_id', profileIdArgument, UpdateProfile),
    output: outputSchemaOf(routes.updateProfile),
    run: ({ principal }, { profile_id: profileId, ...changes }) => updateProfile(principal.userId, profileId, changes),
  }),
  defineTool({
    names: ['list_profiles'],
    title: 'List briefing profiles',
    description: 'List your briefing profiles, newest first, a page at a time (limit 1-100, default 20; offset).',
    twin: routes.listProfiles,
    input: PageQuery,
    output: outputSchemaOf(routes.listProfiles),
    run: async ({ principal }, args) => page(await listProfiles(principal.userId, args)),
  }),
  defineTool({
    names: ['get_profile'],
    title: 'Get a briefing profile',
    description: 'Read one briefing profile by id: its interests, length, language and voice, and whether it has a private podcast feed (feed.url_prefix; the whole URL is shown only when created). feed.sharing_warning is set when the feed URL looks shared (more distinct clients polled it in a day than a household would): tell the owner, who may rotate it with create_podcast_feed.',
    twin: routes.getProfile,
    input: argumentsWithId('profile_id', profileIdArgument),
    output: outputSchemaOf(routes.getProfile),
    run: ({ principal }, { profile_id: profileId }) => getProfile(principal.userId, profileId),
  }),
  defineTool({
    names: ['create_podcast_feed'],
    title: 'Create a private podcast feed',
    description: 'Create the private podcast feed URL of a profile, or rotate it (the previous URL stops working at once, and a sharing warning is cleared). The listener pastes the URL into a podcast app (Apple Podcasts, Overcast, Pocket Casts: "add by URL") to hear every briefing of the profile there. The whole URL is shown this once and is the only credential the feed needs: hand it only to the listener.',
    twin: routes.createProfileFeed,
    idArgument: 'profile_id',
    input: argumentsWithId('profile_id', profileIdArgument),
    output: outputSchemaOf(routes.createProfileFeed),
    run: ({ principal, now }, { profile_id: profileId }) => createFeed(principal.userId, profileId, now),
  }),
  defineTool({
    names: ['revoke_podcast_feed'],
    title: 'Revoke a private podcast feed',
    description: 'Revoke the private podcast feed of a profile: its URL and episode links stop working at once (podcast apps subscribed to it get no new episodes). Fails with not_found when the profile has no feed.',
    twin: routes.revokeProfileFeed,
    idArgument: 'profile_id',
    input: argumentsWithId('profile_id', profileIdArgument),
    output: outputSchemaOf(routes.revokeProfileFeed),
    run: ({ principal }, { profile_id: profileId }) => revokeFeed(principal.userId, profileId),
  }),
  defineTool({
    names: ['add_source'],
    title: 'Add a content source',
    description: 'Add a content source to draw stories from: type is rss, youtube, website, newsletter, person or company; url is the feed, channel, site or page URL (YouTube channel and playlist URLs are accepted as pasted); name is how briefings cite it. Pass profile_id to attach it to a profile.',
    twin: routes.createSource,
    input: CreateSource,
    output: outputSchemaOf(routes.createSource),
    run: ({ principal }, args) => createSource(principal.userId, args),
  }),
  defineTool({
    names: ['list_sources'],
    title: 'List content sources',
    description: 'List your content sources, newest first; pass profile_id to see only the sources of one profile.',
    twin: routes.listSources,
    input: SourceQuery,
    output: outputSchemaOf(routes.listSources),
    run: async ({ principal }, args) => page(await listSources(principal.userId, args)),
  }),
  defineTool({
    names: ['generate_briefing'],
    title: 'Generate a briefing',
    description: `Start generating an audio briefing for a profile from its sources. Returns a job id at once; generation takes a minute or two: poll get_briefing_status until status is "done", then call get_briefing_audio. Idempotent: within ${GENERATE_REUSE_WINDOW_SECONDS / 60} minutes of the profile's last job, calling again returns that job (reused: true) instead of starting another. With dry_run: true nothing is started or stored: the answer (dry_run: true) previews the stories, the estimated seconds, the Polly characters and the estimated cost in USD, and the model tokens when a model writes scripts.`,
    twin: routes.createBriefing,
    input: argumentsWithId('profile_id', profileIdArgument, v.strictObject({ dry_run: CreateBriefing.entries.dry_run })),
    output: GeneratedOrPreviewed,
    run: ({ principal, now, receivedAt }, { profile_id: profileId, dry_run: dryRun }) =>
      (dryRun ? dryRunBriefing(principal.userId, profileId, receivedAt) : generateBriefingForAgent(principal.userId, profileId, now)),
  }),
  defineTool({
    names: ['get_briefing_status'],
    title: 'Get a briefing job',
    description: 'Read a briefing job: status (queued, running, done, failed), the error when it failed, start and finish times, and when done its outcome: "briefing" with the podcast length (shortfall_seconds and message say how many stories there were when the fresh, on-topic stories not told before ran out), or "nothing_new" when no such story was left, so no audio was made (message says why: nothing fresh, nothing on the interests, or all told before).',
    twin: routes.getBriefing,
    input: argumentsWithId('job_id', jobIdArgument),
    output: outputSchemaOf(routes.getBriefing),
    run: ({ principal }, { job_id: jobId }) => getBriefing(principal.userId, jobId),
  }),
  defineTool({
    names: ['list_briefings'],
    title: 'List briefing jobs',
    description: 'List briefing jobs, newest first; filter by profile_id and status.',
    twin: routes.listBriefings,
    input: BriefingListQuery,
    output: outputSchemaOf(routes.listBriefings),
    run: async ({ principal }, args) => page(await listBriefings(principal.userId, args)),
  }),
  defineTool({
    names: ['get_latest_briefing'],
    title: 'Get the latest briefing of a profile',
    description: 'The newest briefing of a profile with its audio, transcript and summary links when it is done; message explains when there is none, it is not ready, or it found nothing new (outcome nothing_new, no links).',
    twin: routes.getLatestBriefing,
    input: LatestBriefingQuery,
    output: outputSchemaOf(routes.getLatestBriefing),
    run: ({ principal, now }, { profile_id: profileId }) => latestBriefing(principal.userId, profileId, now),
  }),
  defineTool({
    names: ['get_briefing_audio'],
    title: 'Get the audio link of a briefing',
    description: 'A signed link to the MP3 of a finished briefing, valid for 24 hours, with its duration. Fails with not_ready while the job is queued or running, and with nothing_new when the job found no new stories and made no audio.',
    twin: routes.getBriefingAudio,
    input: argumentsWithId('job_id', jobIdArgument),
    output: outputSchemaOf(routes.getBriefingAudio),
    run: ({ principal, now }, { job_id: jobId }) => getBriefingAudio(principal.userId, jobId, now),
  }),
  defineTool({
    names: ['get_briefing_transcript'],
    title: 'Get the transcript of a briefing',
    description: 'The transcript of a finished briefing: full text and timed segments, each story with the sources and the articles (title, URL, source, publication time) it came from, and its chapters (intro, each story titled and linked by its article, outro; the same the MP3 carries). With format "vtt" the answer also carries WebVTT captions in vtt, each story\'s cues after a NOTE citing its article.',
    twin: routes.getBriefingTranscript,
    input: argumentsWithId('job_id', jobIdArgument, TranscriptQuery),
    output: TranscriptWithCaptions,
    run: async ({ principal }, { job_id: jobId, format }) => {
      return format === 'vtt' ? getTranscriptWithCaptions(principal.userId, jobId) : getTranscript(principal.userId, jobId);
    },
  }),
  defineTool({
    names: ['rate_briefing_story'],
    title: 'Rate a story of a briefing',
    description: 'Tell the service whether the listener wants more or less like one story of a finished briefing: story is the index of the story in the transcript\'s segments (0 is the intro, so the first story is 1; see get_briefing_transcript), rating is "more" or "less". The profile\'s later briefings rank that story\'s near-duplicates and close relatives higher or lower (a "less" never removes a story; ratings fade over weeks). Rating a story the same again changes nothing.',
    twin: routes.rateBriefingStory,
    idArgument: 'job_id',
    input: argumentsWithId('job_id', jobIdArgument, RateStory),
    output: outputSchemaOf(routes.rateBriefingStory),
    run: ({ principal, now }, { job_id: jobId, ...rating }) => rateStory(principal.userId, jobId, rating, now),
  }),
  defineTool({
    names: ['get_profile_feedback'],
    title: 'Get the story ratings of a profile',
    description: 'The ratings ("more" or "less") given to stories of a profile\'s briefings that still steer its ranking, newest first, with their counts and how much each still counts (1 when given, halving every 14 days).',
    twin: routes.getProfileFeedback,
    input: argumentsWithId('profile_id', profileIdArgument),
    output: outputSchemaOf(routes.getProfileFeedback),
    run: ({ principal, now }, { profile_id: profileId }) => getFeedback(principal.userId, profileId, now),
  }),
  defineTool({
    names: ['reset_profile_feedback'],
    title: 'Reset the story ratings of a profile',
    description: 'Forget every rating given to stories of a profile\'s briefings: later briefings rank as if none had been given. Returns how many were forgotten.',
    twin: routes.resetProfileFeedback,
    idArgument: 'profile_id',
    input: argumentsWithId('profile_id', profileIdArgument),
    output: outputSchemaOf(routes.resetProfileFeedback),
    run: ({ principal, now }, { profile_id: profileId }) => resetFeedback(principal.userId, profileId, now),
  }),
  defineTool({
    names: ['schedule_briefing'],
    title: 'Schedule recurring briefings',
    description: 'Generate a profile\'s briefing on a schedule: a 5-field cron expression (minute hour day-of-month month day-of-week, e.g. "0 7 * * 1-5" for 07:00 on weekdays) in an IANA time zone (default UTC), delivered by email, telegram, whatsapp (each needs a destination) or webhook.',
    twin: routes.createSchedule,
    input: CreateSchedule,
    output: outputSchemaOf(routes.createSchedule),
    run: ({ principal }, args) => createSchedule(principal.userId, args),
  }),
  defineTool({
    names: ['pause_briefing'],
    title: 'Pause a briefing schedule',
    description: 'Pause a schedule so it stops generating briefings until resumed. Pausing a paused schedule changes nothing.',
    twin: routes.pauseSchedule,
    idArgument: 'schedule_id',
    input: argumentsWithId('schedule_id', scheduleIdArgument),
    output: outputSchemaOf(routes.pauseSchedule),
    run: ({ principal }, { schedule_id: scheduleId }) => setScheduleActive(principal.userId, scheduleId, false),
  }),
  defineTool({
    names: ['resume_briefing'],
    title: 'Resume a briefing schedule',
    description: 'Resume a paused schedule; next_run_at tells when it runs next. Resuming an active schedule changes nothing.',
    twin: routes.resumeSchedule,
    idArgument: 'schedule_id',
    input: argumentsWithId('schedule_id', scheduleIdArgument),
    output: outputSchemaOf(routes.resumeSchedule),
    run: ({ principal }, { schedule_id: scheduleId }) => setScheduleActive(principal.userId, scheduleId, true),
  }),
];

/** Every tool name, the two name sets of the spec together. */
export const toolsByName = new Map(toolDefinitions.flatMap((tool) => tool.names.map((name) => [name, tool] as const)));
