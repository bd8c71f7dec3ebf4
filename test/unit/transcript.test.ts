import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeFailure, failedStage } from '#domain/briefings/pipeline/fail';
import type { Script } from '#domain/briefings/script';
import { buildSummary, buildTranscript, toWebVtt } from '#domain/briefings/transcript';

const article = { title: 'Library roof --> power', url: 'https://example.com/a', source_name: 'Desk', published_at: 1_700_000_000 };
const script: Script = {
  headline: 'Solar roofs spread',
  segments: [
    { text: 'Good morning. Here is your briefing.', speaker: 'host', story: null, source_ids: [], item_ids: [], articles: [] },
    { text: 'First, the library. Its roof now makes power! It sells the surplus.', speaker: 'host', story: 0, source_ids: ['src_a'], item_ids: ['i1'], articles: [article] },
    { text: 'That was all.', speaker: 'host', story: null, source_ids: [], item_ids: [], articles: [] },
  ],
  bullets: [{ text: 'A library roof makes power.', sources: [{ name: 'Desk', url: 'https://example.com/a' }], articles: [article] }],
  word_count: 21,
  item_ids: ['i1'],
  short_of_material: false,
};
const sources = new Map([['src_a', { id: 'src_a', name: 'Desk', url: 'https://example.com/feed' }]]);
const chapterTitles = { intro: 'Introduction', outro: 'Wrap-up' };
const speakers = { host: { voice_id: 'Joanna', name: 'Joanna' }, co_host: null };

describe('transcript documents', () => {
  it('places each segment by the measured durations of its audio', () => {
    const transcript = buildTranscript('job_1', script, [2.5, 6.0004, 1.25], sources, chapterTitles, speakers);
    assert.deepEqual(transcript.segments.map((segment) => [segment.start_seconds, segment.end_seconds]), [[0, 2.5], [2.5, 8.5], [8.5, 9.75]]);
    assert.deepEqual(transcript.segments[1]?.sources, [{ id: 'src_a', name: 'Desk', url: 'https://example.com/feed' }]);
    assert.deepEqual(transcript.segments[0]?.sources, []);
    assert.deepEqual(transcript.segments.map((segment) => segment.articles), [[], [article], []]);
    assert.equal(transcript.text.split('\n\n').length, 3);
  });

  it('has one chapter per segment with the same spans, the story linked to its article', () => {
    const transcript = buildTranscript('job_1', script, [2.5, 6.0004, 1.25], sources, chapterTitles, speakers);
    assert.deepEqual(transcript.chapters, [
      { title: 'Introduction', start_seconds: 0, end_seconds: 2.5 },
      { title: 'Library roof --> power', start_seconds: 2.5, end_seconds: 8.5, url: 'https://example.com/a' },
      { title: 'Wrap-up', start_seconds: 8.5, end_seconds: 9.75 },
    ]);
  });

  it('writes WebVTT cues that split long segments at sentences and cover the audio without gaps', () => {
    const long = { ...script, segments: [{ text: `${'A fairly long sentence about nothing much. '.repeat(8)}`, speaker: 'host' as const, story: null, source_ids: [], item_ids: [], articles: [] }] };
    const vtt = toWebVtt(buildTranscript('job_1', long, [3723.5], new Map(), chapterTitles, speakers), 'en');
    assert.match(vtt, /^WEBVTT\n\n1\n00:00:00\.000 --> /);
    const times = [...vtt.matchAll(/(\S+) --> (\S+)/g)].map((match) => [match[1], match[2]]);
    assert.ok(times.length > 1, 'a long segment becomes several cues');
    for (let i = 1; i < times.length; i++) assert.equal(times[i]![0], times[i - 1]![1]);
    assert.equal(times.at(-1)![1], '01:02:03.500');
    assert.ok(vtt.split('\n\n').slice(1).every((cue) => cue.split('\n')[2]!.length <= 160));
  });

  it('cites the article of each story in a NOTE before its cues and in every cue identifier, never inside the spoken text', () => {
    const vtt = toWebVtt(buildTranscript('job_1', script, [2, 6, 1], sources, chapterTitles, speakers), 'en');
    const blocks = vtt.trimEnd().split('\n\n');
    const citation = 'Desk: Library roof -> power <https://example.com/a>';
    assert.deepEqual(blocks.slice(1, 5).map((block) => block.split('\n')[0]), ['1', 'NOTE', `2 ${citation}`, '3']);
    assert.equal(blocks[2], `NOTE\n${citation}`);
    const cueTexts = blocks.filter((block) => !block.startsWith('NOTE')).slice(1).map((block) => block.split('\n').slice(2).join('\n'));
    assert.ok(!cueTexts.some((text) => /example\.com/.test(text)), 'cue text stays as spoken');
  });

  it('keeps the summary to headline and sourced bullets', () => {
    assert.deepEqual(buildSummary('job_1', script), {
      job_id: 'job_1',
      headline: 'Solar roofs spread',
      bullets: [{ text: 'A library roof makes power.', sources: [{ name: 'Desk', url: 'https://example.com/a' }], articles: [article] }],
    });
  });
});

describe('failure reasons', () => {
  it('tells the failed step from the results the state holds', () => {
    const input = { job_id: 'job_1', user_id: 'usr_1', profile_id: 'prof_1', trigger: { type: 'api' as const } };
    const fetched = { items_key: 'k', item_count: 1, source_count: 1, failed_sources: [], article_fallbacks: [] };
    const script = {
      outcome: 'briefing' as const,
      script_key: 's',
      word_count: 1,
      voice: { voice_id: 'Joanna', engine: 'neural' as const, language_code: 'en-US' },
      co_host_voice: null,
      chunks: [],
      target_seconds: 60,
      short_of_material: false,
      material: { items: 1, fresh: 1, on_topic: 1, untold: 1, max_item_age_days: 7, has_interests: false },
      labels: { title: 'Morning · Tuesday, November 24, 2026', profile_name: 'Morning', language: 'en', date: '2026-11-24' },
    };
    assert.equal(failedStage(input), 'starting');
    assert.equal(failedStage({ ...input, started: { started_at: 1 } }), 'fetching');
    assert.equal(failedStage({ ...input, started: { started_at: 1 }, fetched }), 'writing');
    assert.equal(failedStage({ ...input, started: { started_at: 1 }, fetched, script }), 'synthesizing');
    assert.equal(failedStage({ ...input, started: { started_at: 1 }, fetched, script, synthesized: [] }), 'stitching');
    assert.equal(failedStage({ ...input, started: { started_at: 1 }, fetched, script, synthesized: [], audio: { audio_key: 'a', duration_seconds: 1, size_bytes: 10, transcript_key: 't' } }), 'finishing');
    assert.equal(failedStage({ ...input, started: { started_at: 1 }, fetched, script: { ...script, outcome: 'nothing_new' } }), 'finishing', 'nothing new skips synthesis');
  });

  it('passes our own messages through and names the step for anything else', () => {
    assert.equal(describeFailure({ Error: 'PipelineError', Cause: 'All 2 sources failed to fetch: a; b' }, 'fetching'), 'All 2 sources failed to fetch: a; b');
    assert.equal(
      describeFailure({ Error: 'Error', Cause: JSON.stringify({ errorType: 'Error', errorMessage: 'disk full', trace: [] }) }, 'stitching'),
      'Stitching the audio failed: disk full',
    );
    assert.equal(describeFailure({ Error: 'States.Timeout', Cause: '' }, 'synthesizing'), 'Synthesizing the speech timed out');
    assert.equal(describeFailure({ Error: 'Error' }, 'starting'), 'Starting the briefing failed: unknown error');
  });
});
