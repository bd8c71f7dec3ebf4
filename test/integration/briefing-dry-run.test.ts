import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { getObject } from '#adapters/blob-store';
import { billedCharacters } from '#domain/briefings/audio/polly-prices';
import { DRY_RUN_BUDGET_MS } from '#domain/briefings/dry-run';
import { workFiles } from '#domain/briefings/pipeline/work-files';
import { createBriefingProfile, useSampleContent, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount, stack } = useLocalStack();
const content = useSampleContent();

/** The dry run's length estimate against the audio a real run then makes. */
const TOLERANCE = 0.05;
/** The create-briefing function's timeout (the route's timeoutSeconds). */
const FUNCTION_TIMEOUT_MS = 29_000;

/** A loopback server that takes every request and never answers. */
async function stallingServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('a dry run', () => {
  it('previews the outline, length and cost without storing anything, and the real run then matches it', async (t) => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { lengthMinutes: 2 });
    const preview = await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: profileId, dry_run: true } });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    const estimate = preview.body.data;
    assert.equal(estimate.dry_run, true);
    assert.equal(estimate.outcome, 'briefing');
    assert.ok(estimate.stories.length >= 2);
    for (const story of estimate.stories) assert.ok(story.title && story.url.startsWith('http') && story.estimated_seconds > 0, JSON.stringify(story));
    assert.equal(estimate.speech.engine, 'neural');
    assert.equal(estimate.speech.estimated_cost_usd, Math.round(estimate.speech.billed_characters * 16 / 1e6 * 10_000) / 10_000);
    assert.equal(estimate.model, null);

    const jobs = await call(`/briefings?profile_id=${profileId}`, { token: owner.key });
    assert.equal(jobs.body.data.length, 0, 'no job was made');

    const started = await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: profileId } });
    assert.equal(started.status, 202, 'the dry run held no lock');
    const briefing = await waitForBriefing(call, owner.key, started.body.data.job_id);
    assert.equal(briefing.status, 'done', briefing.error);
    const transcript = (await call(`/briefings/${briefing.id}/transcript`, { token: owner.key })).body.data;
    assert.deepEqual(transcript.chapters.slice(1, -1).map((chapter: { url: string }) => chapter.url), estimate.stories.map((story: { url: string }) => story.url), 'the same stories');

    const measured = transcript.chapters.at(-1).end_seconds;
    t.diagnostic(`estimated ${estimate.estimated_seconds} s, measured ${measured} s`);
    assert.ok(Math.abs(estimate.estimated_seconds - measured) <= measured * TOLERANCE, `estimated ${estimate.estimated_seconds} s, measured ${measured} s`);

    let characters = 0;
    for (let index = 0; index < estimate.speech.requests; index++) {
      characters += billedCharacters((await getObject(workFiles.chunkText(owner.userId, briefing.id, index))).toString('utf8'));
    }
    assert.equal(characters, estimate.speech.billed_characters, 'the characters of the chunks the real run sent');
  });

  it('is the generate_briefing tool with dry_run: the same preview, and no job', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [content().urlOf('guardian.rss')] });
    const client = new Client({ name: 'briefings-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${stack().baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${owner.key}` } } }));
    try {
      const result = (await client.callTool({ name: 'generate_briefing', arguments: { profile_id: profileId, dry_run: true } })) as CallToolResult;
      assert.ok(!result.isError, JSON.stringify(result.content));
      const preview = result.structuredContent as { dry_run: boolean; job_id?: string; stories: unknown[]; speech: { billed_characters: number } };
      assert.equal(preview.dry_run, true);
      assert.equal(preview.job_id, undefined);
      assert.ok(preview.stories.length >= 1 && preview.speech.billed_characters > 0);
    } finally {
      await client.close();
    }
    assert.equal((await call(`/briefings?profile_id=${profileId}`, { token: owner.key })).body.data.length, 0);
  });

  it('answers before the function times out when a source and the model stall: the source is cut off and reported, the extractive writer tells the rest', async (t) => {
    const stalled = await stallingServer();
    const settings = { SCRIPT_WRITER: 'openai', OPENAI_BASE_URL: `${stalled.url}/v1`, OPENAI_TIMEOUT_SECONDS: '20' };
    const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
    Object.assign(process.env, settings);
    try {
      const owner = await newAccount();
      const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [content().urlOf('guardian.rss'), `${stalled.url}/feed.xml`] });
      const sentAt = Date.now();
      const preview = await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: profileId, dry_run: true } });
      const elapsed = Date.now() - sentAt;
      t.diagnostic(`answered in ${elapsed} ms`);
      assert.equal(preview.status, 200, JSON.stringify(preview.body));
      assert.ok(elapsed < FUNCTION_TIMEOUT_MS, `answered after ${elapsed} ms`);
      assert.ok(elapsed >= DRY_RUN_BUDGET_MS.model - 1000, 'the model had its budget');
      const estimate = preview.body.data;
      assert.deepEqual(estimate.failed_sources.map((failure: { name: string }) => failure.name), ['Source 2']);
      assert.match(estimate.failed_sources[0].reason, new RegExp(`within ${DRY_RUN_BUDGET_MS.sources / 1000} s of the request`));
      assert.equal(estimate.outcome, 'briefing');
      assert.ok(estimate.stories.length >= 1, 'the source that answered is told');
      assert.equal(estimate.script_writer, 'extractive');
      assert.equal(estimate.model?.writer, 'openai', 'the model was asked');
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      await stalled.close();
    }
  });

  it('answers 409 for a profile without sources and 404 for an unknown profile', async () => {
    const owner = await newAccount();
    const profile = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Empty', interests: [], length_minutes: 1 } });
    const empty = await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: profile.body.data.id, dry_run: true } });
    assert.equal(empty.status, 409);
    assert.match(empty.body.message, /no sources/);
    const unknown = await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: 'prof_unknown', dry_run: true } });
    assert.equal(unknown.status, 404);
  });
});
