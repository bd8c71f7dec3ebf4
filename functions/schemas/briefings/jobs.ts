import * as v from 'valibot';
import { nullableTimestamp, pageQueryEntries, timestamp } from '../common.ts';

export const BRIEFING_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BriefingStatus = (typeof BRIEFING_STATUSES)[number];

/**
 * How a done job ended: `briefing` made audio; `nothing_new` found no story that
 * earlier briefings of the profile had not told, so it made no audio.
 */
export const BRIEFING_OUTCOMES = ['briefing', 'nothing_new'] as const;
export type BriefingOutcome = (typeof BRIEFING_OUTCOMES)[number];

/** Pipeline steps, reported in `stage` while a job runs. */
export const BRIEFING_STAGES = ['starting', 'fetching', 'writing', 'synthesizing', 'stitching', 'finishing'] as const;
export type BriefingStage = (typeof BRIEFING_STAGES)[number];

/** Who wrote a briefing's script: the offline extractive writer or a model (after its grounding check). */
export const SCRIPT_WRITERS = ['extractive', 'bedrock', 'openai'] as const;
export type ScriptWriterName = (typeof SCRIPT_WRITERS)[number];

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
const jobId = v.pipe(v.string(), v.description('Briefing job id (job_...)'));
const durationSeconds = v.pipe(v.number(), v.integer(), v.description('Length of the audio in whole seconds'));
const sourceLink = {
  name: v.pipe(v.string(), v.description('Name of the source')),
  url: v.pipe(v.string(), v.description('Link to the item (or the source when the item has none)')),
};

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

export const TranscriptSource = v.object({
  id: v.pipe(v.string(), v.description('Source id (src_...)')),
  ...sourceLink,
});

export const ArticleCitation = v.pipe(
  v.object({
    title: v.pipe(v.string(), v.description('Title of the article')),
    url: v.pipe(v.string(), v.description("The article's own link (the source's URL only for a source that is a single page)")),
    source_name: v.pipe(v.string(), v.description('Name of the source the article came from')),
    published_at: v.pipe(nullableTimestamp, v.description('When the article was published; null when the source gives no date')),
  }),
  v.title('Article citation'),
);
export type ArticleCitationView = v.InferOutput<typeof ArticleCitation>;

export const StoryRelevance = v.pipe(
  v.object({
    interest: v.pipe(v.string(), v.description("The profile interest the story was chosen for, as the profile writes it")),
    matched: v.pipe(
      v.array(v.string()),
      v.description('The words of the story that matched the interest or what it also matches (the profile\'s topics), as the story writes them'),
    ),
  }),
  v.title('Story relevance'),
);

export const TranscriptSegment = v.object({
  start_seconds: v.pipe(v.number(), v.description('Offset of the segment in the audio, in seconds (millisecond precision)')),
  end_seconds: v.pipe(v.number(), v.description('End of the segment in the audio, in seconds')),
  text: v.pipe(v.string(), v.description('Words spoken in the segment')),
  source_ids: v.pipe(v.array(v.string()), v.description('Sources the segment draws on; empty for the intro and outro')),
  sources: v.pipe(v.array(TranscriptSource), v.description('The feeds or sites the segment draws on, as configured')),
  articles: v.pipe(v.array(ArticleCitation), v.description('The articles the segment tells; empty for the intro and outro')),
  speaker: v.pipe(
    v.picklist(['host', 'co_host']),
    v.description('Who speaks the segment: host (every segment of a bulletin), or co_host, the second host of a duo briefing'),
  ),
  story: v.pipe(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
    v.description(
      'Index of the story the segment tells (0 for the first), shared by every turn of it in a duo briefing; null for the opening and the closing',
    ),
  ),
  relevance: v.optional(v.pipe(
    StoryRelevance,
    v.description('Why the story was chosen: the interest and the matched words. Absent for the intro, the outro, profiles without interests and briefings made before v1.2'),
  )),
});

const TranscriptVoice = v.object({
  voice_id: v.pipe(v.string(), v.description('Amazon Polly voice')),
  name: v.pipe(v.string(), v.description("The voice's display name, as the WebVTT voice spans name the speaker")),
});

export const TranscriptChapter = v.pipe(
  v.object({
    title: v.pipe(v.string(), v.description("The story's article title; for the intro and outro a fixed word in the briefing's language")),
    start_seconds: v.pipe(v.number(), v.description('Start of the chapter in the audio, in seconds (millisecond precision)')),
    end_seconds: v.pipe(v.number(), v.description('End of the chapter in the audio, in seconds')),
    url: v.optional(v.pipe(v.string(), v.description('The article the story tells (the first, when it tells several); absent for the intro and outro'))),
  }),
  v.title('Chapter'),
);

export const Transcript = v.pipe(
  v.object({
    job_id: jobId,
    text: v.pipe(v.string(), v.description('The whole spoken script')),
    segments: v.pipe(
      v.array(TranscriptSegment),
      v.description('The script in spoken order, with audio timings: one segment per part of a bulletin, one per turn of a duo'),
    ),
    speakers: v.optional(v.pipe(
      v.object({ host: TranscriptVoice, co_host: v.pipe(v.nullable(TranscriptVoice), v.description('null for a bulletin')) }),
      v.description('The voices that speak the briefing; absent in transcripts stored before duo briefings'),
    )),
    chapters: v.pipe(
      v.array(TranscriptChapter),
      v.description(
        'One chapter per part (intro, each story, outro; a duo story\'s turns are one chapter), the same the MP3 carries as ID3 CHAP frames '
        + 'and GET /briefings/{id}/chapters serves',
      ),
    ),
  }),
  v.title('Transcript'),
);
export type TranscriptDocument = v.InferOutput<typeof Transcript>;

export const PodcastChapters = v.pipe(
  v.object({
    version: v.pipe(v.literal('1.2.0'), v.description('Version of the Podcasting 2.0 JSON chapters format')),
    chapters: v.pipe(
      v.array(v.object({
        startTime: v.pipe(v.number(), v.description('Start of the chapter in seconds')),
        endTime: v.pipe(v.number(), v.description('End of the chapter in seconds')),
        title: v.pipe(v.string(), v.description("The story's article title, or the intro's and outro's name in the briefing's language")),
        url: v.optional(v.pipe(v.string(), v.description('The article the story tells; absent for the intro and outro'))),
      })),
      v.description('Intro, each story and outro, in spoken order: the transcript\'s chapters'),
    ),
  }),
  v.title('Podcast chapters'),
  v.description('A Podcasting 2.0 JSON chapters document (https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/examples/chapters/jsonChapters.md)'),
);

export const Summary = v.pipe(
  v.object({
    job_id: jobId,
    headline: v.pipe(v.string(), v.description('One line that sums the briefing up')),
    bullets: v.pipe(
      v.array(v.object({
        text: v.pipe(v.string(), v.description('One key point')),
        sources: v.pipe(v.array(v.object(sourceLink)), v.description('Where the point comes from')),
        articles: v.pipe(v.array(ArticleCitation), v.description('The articles the point comes from')),
      })),
      v.description('Key points in spoken order'),
    ),
  }),
  v.title('Summary'),
);
export type SummaryDocument = v.InferOutput<typeof Summary>;
