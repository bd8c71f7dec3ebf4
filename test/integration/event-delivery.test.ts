import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { publishEvent } from '#domain/delivery/events';
import { localExecutions, whenIdle } from '#local/step-functions';
import { verifyWebhookSignature } from '../../functions/public/verify-webhook.ts';
import { useLocalStack, type TestAccount } from '../helpers/local-stack.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';

// Retry pauses of 30 s, 60 s, ... become 30 ms, 60 ms, ...: the same ASL, shorter waits.
process.env.DELIVERY_RETRY_INTERVAL_SCALE = '0.001';

const { call, newAccount } = useLocalStack();

const generatedData = (jobId: string) => ({
  job_id: jobId,
  profile_id: 'prof_1',
  status: 'done',
  audio_url: 'https://cdn.example/audio.mp3?sig=1',
  audio_url_expires_at: 1_900_000_000,
  duration_seconds: 300,
  summary: { headline: 'Rates hold', bullets: [{ text: 'The bank held rates.', sources: [{ name: 'Wire', url: 'https://wire.example/1' }] }] },
  transcript_url: 'https://api.example/api/v1/briefings/job_1/transcript',
  summary_url: 'https://api.example/api/v1/briefings/job_1/summary',
});

async function registerWebhook(owner: TestAccount, url: string, events: string[]): Promise<{ id: string; secret: string }> {
  const response = await call('/webhooks', { method: 'POST', token: owner.key, body: { url, events } });
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return response.body.data;
}

async function eventLog(owner: TestAccount, query = '') {
  const response = await call(`/webhook-events${query}`, { token: owner.key });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body;
}

async function publishAndSettle(owner: TestAccount, type: Parameters<typeof publishEvent>[0]['type'], data: Record<string, unknown>) {
  const { id } = await publishEvent({ userId: owner.userId, type, data });
  await whenIdle();
  return id;
}

