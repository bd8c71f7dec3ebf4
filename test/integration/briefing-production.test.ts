import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { parseFeed } from '#domain/briefings/content';
import { createBriefingProfile, startBriefing, useSampleContent, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount, stack } = useLocalStack();
const content = useSampleContent();

/** How a story is introduced with its publication time, in any of the rotating English phrasings. */
const DATED_LEAD = /^(First|Next|Finally|Meanwhile|Turning to|Over at|[A-Z][\w ]*? reported)\b.*?\b(this morning|earlier today|yesterday|on [A-Z][a-z]+day|on [A-Z][a-z]+ \d{1,2}(, \d{4})?): /;

async function mcpTool(key: string, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  const client = new Client({ name: 'briefings-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${stack().baseUrl}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  }));
  try {
    return (await client.callTool({ name, arguments: args })) as CallToolResult;
  } finally {
    await client.close();
  }
}

/** The briefing.generated events of the account, newest first. */
async function generatedEvents(key: string): Promise<any[]> {
  const events = await call('/webhook-events?type=briefing.generated', { token: key });
  assert.equal(events.status, 200, JSON.stringify(events.body));
  return events.body.data;
}

describe('a produced briefing', () => {
  let subject: Promise<{ key: string; jobId: string; briefing: any; articleUrls: Set<string>; feedUrl: string }> | undefined;
  /** One Guardian briefing of a minute, shared by the tests that read it. */
  const produced = () => (subject ??= (async () => {
    const owner = await newAccount();
    const feedUrl = content().urlOf('guardian.rss');
    const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [feedUrl] });
    const jobId = await startBriefing(call, owner.key, profileId);
    const briefing = await waitForBriefing(call, owner.key, jobId);
    const xml = await (await fetch(feedUrl)).text();
    const articleUrls = new Set(parseFeed(xml, feedUrl).flatMap((entry) => (entry.url ? [entry.url] : [])));
    return { key: owner.key, jobId, briefing, articleUrls, feedUrl };
  })());

  it('opens with greeting, name, date, count and topics, introduces each dated story in varied words, and closes', async () => {
    const { key, jobId, briefing } = await produced();
    assert.equal(briefing.status, 'done', briefing.error);
    assert.equal(briefing.outcome, 'briefing');
    const { segments, text } = (await call(`/briefings/${jobId}/transcript`, { token: key })).body.data;
    const stories = segments.slice(1, -1);
    assert.ok(stories.length >= 1);
    const countWord = stories.length === 1 ? 'story' : 'stories';
    assert.match(segments[0].text, new RegExp(`^(Hello|Good (morning|afternoon|evening))\\. This is your Test briefing for [A-Z][a-z]+day, [A-Z][a-z]+ \\d{1,2}, with ${stories.length} ${countWord}( on [^.]+)?\\.$`));
    for (const story of stories) assert.match(story.text, DATED_LEAD);
    const leads = stories.map((story: { text: string }) => story.text.split(/\s/)[0]);
    for (let index = 1; index < leads.length; index++) assert.notEqual(leads[index], leads[index - 1], 'no phrasing twice in a row');
    assert.match(segments.at(-1).text, /That's all for this briefing\. Thanks for listening\.$/);
    assert.doesNotMatch(text, /<[a-z/]|&amp;|&lt;/, 'no SSML in the transcript');
  });

  it('leaves a clear pause between the parts: each segment lasts longer than its words alone', async () => {
    const { key, jobId } = await produced();
    const { segments } = (await call(`/briefings/${jobId}/transcript`, { token: key })).body.data;
    const gaps = segments.slice(0, -1).map((segment: { start_seconds: number; end_seconds: number }) => segment.end_seconds - segment.start_seconds);
    assert.ok(gaps.every((seconds: number) => seconds > 1.2), `segment spans ${gaps.join(', ')} s include the 1.2 s break`);
  });

  it('cites the article (not the feed) on every story segment, caption and summary bullet', async () => {
    const { key, jobId, articleUrls, feedUrl } = await produced();
    const { segments } = (await call(`/briefings/${jobId}/transcript`, { token: key })).body.data;
    const stories = segments.slice(1, -1);
    for (const segment of [segments[0], segments.at(-1)]) assert.deepEqual(segment.articles, []);
    for (const story of stories) {
      assert.equal(story.articles.length, 1);
      const [article] = story.articles;
      assert.ok(articleUrls.has(article.url) && article.url !== feedUrl, article.url);
      assert.equal(article.source_name, 'Source 1');
      assert.ok(story.text.includes(article.title.slice(0, 20)), 'the story names its article');
      assert.equal(typeof article.published_at, 'number');
    }

    const vtt: string = (await call(`/briefings/${jobId}/transcript?format=vtt`, { token: key })).body;
    const notes = vtt.split('\n\n').filter((block) => block.startsWith('NOTE\n'));
    assert.deepEqual(notes.map((note) => /<(\S+)>$/.exec(note)?.[1]), stories.map((story: { articles: Array<{ url: string }> }) => story.articles[0]!.url));

    const { bullets } = (await call(`/briefings/${jobId}/summary`, { token: key })).body.data;
    assert.equal(bullets.length, stories.length);
    for (const [index, bullet] of bullets.entries()) {
      assert.deepEqual(bullet.articles, stories[index].articles);
      assert.deepEqual(bullet.sources.map((source: { url: string }) => source.url), [stories[index].articles[0].url]);
    }
  });
});

describe('less material than the length asks', () => {
  it('says so in the audio, records the shortfall, then ends the next briefing with nothing new and no audio everywhere', async () => {
    const owner = await newAccount();
    const profile = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Library', interests: ['libraries'], length_minutes: 3, language: 'en' } });
    const profileId = profile.body.data.id;
    const source = await call('/sources', { method: 'POST', token: owner.key, body: { type: 'website', url: content().urlOf('solar-library.html'), name: 'Sample Desk', profile_id: profileId } });
    assert.equal(source.status, 201, JSON.stringify(source.body));

    const short = await waitForBriefing(call, owner.key, await startBriefing(call, owner.key, profileId));
    assert.equal(short.status, 'done', short.error);
    assert.equal(short.outcome, 'briefing');
    assert.ok(short.shortfall_seconds > 0 && short.shortfall_seconds === 180 - short.duration_seconds, JSON.stringify(short));
    assert.match(short.message, /^1 new story on your interests, (\d+ seconds|1 minute( \d{2})?|2 minutes( \d{2})?) of the 3 minutes asked for: the sources had no other fresh item$/);
    const { segments } = (await call(`/briefings/${short.id}/transcript`, { token: owner.key })).body.data;
    assert.match(segments.at(-1).text, /^There was only one new story on your interests, so this briefing runs about \d+ (seconds|minutes?) instead of 3 minutes\./);
    const [shortEvent] = await generatedEvents(owner.key);
    assert.equal(shortEvent.data.shortfall_seconds, short.shortfall_seconds);

    const jobId = await startBriefing(call, owner.key, profileId);
    const empty = await waitForBriefing(call, owner.key, jobId);
    assert.deepEqual(
      { status: empty.status, outcome: empty.outcome, podcast: empty.podcast, duration_seconds: empty.duration_seconds, error: empty.error, stage: empty.stage },
      { status: 'done', outcome: 'nothing_new', podcast: null, duration_seconds: 0, error: null, stage: null },
    );
    assert.equal(empty.message, 'The one fresh story on your interests was told in an earlier briefing, so no audio was made');

    const listed = await call(`/briefings?profile_id=${profileId}`, { token: owner.key });
    assert.deepEqual(listed.body.data.map((job: { outcome: string }) => job.outcome), ['nothing_new', 'briefing']);

    const latest = (await call(`/briefings/latest?profile_id=${profileId}`, { token: owner.key })).body.data;
    assert.deepEqual(
      { id: latest.briefing_id, status: latest.status, outcome: latest.outcome, audio: latest.audio_url, transcript: latest.transcript_url, message: latest.message },
      { id: jobId, status: 'done', outcome: 'nothing_new', audio: null, transcript: null, message: empty.message },
    );
    for (const path of ['audio', 'transcript', 'summary']) {
      const response = await call(`/briefings/${jobId}/${path}`, { token: owner.key });
      assert.equal(response.status, 404, path);
      assert.equal(response.body.error, 'nothing_new', path);
      assert.match(response.body.message, /no audio, transcript or summary: The one fresh story on your interests was told in an earlier briefing/);
    }

    const [event] = await generatedEvents(owner.key);
    assert.deepEqual(
      { job: event.data.job_id, status: event.data.status, outcome: event.data.outcome, audio: event.data.audio_url, summary: event.data.summary, duration: event.data.duration_seconds },
      { job: jobId, status: 'done', outcome: 'nothing_new', audio: null, summary: null, duration: 0 },
    );
    assert.equal(event.data.message, empty.message);

    const status = await mcpTool(owner.key, 'get_briefing_status', { job_id: jobId });
    assert.ok(!status.isError);
    assert.deepEqual([(status.structuredContent as any).outcome, (status.structuredContent as any).message], ['nothing_new', empty.message]);
    const audio = await mcpTool(owner.key, 'get_briefing_audio', { job_id: jobId });
    assert.equal(audio.isError, true);
    assert.match((audio.content[0] as { text: string }).text, /nothing_new/);
  });
});
