import * as v from 'valibot';
import { nullableTimestamp } from '../common.ts';

export * from './chapters.ts';

/*
 * The documents a done briefing has beside its audio (transcript, chapters,
 * summary), apart from the job's schemas: the podcast routes and webhook
 * events carry only these.
 */

export const jobId = v.pipe(v.string(), v.description('Briefing job id (job_...)'));
const sourceLink = {
  name: v.pipe(v.string(), v.description('Name of the source')),
  url: v.pipe(v.string(), v.description('Link to the item (or the source when the item has none)')),
};

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
