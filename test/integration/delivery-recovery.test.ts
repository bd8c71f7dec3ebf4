import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nowSeconds } from '#shared/clock';
import { recoverPendingDeliveries } from '#domain/delivery/recovery';
import { publishEvent } from '#domain/delivery/events';
import { newId } from '#shared/ids';
import { whenIdle } from '#local/step-functions';
import { changeDelivery, deliveryKey, putEvent } from '#store/delivery/events';
import { useLocalStack, type TestAccount } from '../helpers/local-stack.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';

process.env.DELIVERY_RETRY_INTERVAL_SCALE = '0.001';

const { call, newAccount } = useLocalStack();

async function webhookTo(owner: TestAccount, url: string): Promise<string> {
  const response = await call('/webhooks', { method: 'POST', token: owner.key, body: { url, events: ['subscription.upgraded'] } });
  assert.equal(response.status, 201);
  return response.body.data.id;
}

const deliveryOf = async (owner: TestAccount, eventId: string) =>
  (await call('/webhook-events', { token: owner.key })).body.data.find((event: any) => event.id === eventId).deliveries[0];

describe('recovery of pending deliveries', () => {
  it('starts the round of a delivery whose workflow never started, once its progress check is due', async () => {
    const owner = await newAccount();
    const receiver = await startReceiver();
    const webhookId = await webhookTo(owner, receiver.url);
    // An event recorded as pending whose StartExecution never happened (the publisher died in between).
    const now = nowSeconds();
    const eventId = newId('evt');
    await putEvent({
      id: eventId, user_id: owner.userId, event_type: 'subscription.upgraded', created_at: now, data: { plan: 'pro', previous_plan: 'free' },
      deliveries: { [deliveryKey({ webhookId })]: {
        channel: 'webhook', webhook_id: webhookId, schedule_id: null, destination: null, status: 'pending', attempts: 0, round: 0,
        last_response_code: null, last_error: null, last_attempt_at: null, next_attempt_at: null, delivered_at: null,
      } },
      count_pending: 1, count_delivered: 0, count_failed: 0, ttl: now + 3600, recover_at: now + 600,
    });

    assert.equal((await recoverPendingDeliveries()).resumed, 0, 'not due yet: a healthy round may still be starting');
    assert.equal(receiver.received.length, 0);

    const report = await recoverPendingDeliveries({ all: true });
    assert.equal(report.resumed, 1);
    await whenIdle();
    assert.equal(receiver.received.length, 1);
    assert.equal(JSON.parse(receiver.received[0]!.body).id, eventId);
    assert.equal((await deliveryOf(owner, eventId)).status, 'delivered');
    assert.deepEqual(await recoverPendingDeliveries({ all: true }), { running: 0, resumed: 0, failed: 0 }, 'nothing pending is left in the index');
  });

  it('fails a delivery whose workflow ended without an outcome, which can then be redelivered', async () => {
    const owner = await newAccount();
    const receiver = await startReceiver();
    const webhookId = await webhookTo(owner, receiver.url);
    const { id: eventId } = await publishEvent({ userId: owner.userId, type: 'subscription.upgraded', data: { plan: 'pro', previous_plan: 'free' } });
    await whenIdle();
    // The execution has ended; pretend its outcome was never written (a task crashed after the send).
    const key = deliveryKey({ webhookId });
    assert.ok(await changeDelivery(owner.userId, eventId, key, { when: 'delivered', moveTo: 'pending', recoverAt: nowSeconds() - 1 }));

    const report = await recoverPendingDeliveries();
    assert.deepEqual(report, { running: 0, resumed: 0, failed: 1 });
    const failed = await deliveryOf(owner, eventId);
    assert.equal(failed.status, 'failed');
    assert.match(failed.last_error, /interrupted/);

    const redelivered = await call(`/webhook-events/${eventId}/redeliver`, { method: 'POST', token: owner.key });
    assert.equal(redelivered.status, 202, JSON.stringify(redelivered.body));
    await whenIdle();
    assert.equal(receiver.received.length, 2);
    assert.equal((await deliveryOf(owner, eventId)).status, 'delivered');
  });
});
