import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { parseBuffer } from 'music-metadata';
import { getObject } from '#adapters/blob-store';
import { mp3DurationSeconds, splitForSynthesis } from '#domain/briefings/audio';
import { workFiles } from '#domain/briefings/pipeline/work-files';
import { createBriefingProfile, startBriefing, useSampleContent, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount, stack } = useLocalStack();
const content = useSampleContent();

/** Chapter times may differ from the audio by this much at most. */
const TOLERANCE_SECONDS = 0.25;

interface Chapter { title: string; start_seconds: number; end_seconds: number; url?: string }

describe('chapters of a produced briefing', () => {
  let subject: Promise<{ key: string; userId: string; jobId: string; profileId: string; briefing: any; transcript: any; mp3: Buffer }> | undefined;
  /** One two-feed briefing of a minute, shared by the tests that read it. */
  const produced = () => (subject ??= (async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [content().urlOf('guardian.rss'), content().urlOf('content-encoded.rss')] });
    const jobId = await startBriefing(call, owner.key, profileId);
    const early = await call(`/briefings/${jobId}/chapters`, { token: owner.key });
    assert.equal(early.status, 404);
    assert.equal(early.body.error, 'not_ready');
    const briefing = await waitForBriefing(call, owner.key, jobId);
    assert.equal(briefing.status, 'done', briefing.error);
    const transcript = (await call(`/briefings/${jobId}/transcript`, { token: owner.key })).body.data;
    const link = (await call(`/briefings/${jobId}/audio`, { token: owner.key })).body.data.audio_url as string;
    const mp3 = Buffer.from(await (await fetch(link)).arrayBuffer());
    return { key: owner.key, userId: owner.userId, jobId, profileId, briefing, transcript, mp3 };
  })());

  it('writes an ID3 CHAP frame per transcript chapter, in CTOC order, with the same title, link and times', async () => {
    const { transcript, mp3 } = await produced();
    const chapters: Chapter[] = transcript.chapters;
    const stories = transcript.segments.length - 2;
    assert.ok(stories >= 2, `${stories} stories`);
    assert.equal(chapters.length, transcript.segments.length);
    assert.deepEqual(chapters.slice(1, -1).map((chapter) => chapter.url), transcript.segments.slice(1, -1).map((segment: any) => segment.articles[0].url));
    assert.deepEqual([chapters[0]!.title, chapters.at(-1)!.title], ['Introduction', 'Wrap-up']);

    const { format, native, common } = await parseBuffer(mp3, { mimeType: 'audio/mpeg' }, { includeChapters: true, duration: true });
    assert.deepEqual(format.tagTypes, ['ID3v2.3']);
    const toc = native['ID3v2.3']!.find(({ id }) => id === 'CTOC')!.value as { childElementIds: string[]; flags: { topLevel: boolean; ordered: boolean } };
    const chapFrames = native['ID3v2.3']!.filter(({ id }) => id === 'CHAP').map(({ value }) => (value as { label: string }).label);
    assert.deepEqual(toc.childElementIds, chapFrames, 'the table of contents lists every CHAP frame, in order');
    assert.deepEqual(toc.flags, { ...toc.flags, topLevel: true, ordered: true });
    assert.deepEqual(
      format.chapters?.map(({ title, start, end, url }) => ({ title, start_seconds: start, end_seconds: end, ...(url ? { url: url.url } : {}) })),
      chapters.map(({ title, start_seconds, end_seconds, url }) => ({ title, start_seconds, end_seconds, ...(url ? { url } : {}) })),
    );
    assert.match(common.title ?? '', /^Test briefing · [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    assert.equal(common.artist, 'Briefings');
    assert.equal(common.album, 'Test briefing');
    assert.equal(common.picture?.[0]?.format, 'image/png');
  });

  it('times each chapter by the measured audio of its segment, and the chapters cover the whole file', async (t) => {
    const { transcript, mp3, userId, jobId, briefing } = await produced();
    const chapters: Chapter[] = transcript.chapters;
    // Each segment's chunks, as the pipeline cut them, measured one by one.
    let chunkIndex = 0;
    let offset = 0;
    for (const [index, segment] of transcript.segments.entries()) {
      const chunks = splitForSynthesis(segment.text, 'en').length;
      let seconds = 0;
      for (let chunk = 0; chunk < chunks; chunk++) seconds += mp3DurationSeconds(await getObject(workFiles.chunkAudio(userId, jobId, chunkIndex++)));
      const chapter = chapters[index]!;
      assert.ok(Math.abs(chapter.start_seconds - offset) <= TOLERANCE_SECONDS, `chapter ${index} starts at ${chapter.start_seconds} s, its audio at ${offset} s`);
      assert.ok(Math.abs(chapter.end_seconds - chapter.start_seconds - seconds) <= TOLERANCE_SECONDS, `chapter ${index} spans ${chapter.end_seconds - chapter.start_seconds} s, its audio ${seconds} s`);
      offset += seconds;
    }
    const fileSeconds = mp3DurationSeconds(mp3);
    const { format } = await parseBuffer(mp3, { mimeType: 'audio/mpeg' }, { duration: true });
    t.diagnostic(`${chapters.length} chapters over ${fileSeconds} s of frames; music-metadata reads ${format.duration} s`);
    assert.ok(Math.abs(chapters.at(-1)!.end_seconds - fileSeconds) <= TOLERANCE_SECONDS);
    assert.ok(Math.abs(format.duration! - fileSeconds) <= TOLERANCE_SECONDS, 'an independent reader measures the tagged file alike');
    assert.equal(briefing.duration_seconds, Math.round(fileSeconds));
    assert.equal(briefing.podcast.size_bytes, mp3.length, 'the job reports the size of the tagged file');
  });

  it('serves the same chapters as a Podcasting 2.0 document, over REST and in the MCP transcript', async () => {
    const { key, jobId, transcript } = await produced();
    const response = await call(`/briefings/${jobId}/chapters`, { token: key });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/json+chapters; charset=utf-8');
    assert.deepEqual(response.body, {
      version: '1.2.0',
      chapters: transcript.chapters.map(({ title, start_seconds, end_seconds, url }: Chapter) => ({ startTime: start_seconds, endTime: end_seconds, title, ...(url ? { url } : {}) })),
    });

    const client = new Client({ name: 'briefings-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${stack().baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
    try {
      const result = (await client.callTool({ name: 'get_briefing_transcript', arguments: { job_id: jobId } })) as CallToolResult;
      assert.deepEqual((result.structuredContent as { chapters: Chapter[] }).chapters, transcript.chapters);
    } finally {
      await client.close();
    }
  });

  it('answers 404 nothing_new for a briefing that found nothing new, and not_found for another account', async () => {
    const { key, jobId } = await produced();
    // No story of the feed is about the interest, so the profile's first briefing finds nothing to tell.
    const unmatched = await createBriefingProfile(call, key, content(), { interests: ['sea otters'], sourceUrls: [content().urlOf('guardian.rss')] });
    const next = await waitForBriefing(call, key, await startBriefing(call, key, unmatched));
    assert.equal(next.outcome, 'nothing_new');
    const none = await call(`/briefings/${next.id}/chapters`, { token: key });
    assert.equal(none.status, 404);
    assert.equal(none.body.error, 'nothing_new');
    const stranger = await newAccount();
    assert.equal((await call(`/briefings/${jobId}/chapters`, { token: stranger.key })).body.error, 'not_found');
  });
});
