import * as v from 'valibot';
import { nullableTimestamp, pageQueryEntries, timestamp } from '../common.ts';
import { jobId } from './documents.ts';
import { BRIEFING_OUTCOMES, BRIEFING_STAGES, BRIEFING_STATUSES, SCRIPT_WRITERS } from './job-values.ts';

export * from './documents.ts';
export * from './job-values.ts';

const count = (description: string) => v.pipe(v.number(), v.integer(), v.minValue(0), v.description(description));
export const GroundingSummary = v.pipe(
  v.object({
    checked_sentences: count('Sentences of the model answer checked against the items they cite'),
    removed_sentences: count('Sentences removed for a name, number or claim not found in those items'),
    replaced_stories: count('Stories retold by the extractive writer because too little of them was left'),
  }),
  v.description('What the grounding check of a model-written script removed; null when no model answer was checked'),
);
export type GroundingSummaryView = v.InferOutput<typeof GroundingSummary>;

const profileId = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.description('Profile to generate the briefing for (prof_...)'));
const durationSeconds = v.pipe(v.number(), v.integer(), v.description('Length of the audio in whole seconds'));

export const CreateBriefing = v.strictObject({
  profile_id: profileId,
  dry_run: v.optional(v.pipe(
    v.boolean(),
    v.description('true: fetch the sources and write the script only, and answer 200 with the outline and the estimated length and cost; nothing is stored or synthesized. Default false'),
  )),
});

const seconds = (description: string) => v.pipe(v.number(), v.minValue(0), v.description(description));

export const DryRunBriefing = v.pipe(
  v.object({
    dry_run: v.pipe(v.literal(true), v.description('Always true: nothing was queued, stored or synthesized')),
    profile_id: v.pipe(v.string(), v.description('The profile the briefing would be made for')),
    outcome: v.pipe(v.picklist(BRIEFING_OUTCOMES), v.description('How a briefing started now would end: briefing, or nothing_new (no untold story; no audio, no cost)')),
    script_writer: v.pipe(v.picklist(SCRIPT_WRITERS), v.description('Who wrote the outline: extractive, or the configured model (after its grounding check)')),
    stories: v.pipe(
      v.array(v.object({
        title: v.pipe(v.string(), v.description('Title of the article the story tells')),
        source_name: v.pipe(v.string(), v.description('Name of the source it came from')),
        url: v.pipe(v.string(), v.description("The article's link")),
        published_at: v.pipe(nullableTimestamp, v.description('When the article was published; null when the source gives no date')),
        estimated_seconds: seconds('Estimated speaking time of the story, its transition and the pause after it included (every turn of a duo story)'),
      })),
      v.description('The stories in spoken order'),
    ),
    estimated_seconds: seconds('Estimated length of the audio: intro, stories, outro and the pauses between them; a real run lands within about 5 %'),
    target_seconds: v.pipe(v.number(), v.integer(), v.description("The length the profile asks for")),
    speech: v.pipe(
      v.object({
        engine: v.pipe(v.string(), v.description('Amazon Polly engine of the (host\'s) voice (neural or standard)')),
        voice_id: v.pipe(v.string(), v.description('Amazon Polly voice of the host')),
        requests: v.pipe(v.number(), v.integer(), v.description('SynthesizeSpeech requests the script takes (one per chunk of at most 3,000 characters), both voices of a duo together')),
        billed_characters: v.pipe(v.number(), v.integer(), v.description('Characters Polly would bill: the text of the SSML chunks exactly as they would be sent, tags excluded; both voices together')),
        usd_per_million_characters: v.pipe(v.number(), v.description("The host engine's price in the service's price table")),
        estimated_cost_usd: v.pipe(v.number(), v.description('The billed characters of each voice at its engine\'s price, summed, before any free tier')),
        by_voice: v.pipe(
          v.array(v.object({
            speaker: v.pipe(v.picklist(['host', 'co_host']), v.description('host, or co_host: the second host of a duo')),
            voice_id: v.pipe(v.string(), v.description('Amazon Polly voice')),
            engine: v.pipe(v.string(), v.description('Its engine (neural or standard)')),
            requests: v.pipe(v.number(), v.integer(), v.description('SynthesizeSpeech requests in this voice')),
            billed_characters: v.pipe(v.number(), v.integer(), v.description('Characters billed in this voice')),
            usd_per_million_characters: v.pipe(v.number(), v.description("The engine's price")),
            estimated_cost_usd: v.pipe(v.number(), v.description('billed_characters at that price')),
          })),
          v.description('The same figures for each voice that speaks: one entry for a bulletin, two for a duo'),
        ),
        prices_as_of: v.pipe(v.string(), v.description('When the price table was taken from prices_source')),
        prices_source: v.pipe(v.string(), v.description('Where the prices come from')),
      }),
      v.description('What speaking the script would take and cost'),
    ),
    model: v.pipe(
      v.nullable(v.object({
        writer: v.pipe(v.picklist(['bedrock', 'openai']), v.description('The configured model writer')),
        model: v.pipe(v.string(), v.description('The model id')),
        input_tokens: v.pipe(v.number(), v.integer(), v.description('Input tokens of the relevance and script calls, as the model API reported them (0 when it reports none)')),
        output_tokens: v.pipe(v.number(), v.integer(), v.description('Output tokens of those calls')),
      })),
      v.description('The model calls writing the script took; null without a model writer'),
    ),
    failed_sources: v.pipe(
      v.array(v.object({
        source_id: v.pipe(v.string(), v.description('Source id (src_...)')),
        name: v.pipe(v.string(), v.description('Name of the source')),
        reason: v.pipe(v.string(), v.description('Why it could not be read')),
      })),
      v.description('Sources that could not be read and were skipped'),
    ),
  }),
  v.title('Dry run'),
  v.description('What a briefing of the profile would be if started now: its outline, length and cost. Nothing was stored'),
);
export type DryRunBriefingView = v.InferOutput<typeof DryRunBriefing>;

