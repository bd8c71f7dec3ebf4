import assert from 'node:assert/strict';
import { test } from 'node:test';
import { briefingChapters, podcastChaptersDocument } from '#domain/briefings/chapters';
import type { TranscriptDocument } from '#schemas/briefings/jobs';

const article = (title: string, url: string) => ({ title, url, source_name: 'Wire', published_at: 1795500000 });
const segment = (start: number, end: number, articles: ReturnType<typeof article>[], story: number | null = articles.length ? start : null) =>
  ({ start_seconds: start, end_seconds: end, text: 'words', source_ids: [], sources: [], articles, speaker: 'host' as const, story });

const transcript: Omit<TranscriptDocument, 'chapters'> = {
  job_id: 'job_1',
  text: 'words',
  segments: [
    segment(0, 8.4, []),
    segment(8.4, 61.25, [article('Grid storage doubles', 'https://news.example/grid'), article('Second telling', 'https://b.example/x')]),
    segment(61.25, 120.5, [article('Solar record', 'https://news.example/solar')]),
    segment(120.5, 126, []),
  ],
};

test('one chapter per segment: intro, each story titled and linked by its first article, outro', () => {
  const chapters = briefingChapters(transcript, { intro: 'Introduction', outro: 'Wrap-up' });
  assert.deepEqual(chapters, [
    { title: 'Introduction', start_seconds: 0, end_seconds: 8.4 },
    { title: 'Grid storage doubles', start_seconds: 8.4, end_seconds: 61.25, url: 'https://news.example/grid' },
    { title: 'Solar record', start_seconds: 61.25, end_seconds: 120.5, url: 'https://news.example/solar' },
    { title: 'Wrap-up', start_seconds: 120.5, end_seconds: 126 },
  ]);
});

test('the Podcasting 2.0 document carries the same spans and links', () => {
  const document = podcastChaptersDocument(briefingChapters(transcript, { intro: 'Intro', outro: 'Outro' }));
  assert.equal(document.version, '1.2.0');
  assert.deepEqual(document.chapters[1], { startTime: 8.4, endTime: 61.25, title: 'Grid storage doubles', url: 'https://news.example/grid' });
  assert.equal('url' in document.chapters[0]!, false);
});
