import type { Script } from '#domain/briefings/script';
import { briefingChapters } from './chapters.ts';
import { clauses, pack } from '#domain/briefings/audio/text-chunks';
import { splitSentences } from '#shared/sentences';
import type { ArticleCitationView, SummaryDocument, TranscriptDocument } from '#schemas/briefings/jobs';

/** What the transcript needs to name a segment's sources. */
export interface SourceRef {
  id: string;
  name: string;
  url: string;
}

export type TranscriptSpeakers = NonNullable<TranscriptDocument['speakers']>;

/** The name a duo's segment is spoken by, for voice spans; undefined for a bulletin, whose captions carry none. */
function speakerName(transcript: Pick<TranscriptDocument, 'speakers'>, segment: TranscriptDocument['segments'][number]): string | undefined {
  const speakers = transcript.speakers;
  if (!speakers?.co_host) return undefined;
  return (segment.speaker === 'co_host' ? speakers.co_host : speakers.host).name;
}

/** Longest caption cue; longer segments are cut at sentence ends into several cues, longer sentences at clauses. */
const MAX_CUE_CHARS = 160;

const citation = ({ title, url, source_name, published_at }: ArticleCitationView): ArticleCitationView => ({ title, url, source_name, published_at });

const roundMs = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The transcript document: the script's segments in spoken order, each with its
 * span in the audio (from the measured durations of its synthesized parts), and
 * one chapter per segment named with `chapterTitles` for the intro and outro.
 */
export function buildTranscript(
  jobId: string,
  script: Script,
  segmentDurations: number[],
  sources: Map<string, SourceRef>,
  chapterTitles: { intro: string; outro: string },
  speakers: TranscriptSpeakers,
): TranscriptDocument {
  let offset = 0;
  const segments = script.segments.map((segment, index) => {
    const start = offset;
    offset += segmentDurations[index] ?? 0;
    return {
      start_seconds: roundMs(start),
      end_seconds: roundMs(offset),
      text: segment.text,
      source_ids: segment.source_ids,
      sources: segment.source_ids.flatMap((id) => {
        const source = sources.get(id);
        return source ? [{ id: source.id, name: source.name, url: source.url }] : [];
      }),
      articles: segment.articles.map(citation),
      speaker: segment.speaker,
      story: segment.story,
      ...(segment.relevance ? { relevance: { interest: segment.relevance.interest, matched: segment.relevance.matched } } : {}),
    };
  });
  return {
    job_id: jobId,
    text: script.segments.map((segment) => segment.text).join('\n\n'),
    segments,
    speakers,
    chapters: briefingChapters({ segments }, chapterTitles),
  };
}

export function buildSummary(jobId: string, script: Script): SummaryDocument {
  return {
    job_id: jobId,
    headline: script.headline,
    bullets: script.bullets.map((bullet) => ({
      text: bullet.text,
      sources: bullet.sources.map(({ name, url }) => ({ name, url })),
      articles: bullet.articles.map(citation),
    })),
  };
}

function vttTime(seconds: number): string {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(totalMs / 3_600_000);
  const minutes = Math.floor(totalMs / 60_000) % 60;
  const secs = Math.floor(totalMs / 1000) % 60;
  const ms = totalMs % 1000;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(ms, 3)}`;
}

/** Whole sentences of the language packed into cues of at most MAX_CUE_CHARS; a longer sentence is cut at its clauses, never inside a word. */
function cueTexts(text: string, language: string): string[] {
  return pack(text.replace(/\s+/g, ' ').trim(), MAX_CUE_CHARS, [(segment) => splitSentences(segment, language), clauses]);
}

/** "Source: Title <url>" for each article, on one line each (WebVTT notes and cue ids hold neither "-->" nor a line break). */
function citationLines(articles: ArticleCitationView[]): string[] {
  return articles.map((article) => `${article.source_name}: ${article.title} <${article.url}>`.replace(/\s+/g, ' ').replace(/-->/g, '->'));
}

/** Text inside a voice span, as WebVTT reads markup: "&", "<" and ">" escaped, and never an arrow. */
const escapeCueText = (text: string): string => text.replace(/-->/g, '->').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * WebVTT captions: each segment's span is shared among its cues in proportion
 * to their length, as speech runs at a steady pace within a segment. A story's
 * cues follow a NOTE that cites its articles, and each of its cues names them in
 * its identifier ("7 Source: Title <url>"), so a cue taken alone still cites
 * (documents stored before citations have neither). A duo's cues are voice spans
 * (`<v Joanna>…</v>`) naming the host who speaks them. Sentences are the briefing language's.
 */
export function toWebVtt(transcript: Omit<TranscriptDocument, 'chapters'>, language: string): string {
  const blocks: string[] = ['WEBVTT'];
  let cueNumber = 0;
  for (const segment of transcript.segments) {
    const citations = citationLines(segment.articles ?? []);
    if (citations.length > 0) blocks.push(`NOTE\n${citations.join('\n')}`);
    const speaker = speakerName(transcript, segment);
    for (const cue of segmentCues(segment, language)) {
      const identifier = [String(++cueNumber), citations.join('; ')].filter(Boolean).join(' ');
      const text = speaker ? `<v ${escapeCueText(speaker)}>${escapeCueText(cue.text)}</v>` : cue.text.replace(/-->/g, '->');
      blocks.push(`${identifier}\n${vttTime(cue.start_seconds)} --> ${vttTime(cue.end_seconds)}\n${text}`);
    }
  }
  return `${blocks.join('\n\n')}\n`;
}

export interface CaptionCue {
  start_seconds: number;
  end_seconds: number;
  text: string;
}

/** A segment's caption cues: its span shared among them in proportion to their length. */
function segmentCues(segment: TranscriptDocument['segments'][number], language: string): CaptionCue[] {
  const cues = cueTexts(segment.text, language);
  const totalChars = cues.reduce((sum, cue) => sum + cue.length, 0) || 1;
  const span = segment.end_seconds - segment.start_seconds;
  let start = segment.start_seconds;
  return cues.map((text, index) => {
    const end = index === cues.length - 1 ? segment.end_seconds : start + (span * text.length) / totalChars;
    const cue = { start_seconds: start, end_seconds: end, text };
    start = end;
    return cue;
  });
}

/** The Podcasting 2.0 JSON transcript (`application/json`, version 1.0.0): the same cues as the WebVTT captions. */
export function podcastTranscriptDocument(transcript: TranscriptDocument, language: string): {
  version: '1.0.0';
  segments: { startTime: number; endTime: number; body: string; speaker?: string }[];
} {
  return {
    version: '1.0.0',
    segments: transcript.segments.flatMap((segment) => {
      const speaker = speakerName(transcript, segment);
      return segmentCues(segment, language).map((cue) => ({
        ...(speaker ? { speaker } : {}),
        startTime: roundMs(cue.start_seconds),
        endTime: roundMs(cue.end_seconds),
        body: cue.text,
      }));
    }),
  };
}
