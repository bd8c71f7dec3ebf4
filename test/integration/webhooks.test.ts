import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GetCommand } from '#adapters/table-requests';
import { dynamo } from '#adapters/aws';
import { keys } from '#store/keys';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();

const create = (token: string, body: unknown) => call('/webhooks', { method: 'POST', token, body });

/** Runs with loopback URLs refused, as in AWS. */
async function withoutLoopback<T>(run: () => Promise<T>): Promise<T> {
  const previous = process.env.ALLOW_LOOPBACK_URLS;
  process.env.ALLOW_LOOPBACK_URLS = '0';
  try {
    return await run();
  } finally {
    process.env.ALLOW_LOOPBACK_URLS = previous;
  }
}

describe('webhooks', () => {
  it('returns the signing secret once and afterwards only its first 8 characters', async () => {
    const owner = await newAccount();
    const created = await create(owner.key, { url: 'https://93.184.215.14/hooks/briefings', events: ['briefing.generated', 'briefing.failed', 'briefing.generated'] });
    assert.equal(created.status, 201);
    const webhook = created.body.data;
    assert.match(webhook.id, /^wh_/);
    assert.match(webhook.secret, /^whsec_[0-9A-Za-z]{32}$/);
    assert.deepEqual(webhook.events, ['briefing.generated', 'briefing.failed'], 'duplicates removed');
    assert.equal(webhook.url, 'https://93.184.215.14/hooks/briefings');
    assert.equal(typeof webhook.created_at, 'number');
    assert.ok(!('secret_prefix' in webhook));

    const listed = await call('/webhooks', { token: owner.key });
    assert.equal(listed.status, 200);
    assert.deepEqual(listed.body.pagination, { total: 1, limit: 20, offset: 0 });
    assert.deepEqual(listed.body.data, [{
      id: webhook.id, url: webhook.url, events: webhook.events, secret_prefix: webhook.secret.slice(0, 8), created_at: webhook.created_at,
    }]);
    assert.ok(!JSON.stringify(listed.body).includes(webhook.secret));

    const { Item } = await dynamo().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.webhook(owner.userId, webhook.id) }));
    assert.equal(Item?.secret, webhook.secret, 'kept as the HMAC key for later deliveries');
  });

  it('pages the list newest first', async () => {
    const owner = await newAccount();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await create(owner.key, { url: `https://93.184.215.14/${i}`, events: ['briefing.failed'] })).body.data.id);
    const second = await call('/webhooks?limit=1&offset=1', { token: owner.key });
    assert.equal(second.status, 200);
    assert.deepEqual(second.body.pagination, { total: 3, limit: 1, offset: 1 });
    assert.deepEqual(second.body.data.map((item: { id: string }) => item.id), [ids[1]]);
  });

  it('validates events and names the field', async () => {
    const owner = await newAccount();
    const cases: Array<[unknown, RegExp]> = [
      [{ events: ['briefing.generated'] }, /url: is required/],
      [{ url: 'https://93.184.215.14/' }, /events: is required/],
      [{ url: 'https://93.184.215.14/', events: [] }, /events:/],
      [{ url: 'https://93.184.215.14/', events: ['briefing.started'] }, /events\.0:/],
      [{ url: 'https://93.184.215.14/', events: 'briefing.generated' }, /events:/],
      [{ url: 'not a url', events: ['briefing.failed'] }, /url:/],
      [{ url: 'https://93.184.215.14/', events: ['briefing.failed'], secret: 'mine' }, /secret: unknown field/],
    ];
    for (const [body, message] of cases) {
      const response = await create(owner.key, body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.equal(response.body.error, 'validation_error');
      assert.match(response.body.message, message);
    }
  });

  it('refuses plain http, private, link-local and metadata addresses, and loopback unless allowed', async () => {
    const owner = await newAccount();
    const refused = [
      'http://93.184.215.14/hook',
      'ftp://93.184.215.14/hook',
      'https://10.0.0.5/hook',
      'https://192.168.1.20/hook',
      'https://172.16.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://user:pass@93.184.215.14/hook',
    ];
    for (const url of refused) {
      const response = await create(owner.key, { url, events: ['briefing.generated'] });
      assert.equal(response.status, 400, url);
      assert.equal(response.body.error, 'validation_error');
      assert.match(response.body.message, /^url: URL refused: /, url);
    }
    await withoutLoopback(async () => {
      for (const url of ['http://127.0.0.1:8080/hook', 'https://127.0.0.1/hook', 'https://0x7f000001/hook', 'https://localhost/hook', 'https://[::1]/hook']) {
        const response = await create(owner.key, { url, events: ['briefing.generated'] });
        assert.equal(response.status, 400, url);
        assert.match(response.body.message, /^url: URL refused: /, url);
      }
    });
    const loopback = await create(owner.key, { url: 'http://127.0.0.1:8080/hook', events: ['briefing.generated'] });
    assert.equal(loopback.status, 201, 'the local stack allows loopback receivers');
  });

  it('accepts an https host name without contacting it', async () => {
    const owner = await newAccount();
    const response = await create(owner.key, { url: 'https://receiver.invalid/briefings', events: ['subscription.cancelled'] });
    assert.equal(response.status, 201, 'a name that does not resolve yet is checked again at every delivery');
  });

  it('deletes a webhook once and hides other accounts\' webhooks', async () => {
    const owner = await newAccount();
    const stranger = await newAccount();
    const { id } = (await create(owner.key, { url: 'https://93.184.215.14/', events: ['briefing.generated'] })).body.data;
    const foreign = await call(`/webhooks/${id}`, { method: 'DELETE', token: stranger.key });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.error, 'not_found');
    assert.equal((await call('/webhooks', { token: stranger.key })).body.pagination.total, 0);

    const deleted = await call(`/webhooks/${id}`, { method: 'DELETE', token: owner.key });
    assert.equal(deleted.status, 200);
    assert.deepEqual(deleted.body.data, { id, deleted: true });
    assert.equal((await call(`/webhooks/${id}`, { method: 'DELETE', token: owner.key })).status, 404);
    assert.equal((await call('/webhooks', { token: owner.key })).body.pagination.total, 0);
  });

  it('limits an account to 20 webhooks', async () => {
    const owner = await newAccount();
    for (let i = 0; i < 20; i++) assert.equal((await create(owner.key, { url: `https://93.184.215.14/${i}`, events: ['briefing.failed'] })).status, 201);
    const over = await create(owner.key, { url: 'https://93.184.215.14/21', events: ['briefing.failed'] });
    assert.equal(over.status, 409);
    assert.equal(over.body.error, 'conflict');
  });

  it('needs the webhooks:write scope on every webhook route', async () => {
    const reader = await newAccount(['read', 'write']);
    const attempts = [
      call('/webhooks', { method: 'POST', token: reader.key, body: { url: 'https://93.184.215.14/', events: ['briefing.failed'] } }),
      call('/webhooks', { token: reader.key }),
      call('/webhooks/wh_x', { method: 'DELETE', token: reader.key }),
      call('/webhook-events', { token: reader.key }),
      call('/webhook-events/evt_x/redeliver', { method: 'POST', token: reader.key }),
    ];
    for (const response of await Promise.all(attempts)) {
      assert.equal(response.status, 403);
      assert.equal(response.body.error, 'forbidden');
      assert.match(response.body.message, /webhooks:write/);
    }
  });
});