export const CreatedBriefing = v.pipe(
  v.object({
    job_id: jobId,
    status: v.pipe(v.literal('queued'), v.description('Always queued: generation runs asynchronously')),
  }),
  v.title('Created briefing'),
);

export const Podcast = v.object({
  id: v.pipe(v.string(), v.description('Podcast id (pod_...)')),
  length_seconds: v.pipe(v.nullable(v.pipe(v.number(), v.integer())), v.description('Length of the audio in whole seconds')),
  size_bytes: v.pipe(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
    v.description('Size of the MP3 file in bytes, its ID3 tag (chapters, cover) included; null for briefings made before sizes were recorded'),
  ),
  created_at: timestamp,
});

export const Briefing = v.pipe(
  v.object({
    id: jobId,
    status: v.pipe(v.picklist(BRIEFING_STATUSES), v.description('queued, running, done or failed')),
    error: v.pipe(v.nullable(v.string()), v.description('Why the job failed; null unless failed')),
    started_at: v.pipe(nullableTimestamp, v.description('When processing started')),
    finished_at: v.pipe(nullableTimestamp, v.description('When the job ended, done or failed')),
    created_at: timestamp,
    podcast: v.pipe(v.nullable(Podcast), v.description('The produced audio; null until done, and when the outcome is nothing_new')),
    outcome: v.pipe(
      v.nullable(v.picklist(BRIEFING_OUTCOMES)),
      v.description('Set when done: briefing (audio made) or nothing_new (no fresh story on the interests that earlier briefings have not told, so no audio, transcript or summary; message says why); null otherwise'),
    ),
    duration_seconds: v.pipe(v.nullable(durationSeconds), v.description('Length of the audio when done; 0 for nothing_new; null otherwise')),
    shortfall_seconds: v.pipe(
      v.nullable(v.pipe(v.number(), v.integer())),
      v.description("Seconds short of the profile's length when the fresh, on-topic stories not told before ran out (the audio and message say how many there were); null otherwise"),
    ),
    message: v.pipe(v.nullable(v.string()), v.description('What a listener should know about the outcome: nothing new, or a briefing shorter than asked; null otherwise')),
    profile_id: v.pipe(v.string(), v.description('Profile the briefing was generated for')),
    stage: v.pipe(
      v.nullable(v.picklist(BRIEFING_STAGES)),
      v.description('Current pipeline step while running (starting, fetching, writing, synthesizing, stitching, finishing); null otherwise'),
    ),
    script_writer: v.pipe(
      v.nullable(v.picklist(SCRIPT_WRITERS)),
      v.description('Who wrote the script: extractive, bedrock or openai (a model whose answer passed the grounding check); null until written'),
    ),
    grounding: v.nullable(GroundingSummary),
  }),
  v.title('Briefing'),
);
export type BriefingView = v.InferOutput<typeof Briefing>;

export const BriefingListQuery = v.strictObject({
  ...pageQueryEntries,
  profile_id: v.optional(v.pipe(profileId, v.description('Only jobs of this profile'))),
  status: v.optional(v.pipe(v.picklist(BRIEFING_STATUSES), v.description('Only jobs in this status'))),
});
export type BriefingListFilter = v.InferOutput<typeof BriefingListQuery>;

export const LatestBriefingQuery = v.strictObject({
  profile_id: v.pipe(profileId, v.description('Profile whose newest briefing is wanted')),
});

export const LatestBriefing = v.pipe(
  v.object({
    briefing_id: v.pipe(v.nullable(v.string()), v.description('Newest job of the profile, any status; null when there is none')),
    status: v.optional(v.pipe(v.picklist(BRIEFING_STATUSES), v.description('Status of that job'))),
    outcome: v.optional(v.pipe(v.nullable(v.picklist(BRIEFING_OUTCOMES)), v.description('briefing or nothing_new when done (see Briefing.outcome); null otherwise'))),
    duration_seconds: v.pipe(v.nullable(durationSeconds), v.description('Set when done')),
    audio_url: v.pipe(v.nullable(v.string()), v.description('Signed audio link, valid 24 hours; set when done')),
    transcript_url: v.pipe(v.nullable(v.string()), v.description('GET endpoint of the transcript; set when done')),
    summary_url: v.pipe(v.nullable(v.string()), v.description('GET endpoint of the summary; set when done')),
    created_at: nullableTimestamp,
    message: v.pipe(
      v.nullable(v.string()),
      v.description('Why there is no audio (none generated, still running, failed, nothing new), or that the briefing is shorter than asked'),
    ),
  }),
  v.title('Latest briefing'),
);
export type LatestBriefingView = v.InferOutput<typeof LatestBriefing>;

export const BriefingAudio = v.pipe(
  v.object({
    job_id: jobId,
    audio_url: v.pipe(
      v.string(),
      v.description('Signed link valid for 24 hours; it redirects to a short-lived download URL of the MP3'),
    ),
    expires_at: v.pipe(timestamp, v.description('When the link stops working')),
    duration_seconds: durationSeconds,
  }),
  v.title('Briefing audio'),
);

export const AudioDownloadQuery = v.strictObject({
  expires: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('Expiry of the signed link (Unix seconds)')),
  signature: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/, 'must be a signature'), v.description('HMAC-SHA256 of the link')),
});

export const TranscriptQuery = v.strictObject({
  format: v.optional(v.pipe(v.picklist(['json', 'vtt']), v.description('json (default) or vtt for WebVTT captions'))),
});