describe('event delivery', () => {
  it('delivers signed events only to webhooks subscribed to their type', async () => {
    const owner = await newAccount();
    const briefings = await startReceiver();
    const subscriptions = await startReceiver();
    const briefingHook = await registerWebhook(owner, briefings.url, ['briefing.generated']);
    await registerWebhook(owner, subscriptions.url, ['subscription.upgraded', 'subscription.cancelled']);

    const eventId = await publishAndSettle(owner, 'briefing.generated', generatedData('job_a'));

    assert.equal(subscriptions.received.length, 0, 'not subscribed to briefing.generated');
    assert.equal(briefings.received.length, 1);
    const [request] = briefings.received;
    assert.equal(request!.method, 'POST');
    assert.equal(request!.headers['content-type'], 'application/json');
    assert.equal(request!.headers['x-briefing-event-id'], eventId);
    const body = JSON.parse(request!.body);
    assert.deepEqual(Object.keys(body), ['id', 'type', 'created_at', 'timestamp', 'data']);
    assert.equal(body.id, eventId);
    assert.equal(body.type, 'briefing.generated');
    assert.equal(String(body.timestamp), request!.headers['x-briefing-timestamp']);
    assert.deepEqual(body.data, { ...generatedData('job_a'), schedule_id: null });
    assert.equal(verifyWebhookSignature({
      body: request!.body,
      signatureHeader: request!.headers['x-briefing-signature'] as string,
      timestampHeader: request!.headers['x-briefing-timestamp'] as string,
      secret: briefingHook.secret,
    }), true);
    assert.equal(verifyWebhookSignature({
      body: request!.body.replace('Rates hold', 'Rates rise'),
      signatureHeader: request!.headers['x-briefing-signature'] as string,
      secret: briefingHook.secret,
    }), false, 'a tampered body fails verification');

    const log = await eventLog(owner);
    assert.equal(log.pagination.total, 1);
    assert.equal(log.data[0].id, eventId);
    assert.deepEqual(log.data[0].deliveries.map((d: { webhook_id: string; status: string; attempts: number; last_response_code: number }) =>
      [d.webhook_id, d.status, d.attempts, d.last_response_code]), [[briefingHook.id, 'delivered', 1, 200]]);
  });

  it('retries a failing receiver with the same event id until it answers 2xx', async () => {
    const owner = await newAccount();
    const receiver = await startReceiver((_request, nth) => (nth <= 2 ? 503 : 204));
    const hook = await registerWebhook(owner, receiver.url, ['briefing.failed']);

    const eventId = await publishAndSettle(owner, 'briefing.failed', { job_id: 'job_b', profile_id: 'prof_1', status: 'failed', error: 'No content' });

    assert.equal(receiver.received.length, 3);
    assert.deepEqual(receiver.received.map((request) => JSON.parse(request.body).id), [eventId, eventId, eventId]);
    assert.ok(receiver.received.every((request) => verifyWebhookSignature({
      body: request.body, signatureHeader: request.headers['x-briefing-signature'] as string, secret: hook.secret,
    })), 'every attempt is signed afresh');
    const [delivery] = (await eventLog(owner)).data[0].deliveries;
    assert.equal(delivery.status, 'delivered');
    assert.equal(delivery.attempts, 3);
    assert.equal(delivery.last_response_code, 204);
    assert.equal(delivery.last_error, null);
    assert.equal(delivery.next_attempt_at, null);
    assert.equal(typeof delivery.delivered_at, 'number');
  });

  it('gives up after exactly 5 attempts, lists the event as failed, and redelivers it on request', async () => {
    const owner = await newAccount();
    const receiver = await startReceiver(() => 500);
    const hook = await registerWebhook(owner, receiver.url, ['briefing.generated']);

    const eventId = await publishAndSettle(owner, 'briefing.generated', generatedData('job_c'));

    assert.equal(receiver.received.length, 5);
    const execution = localExecutions().find((candidate) => candidate.name.startsWith(eventId));
    assert.ok(execution);
    assert.equal(execution.events.filter((event) => event.type === 'StateRetried').length, 4);
    assert.equal(execution.events.filter((event) => event.type === 'StateCaught').length, 1);

    const failed = await eventLog(owner, '?status=failed');
    assert.equal(failed.pagination.total, 1);
    assert.equal(failed.data[0].id, eventId);
    assert.equal(failed.data[0].type, 'briefing.generated');
    assert.equal(failed.data[0].data.job_id, 'job_c', 'the missed event carries its payload');
    const [delivery] = failed.data[0].deliveries;
    assert.deepEqual(
      [delivery.webhook_id, delivery.channel, delivery.status, delivery.attempts, delivery.last_response_code, delivery.last_error, delivery.next_attempt_at],
      [hook.id, 'webhook', 'failed', 5, 500, 'HTTP 500', null],
    );
    assert.equal((await eventLog(owner, '?status=delivered')).pagination.total, 0);
    assert.equal((await eventLog(owner, `?status=failed&webhook_id=${hook.id}`)).pagination.total, 1);

    receiver.answerWith(() => 200);
    const redelivered = await call(`/webhook-events/${eventId}/redeliver`, { method: 'POST', token: owner.key });
    assert.equal(redelivered.status, 202, JSON.stringify(redelivered.body));
    assert.equal(redelivered.body.data.id, eventId);
    assert.ok(['pending', 'delivered'].includes(redelivered.body.data.deliveries[0].status));
    await whenIdle();

    assert.equal(receiver.received.length, 6);
    assert.equal(JSON.parse(receiver.received[5]!.body).id, eventId, 'the same event id');
    const [after] = (await eventLog(owner)).data[0].deliveries;
    assert.deepEqual([after.status, after.attempts, after.last_response_code], ['delivered', 1, 200]);
    assert.equal((await eventLog(owner, '?status=failed')).pagination.total, 0);

    const again = await call(`/webhook-events/${eventId}/redeliver`, { method: 'POST', token: owner.key });
    assert.equal(again.status, 409, 'only a failed delivery can be redelivered');
    assert.equal(again.body.error, 'conflict');
  });

  it('does not follow redirects: a 3xx is a failed attempt', async () => {
    const owner = await newAccount();
    const target = await startReceiver();
    const receiver = await startReceiver(() => ({ status: 302, headers: { location: target.url } }));
    await registerWebhook(owner, receiver.url, ['subscription.upgraded']);

    await publishAndSettle(owner, 'subscription.upgraded', { plan: 'pro', previous_plan: 'free' });

    assert.equal(receiver.received.length, 5);
    assert.equal(target.received.length, 0);
    const [delivery] = (await eventLog(owner, '?status=failed')).data[0].deliveries;
    assert.equal(delivery.last_response_code, 302);
    assert.match(delivery.last_error, /redirects are not followed/);
  });

  it('sends nothing to a deleted webhook: later events skip it, a delivery under way fails without more attempts', async () => {
    const owner = await newAccount();
    let hookId = '';
    const receiver = await startReceiver(async () => {
      await call(`/webhooks/${hookId}`, { method: 'DELETE', token: owner.key });
      return 500;
    });
    hookId = (await registerWebhook(owner, receiver.url, ['briefing.generated'])).id;

    await publishAndSettle(owner, 'briefing.generated', generatedData('job_d'));
    assert.equal(receiver.received.length, 1, 'deleted after the first attempt');
    const [delivery] = (await eventLog(owner, '?status=failed')).data[0].deliveries;
    assert.deepEqual([delivery.status, delivery.attempts, delivery.last_error], ['failed', 2, 'The webhook was deleted']);

    const later = await publishAndSettle(owner, 'briefing.generated', generatedData('job_d2'));
    assert.equal(receiver.received.length, 1);
    assert.deepEqual((await eventLog(owner)).data.find((event: { id: string }) => event.id === later).deliveries, []);
  });

  it('filters the event log by type, status and webhook, pages it, and keeps accounts apart', async () => {
    const owner = await newAccount();
    const stranger = await newAccount();
    const good = await startReceiver();
    const bad = await startReceiver(() => 410);
    const goodHook = await registerWebhook(owner, good.url, ['briefing.generated', 'briefing.failed']);
    const badHook = await registerWebhook(owner, bad.url, ['briefing.failed']);

    const generated = await publishAndSettle(owner, 'briefing.generated', generatedData('job_e'));
    const failedEvent = await publishAndSettle(owner, 'briefing.failed', { job_id: 'job_f', profile_id: 'prof_1', status: 'failed', error: 'x' });

    const ids = (body: { data: Array<{ id: string }> }) => body.data.map((event) => event.id);
    assert.deepEqual(ids(await eventLog(owner)), [failedEvent, generated], 'newest first');
    assert.deepEqual(ids(await eventLog(owner, '?type=briefing.generated')), [generated]);
    assert.deepEqual(ids(await eventLog(owner, '?status=failed')), [failedEvent]);
    assert.deepEqual(ids(await eventLog(owner, `?status=delivered&webhook_id=${goodHook.id}`)), [failedEvent, generated]);
    assert.deepEqual(ids(await eventLog(owner, `?webhook_id=${badHook.id}`)), [failedEvent]);
    assert.deepEqual(ids(await eventLog(owner, `?status=failed&webhook_id=${goodHook.id}`)), []);
    const paged = await eventLog(owner, '?limit=1&offset=1');
    assert.deepEqual(paged.pagination, { total: 2, limit: 1, offset: 1 });
    assert.deepEqual(ids(paged), [generated]);

    const statuses = (await eventLog(owner, '?status=failed')).data[0].deliveries.map((d: { webhook_id: string; status: string }) => [d.webhook_id, d.status]);
    assert.deepEqual(new Map(statuses), new Map([[goodHook.id, 'delivered'], [badHook.id, 'failed']]));

    assert.equal((await eventLog(stranger)).pagination.total, 0);
    const foreign = await call(`/webhook-events/${failedEvent}/redeliver`, { method: 'POST', token: stranger.key });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.error, 'not_found');
    const wrongHook = await call(`/webhook-events/${failedEvent}/redeliver`, { method: 'POST', token: owner.key, body: { webhook_id: 'wh_unknown' } });
    assert.equal(wrongHook.status, 404);
    const delivered = await call(`/webhook-events/${failedEvent}/redeliver`, { method: 'POST', token: owner.key, body: { webhook_id: goodHook.id } });
    assert.equal(delivered.status, 409);

    for (const query of ['?status=lost', '?type=briefing.started', '?limit=0', '?colour=red']) {
      const response = await call(`/webhook-events${query}`, { token: owner.key });
      assert.equal(response.status, 400, query);
      assert.equal(response.body.error, 'validation_error');
    }
  });
});
