import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GetCommand } from '#adapters/table-requests';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { dynamo } from '#adapters/aws';
import { AUDIT_RETENTION_SECONDS } from '#domain/audit';
import { nowSeconds } from '#shared/clock';
import { toolDefinitions } from '../../functions/mcp/tools.ts';
import { routeList } from '#routes';
import { keys } from '#store/keys';
import { handler as scheduleTarget } from '../../functions/tasks/schedule-target.ts';
import { runAdmin } from '../helpers/admin.ts';
import { useLocalStack, type TestAccount } from '../helpers/local-stack.ts';

const { call, newAccount, stack } = useLocalStack();

const USER_AGENT = 'audit-test/1.0';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const mutatingRoutes = routeList.filter((route) => WRITE_METHODS.has(route.method) && route.auth.type !== 'none');

interface Entry {
  id: string;
  at: number;
  actor: { type: string; user_id: string; key_id?: string; key_prefix?: string; session_id?: string };
  action: string;
  resource_type: string;
  resource_id: string | null;
  channel: string;
  request_id: string | null;
  source_ip: string | null;
  user_agent: string | null;
  outcome: number;
  changed_fields: string[] | null;
  expires_at: number;
}

async function auditLog(owner: TestAccount, query = ''): Promise<{ data: Entry[]; pagination: { total: number; limit: number; offset: number } }> {
  const response = await call(`/audit-log${query}`, { token: owner.session });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body;
}

const write = (token: string, path: string, method: string, body?: unknown) =>
  call(`${path}`, { method, token, body, headers: { 'user-agent': USER_AGENT } });

const createProfile = (owner: TestAccount, name: string) => write(owner.key, '/profiles', 'POST', { name, interests: ['space'] });

async function connect(key: string): Promise<Client> {
  const client = new Client({ name: 'audit-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${stack().baseUrl}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${key}`, 'user-agent': USER_AGENT } },
  }));
  return client;
}

