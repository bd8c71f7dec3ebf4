import type { TranscriptDocument } from '#schemas/briefings/jobs';

/** One chapter of a briefing: the intro, a story, or the outro, with its span in the audio. */
export interface Chapter {
  title: string;
  start_seconds: number;
  end_seconds: number;
  /** The article the story tells (the first, when it tells several); absent for the intro and outro. */
  url?: string;
}

/**
 * One chapter per part of the briefing, in spoken order: consecutive segments of one story (the
 * turns of a duo) are one chapter, as are the turns of the opening and of the closing. A story is
 * titled by its article; the parts without articles are the intro (first) and the outro (any later
 * one). The spans are the transcript's, which come from the measured durations of the stitched
 * audio, so every rendering of the chapters (ID3 frames, transcript JSON, Podcasting 2.0 JSON) agrees.
 */
export function briefingChapters(transcript: Pick<TranscriptDocument, 'segments'>, titles: { intro: string; outro: string }): Chapter[] {
  const chapters: Chapter[] = [];
  transcript.segments.forEach((segment, index) => {
    const previous = transcript.segments[index - 1];
    const current = chapters.at(-1);
    if (current && previous && previous.story === segment.story) {
      current.end_seconds = segment.end_seconds;
      return;
    }
    const article = segment.articles[0];
    const span = { start_seconds: segment.start_seconds, end_seconds: segment.end_seconds };
    chapters.push(article ? { title: article.title, ...span, url: article.url } : { title: index === 0 ? titles.intro : titles.outro, ...span });
  });
  return chapters;
}

/** The Podcasting 2.0 JSON chapters document (`application/json+chapters`, version 1.2.0). */
export interface PodcastChaptersDocument {
  version: '1.2.0';
  chapters: { startTime: number; endTime: number; title: string; url?: string }[];
}

export function podcastChaptersDocument(chapters: Chapter[]): PodcastChaptersDocument {
  return {
    version: '1.2.0',
    chapters: chapters.map(({ title, start_seconds, end_seconds, url }) => ({
      startTime: start_seconds,
      endTime: end_seconds,
      title,
      ...(url ? { url } : {}),
    })),
  };
}
