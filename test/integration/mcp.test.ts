import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { SAMPLE_FEEDS } from '#local/sample-content';
import { mp3DurationSeconds } from '#domain/briefings/audio';
import { useSampleContent } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount, stack } = useLocalStack();
const content = useSampleContent();

const ALL_TOOLS = [
  'create_briefing_profile', 'update_briefing_profile', 'add_source', 'generate_briefing', 'get_latest_briefing',
  'get_briefing_audio', 'get_briefing_transcript', 'schedule_briefing', 'pause_briefing', 'resume_briefing',
  'list_profiles', 'get_profile', 'create_profile', 'update_profile', 'get_briefing_status', 'list_briefings', 'list_sources',
  'create_podcast_feed', 'revoke_podcast_feed', 'rate_briefing_story', 'get_profile_feedback', 'reset_profile_feedback',
];

async function connect(key: string): Promise<Client> {
  const client = new Client({ name: 'briefings-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${stack().baseUrl}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  return client;
}

async function tool(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

function data(result: CallToolResult): any {
  assert.ok(!result.isError, JSON.stringify(result.content));
  return result.structuredContent;
}

const errorText = (result: CallToolResult): string => {
  assert.equal(result.isError, true, JSON.stringify(result));
  return (result.content[0] as { text: string }).text;
};

const rpc = (body: unknown, key?: string, method = 'POST') => fetch(`${stack().baseUrl}/mcp`, {
  method,
  headers: {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    ...(key ? { authorization: `Bearer ${key}` } : {}),
  },
  body: method === 'POST' ? JSON.stringify(body) : undefined,
});

describe('MCP server', () => {
  it('initializes and lists all 22 tools with valid input and output JSON Schemas', async () => {
    const owner = await newAccount();
    const client = await connect(owner.key);
    assert.deepEqual(client.getServerVersion(), { name: 'briefings', version: '1.2.0' });
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), [...ALL_TOOLS].sort());
    const ajv = new Ajv2020({ strict: false });
    for (const listed of tools) {
      assert.equal(listed.inputSchema.type, 'object', listed.name);
      assert.ok(listed.description && listed.description.length > 40, `${listed.name} is described for a model`);
      assert.doesNotThrow(() => ajv.compile(listed.inputSchema), listed.name);
      assert.ok(listed.outputSchema, `${listed.name} has an output schema`);
      assert.doesNotThrow(() => ajv.compile(listed.outputSchema!), listed.name);
    }
    const byName = new Map(tools.map((t) => [t.name, t]));
    assert.deepEqual(byName.get('create_profile')!.inputSchema, byName.get('create_briefing_profile')!.inputSchema, 'aliases share one definition');
    await client.close();
  });

  it('runs a whole agent flow: profile, sources, generate, poll, audio, transcript, schedule', async () => {
    const owner = await newAccount();
    const client = await connect(owner.key);
    const profile = data(await tool(client, 'create_briefing_profile', { name: 'Agent news', interests: ['AdWords API'], length_minutes: 1 }));
    assert.match(profile.id, /^prof_/);
    const updated = data(await tool(client, 'update_profile', { profile_id: profile.id, description: 'From an agent' }));
    assert.equal(updated.description, 'From an agent');
    assert.equal(data(await tool(client, 'get_profile', { profile_id: profile.id })).name, 'Agent news');
    assert.equal(data(await tool(client, 'list_profiles', {})).pagination.total, 1);

    for (const feed of SAMPLE_FEEDS) {
      data(await tool(client, 'add_source', { type: 'rss', url: content().urlOf(feed.file), name: feed.name, profile_id: profile.id }));
    }
    assert.equal(data(await tool(client, 'list_sources', { profile_id: profile.id })).data.length, SAMPLE_FEEDS.length);

    const job = data(await tool(client, 'generate_briefing', { profile_id: profile.id }));
    assert.match(job.job_id, /^job_/);
    assert.equal(job.reused, false);
    const again = data(await tool(client, 'generate_briefing', { profile_id: profile.id }));
    assert.equal(again.job_id, job.job_id, 'a second call within the window returns the same job');
    assert.equal(again.reused, true);

    const notReady = await tool(client, 'get_briefing_audio', { job_id: job.job_id });
    if (notReady.isError) assert.match(errorText(notReady), /^not_ready:/);

    let status = data(await tool(client, 'get_briefing_status', { job_id: job.job_id }));
    for (let poll = 0; poll < 2400 && (status.status === 'queued' || status.status === 'running'); poll++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = data(await tool(client, 'get_briefing_status', { job_id: job.job_id }));
    }
    assert.equal(status.status, 'done', status.error ?? '');

    const audio = data(await tool(client, 'get_briefing_audio', { job_id: job.job_id }));
    assert.ok(audio.duration_seconds > 0);
    const download = await fetch(audio.audio_url);
    assert.equal(download.status, 200);
    const seconds = mp3DurationSeconds(Buffer.from(await download.arrayBuffer()));
    assert.ok(Math.abs(seconds - audio.duration_seconds) <= 1, `the file lasts ${seconds} s as reported`);

    const transcript = data(await tool(client, 'get_briefing_transcript', { job_id: job.job_id }));
    assert.ok(transcript.segments.length > 0);
    const vtt = data(await tool(client, 'get_briefing_transcript', { job_id: job.job_id, format: 'vtt' }));
    assert.match(vtt.vtt, /^WEBVTT/);
    const latest = data(await tool(client, 'get_latest_briefing', { profile_id: profile.id }));
    assert.equal(latest.briefing_id, job.job_id);
    assert.equal(data(await tool(client, 'list_briefings', { profile_id: profile.id })).data[0].id, job.job_id);

    const schedule = data(await tool(client, 'schedule_briefing', { profile_id: profile.id, cron: '0 7 * * 1-5', delivery_method: 'webhook' }));
    assert.equal(schedule.active, true);
    assert.equal(data(await tool(client, 'pause_briefing', { schedule_id: schedule.id })).active, false);
    assert.equal(data(await tool(client, 'resume_briefing', { schedule_id: schedule.id })).active, true);

    const rest = await call(`/profiles/${profile.id}`, { token: owner.key });
    assert.equal(rest.body.data.description, 'From an agent', 'tools and REST share the same data');
    await client.close();
  });

  it('returns validation, not-found and other tenants\' ids as tool errors with the REST code', async () => {
    const owner = await newAccount();
    const stranger = await newAccount();
    const strangerProfile = await call('/profiles', { method: 'POST', token: stranger.key, body: { name: 'Private' } });
    const client = await connect(owner.key);
    assert.match(errorText(await tool(client, 'create_profile', { name: '' })), /^validation_error: name:/);
    assert.match(errorText(await tool(client, 'create_profile', { name: 'x', length_minutes: 61 })), /length_minutes/);
    assert.match(errorText(await tool(client, 'get_profile', {})), /^validation_error: profile_id: is required/);
    assert.match(errorText(await tool(client, 'get_profile', { profile_id: strangerProfile.body.data.id })), /^not_found:/);
    assert.match(errorText(await tool(client, 'get_briefing_status', { job_id: 'job_missing' })), /^not_found:/);
    await client.close();
  });

  it('refuses a missing or unknown key with 401 and a JSON-RPC error', async () => {
    const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
    for (const key of [undefined, 'lb_api_nope']) {
      const response = await rpc(initialize, key);
      assert.equal(response.status, 401);
      const body = await response.json();
      assert.equal(body.error.code, 401);
      assert.equal(body.id, 1);
      assert.match(response.headers.get('x-request-id') ?? '', /^req_/);
    }
  });

  it('refuses a tool whose REST twin needs a scope the key lacks with 403', async () => {
    const reader = await newAccount(['read']);
    const client = await connect(reader.key);
    assert.equal(data(await tool(client, 'list_profiles', {})).pagination.total, 0, 'reads are allowed');
    await assert.rejects(tool(client, 'create_profile', { name: 'x' }), /403|write/);
    const response = await rpc({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'create_profile', arguments: { name: 'x' } } }, reader.key);
    assert.equal(response.status, 403);
    assert.equal((await response.json()).error.code, 403);
    await client.close();
  });

  it('shares the REST rate limit: the 61st write in a minute gets 429 with Retry-After', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const owner = await newAccount();
      const resets = new Set<string>();
      for (let i = 0; i < 60; i++) {
        const written = await call('/profiles', { method: 'POST', token: owner.key, body: { name: `p${i}` } });
        assert.equal(written.status, 201);
        resets.add(written.headers.get('x-ratelimit-reset')!);
      }
      const response = await rpc({ jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'create_profile', arguments: { name: 'one too many' } } }, owner.key);
      resets.add(response.headers.get('x-ratelimit-reset')!);
      if (resets.size > 1) continue;
      assert.equal(response.status, 429);
      assert.ok(Number(response.headers.get('retry-after')) >= 1);
      const body = await response.json();
      assert.equal(body.error.code, 429);
      assert.equal(body.id, 9);
      const read = await rpc({ jsonrpc: '2.0', id: 10, method: 'tools/call', params: { name: 'list_profiles', arguments: {} } }, owner.key);
      assert.equal(read.status, 200, 'reads keep their own allowance');
      return;
    }
    assert.fail('could not keep the scenario inside one minute');
  });

  it('caps request bodies at 64 KiB like the REST API', async () => {
    const owner = await newAccount();
    const response = await rpc({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'create_profile', arguments: { name: 'x', description: 'y'.repeat(70_000) } } }, owner.key);
    assert.equal(response.status, 400);
    const body = await response.json();
    assert.equal(body.error.data.error, 'validation_error');
    assert.match(body.error.message, /^body: larger than/);
  });

  it('answers GET and DELETE on /mcp with 405', async () => {
    const owner = await newAccount();
    for (const method of ['GET', 'DELETE']) {
      const response = await rpc(undefined, owner.key, method);
      assert.equal(response.status, 405);
      assert.equal(response.headers.get('allow'), 'POST');
    }
  });
});