describe('audit log', () => {
  it('declares an audit action on every authenticated write, and MCP tools can name the resource of theirs', () => {
    const undeclared = mutatingRoutes.filter((route) => !route.audit).map((route) => `${route.method} ${route.path}`);
    assert.deepEqual(undeclared, [], 'mutating routes without an audit action');
    for (const route of mutatingRoutes) {
      const source = route.audit!.resourceId;
      if ('param' in source) assert.ok(route.params && source.param in route.params.entries, `${route.operationId}: no path parameter ${source.param}`);
    }
    const actions = mutatingRoutes.map((route) => route.audit!.action);
    assert.equal(new Set(actions).size, actions.length, 'each route has its own action');
    for (const tool of toolDefinitions) {
      const source = tool.twin.audit?.resourceId;
      if (source && 'param' in source) assert.ok(tool.idArgument, `${tool.names[0]} must declare the argument holding the resource id`);
    }
  });

  it('records a failed call of every mutating route with its 4xx status', async () => {
    const owner = await newAccount();
    // Sign-out succeeds with any live session, so it has no failed call to record; test/integration/sign-in.test.ts checks its entry.
    for (const route of mutatingRoutes.filter((candidate) => candidate.operationId !== 'signOut')) {
      const path = route.path.replace(/\{[^}]+\}/g, 'missing_1');
      const token = route.auth.type === 'session' ? owner.session : owner.key;
      const response = await write(token, path, route.method, route.body ? {} : undefined);
      assert.ok(response.status >= 400 && response.status < 500, `${route.operationId}: ${response.status}`);
      const { data } = await auditLog(owner, `?action=${route.audit!.action}`);
      assert.equal(data.length, 1, `${route.operationId} recorded once`);
      assert.equal(data[0]!.outcome, response.status, route.operationId);
      assert.equal(data[0]!.request_id, response.headers.get('x-request-id'));
      assert.equal(data[0]!.resource_id, 'param' in route.audit!.resourceId ? 'missing_1' : null, route.operationId);
    }
  });

  it('records who changed what through REST: actor, action, resource, outcome, changed field names, never a secret', async () => {
    const owner = await newAccount();
    const createdKey = await write(owner.session, '/me/keys', 'POST', { name: 'ci' });
    assert.equal(createdKey.status, 201);
    const profile = await createProfile(owner, 'Morning');
    const profileId = profile.body.data.id;
    const updated = await write(owner.key, `/profiles/${profileId}`, 'PATCH', { name: 'Evening', voice_id: null, length_minutes: 7 });
    assert.equal(updated.status, 200);
    const webhook = await write(owner.key, '/webhooks', 'POST', { url: 'https://93.184.215.14/hooks/audit', events: ['briefing.generated'] });
    assert.equal(webhook.status, 201);
    const revoked = await write(owner.session, `/me/keys/${createdKey.body.data.id}`, 'DELETE');
    assert.equal(revoked.status, 200);

    const { data, pagination } = await auditLog(owner);
    assert.equal(pagination.total, 5);
    assert.deepEqual(data.map((entry) => entry.action), ['key.revoke', 'webhook.create', 'profile.update', 'profile.create', 'key.create'], 'newest first');
    const [keyRevoke, webhookCreate, profileUpdate, profileCreate, keyCreate] = data as [Entry, Entry, Entry, Entry, Entry];

    assert.equal(keyCreate.actor.type, 'session');
    assert.match(keyCreate.actor.session_id ?? '', /^ses_[0-9a-f]{16}$/);
    assert.equal(keyCreate.actor.user_id, owner.userId);
    assert.equal(keyCreate.resource_type, 'api_key');
    assert.equal(keyCreate.resource_id, createdKey.body.data.id);
    assert.equal(keyCreate.outcome, 201);
    assert.equal(keyRevoke.resource_id, createdKey.body.data.id);
    assert.equal(keyRevoke.actor.session_id, keyCreate.actor.session_id);

    assert.deepEqual(profileCreate.actor, { type: 'api_key', user_id: owner.userId, key_id: owner.keyId, key_prefix: owner.key.slice(0, 12) });
    assert.equal(profileCreate.resource_id, profileId);
    assert.equal(profileCreate.changed_fields, null);
    assert.equal(profileUpdate.resource_id, profileId);
    assert.equal(profileUpdate.outcome, 200);
    assert.deepEqual(profileUpdate.changed_fields, ['length_minutes', 'name', 'voice_id']);
    assert.equal(profileUpdate.request_id, updated.headers.get('x-request-id'));
    assert.equal(profileUpdate.channel, 'rest');
    assert.equal(profileUpdate.user_agent, USER_AGENT);
    assert.ok(profileUpdate.source_ip, 'the source IP is recorded');
    assert.equal(webhookCreate.resource_id, webhook.body.data.id);

    const now = nowSeconds();
    for (const entry of data) {
      assert.ok(Math.abs(entry.at - now) < 60);
      assert.equal(entry.expires_at, entry.at + AUDIT_RETENTION_SECONDS);
      const { Item } = await dynamo().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.auditEntry(owner.userId, entry.id) }));
      assert.ok(Item && Item.ttl - now > 364 * 86_400 && Item.ttl - now <= 366 * 86_400, 'ttl about a year ahead');
      for (const secret of [owner.key, owner.session, createdKey.body.data.key, webhook.body.data.secret, 'Evening', 'Morning']) {
        assert.ok(!JSON.stringify(Item).includes(secret), `${entry.action} holds no secret and no value`);
      }
    }
  });

  it('records MCP tool calls like their REST twins, failed ones too', async () => {
    const owner = await newAccount();
    const client = await connect(owner.key);
    const created = (await client.callTool({ name: 'create_profile', arguments: { name: 'Agent', interests: ['ai'] } })) as CallToolResult;
    const profileId = (created.structuredContent as { id: string }).id;
    const updated = (await client.callTool({ name: 'update_briefing_profile', arguments: { profile_id: profileId, interests: ['ml'] } })) as CallToolResult;
    assert.ok(!updated.isError);
    const missing = (await client.callTool({ name: 'pause_briefing', arguments: { schedule_id: 'sch_missing' } })) as CallToolResult;
    assert.equal(missing.isError, true);
    await client.close();

    const { data } = await auditLog(owner);
    assert.deepEqual(data.map((entry) => [entry.action, entry.resource_id, entry.outcome]), [
      ['schedule.pause', 'sch_missing', 404],
      ['profile.update', profileId, 200],
      ['profile.create', profileId, 201],
    ]);
    const update = data[1]!;
    assert.equal(update.channel, 'mcp');
    assert.deepEqual(update.changed_fields, ['interests']);
    assert.deepEqual(update.actor, { type: 'api_key', user_id: owner.userId, key_id: owner.keyId, key_prefix: owner.key.slice(0, 12) });
    assert.equal(update.user_agent, USER_AGENT);
    assert.match(update.request_id ?? '', /^req_/);
  });

  it('records an MCP write that admission refuses for a missing scope, with its 403', async () => {
    const reader = await newAccount(['read']);
    const response = await fetch(`${stack().baseUrl}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader.key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'update_profile', arguments: { profile_id: 'prof_x', name: 'New' } } }),
    });
    assert.equal(response.status, 403);
    const { data } = await auditLog(reader);
    assert.deepEqual(data.map((entry) => [entry.action, entry.resource_id, entry.outcome, entry.channel, entry.changed_fields]), [
      ['profile.update', 'prof_x', 403, 'mcp', ['name']],
    ]);
    assert.equal(data[0]!.request_id, response.headers.get('x-request-id'));
  });

  it('filters by action, resource, key and time, and pages like every list', async () => {
    const owner = await newAccount();
    const second = await write(owner.session, '/me/keys', 'POST', { name: 'second' });
    const secondKey = second.body.data;
    const first = await createProfile(owner, 'One');
    await createProfile(owner, 'Two');
    const third = await write(secondKey.key, '/profiles', 'POST', { name: 'Three' });

    const creations = await auditLog(owner, '?action=profile.create&limit=2');
    assert.deepEqual(creations.pagination, { total: 3, limit: 2, offset: 0 });
    assert.equal(creations.data[0]!.resource_id, third.body.data.id, 'newest first');
    const rest = await auditLog(owner, '?action=profile.create&limit=2&offset=2');
    assert.deepEqual(rest.data.map((entry) => entry.resource_id), [first.body.data.id]);

    const byResource = await auditLog(owner, `?resource_id=${first.body.data.id}`);
    assert.deepEqual(byResource.data.map((entry) => entry.action), ['profile.create']);
    const byKey = await auditLog(owner, `?key_id=${secondKey.id}`);
    assert.deepEqual(byKey.data.map((entry) => entry.resource_id), [third.body.data.id]);

    const now = nowSeconds();
    assert.equal((await auditLog(owner, `?from=${now - 120}&to=${now + 1}`)).pagination.total, 4);
    assert.equal((await auditLog(owner, `?from=${now + 3600}`)).pagination.total, 0);
    assert.equal((await auditLog(owner, `?to=${now - 3600}`)).pagination.total, 0);

    const backwards = await call(`/audit-log?from=${now}&to=${now - 10}`, { token: owner.session });
    assert.equal(backwards.status, 400);
    assert.match(backwards.body.message, /^to: /);
    const unknownAction = await call('/audit-log?action=profile.rename', { token: owner.session });
    assert.equal(unknownAction.status, 400);
    assert.match(unknownAction.body.message, /action/);
  });

  it('shows an account its own entries only, to its session only', async () => {
    const owner = await newAccount();
    const stranger = await newAccount();
    const profile = await createProfile(owner, 'Private');
    assert.equal((await auditLog(owner)).pagination.total, 1);
    assert.equal((await auditLog(stranger)).pagination.total, 0);
    assert.equal((await auditLog(stranger, `?resource_id=${profile.body.data.id}`)).pagination.total, 0);
    assert.equal((await auditLog(stranger, `?key_id=${owner.keyId}`)).pagination.total, 0);
    const withKey = await call('/audit-log', { token: owner.key });
    assert.equal(withKey.status, 401);
    assert.match(withKey.body.message, /API keys cannot manage keys or read the audit log/);
  });

  it('records scheduled runs as the schedule\'s doing and operator commands as the operator\'s, without the session token', async () => {
    const owner = await newAccount();
    const profile = await createProfile(owner, 'Scheduled');
    const schedule = await write(owner.key, '/schedules', 'POST', {
      profile_id: profile.body.data.id, cron: '0 7 * * 1-5', delivery_method: 'email', destination: 'reader@example.com',
    });
    assert.equal(schedule.status, 201);
    const outcome = await scheduleTarget({ user_id: owner.userId, schedule_id: schedule.body.data.id, scheduled_time: '2026-01-05T06:00:00Z' });
    assert.equal(outcome.status, 'started');
    const [run] = (await auditLog(owner, '?action=briefing.create')).data;
    assert.deepEqual(run!.actor, { type: 'schedule', user_id: owner.userId, schedule_id: schedule.body.data.id });
    assert.equal(run!.channel, 'schedule');
    assert.equal(run!.resource_id, outcome.status === 'started' ? outcome.job_id : '');
    assert.equal(run!.outcome, 202);

    const { stdout } = await runAdmin(['create-session', '--email', owner.email]);
    const token = stdout.trim().split('\n').at(-1)!;
    assert.match(token, /^lb_sess_/);
    const { data } = await auditLog(owner, '?action=session.create');
    assert.equal(data.length, 1);
    assert.deepEqual(data[0]!.actor, { type: 'operator', user_id: owner.userId });
    assert.equal(data[0]!.channel, 'admin');
    assert.match(data[0]!.resource_id ?? '', /^ses_[0-9a-f]{16}$/);
    assert.ok(!JSON.stringify(data).includes(token), 'the session token is not recorded');

    const revoke = await call(`/me/keys/${owner.keyId}`, { method: 'DELETE', token });
    assert.equal(revoke.status, 200);
    const [revoked] = (await auditLog(owner, '?action=key.revoke')).data;
    assert.equal(revoked!.actor.session_id, data[0]!.resource_id, 'the session id names the same session in both places');
  });
});
