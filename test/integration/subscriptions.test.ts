import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ForbiddenError } from '#shared/errors';
import { assertActiveSubscription, changePlan } from '#domain/delivery/subscriptions';
import { whenIdle } from '#local/step-functions';
import { getAccount } from '#store/access/accounts';
import { verifyWebhookSignature } from '../../functions/public/verify-webhook.ts';
import { runAdmin } from '../helpers/admin.ts';
import { useLocalStack, type TestAccount } from '../helpers/local-stack.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';

const { call, newAccount } = useLocalStack();

async function subscribedReceiver(owner: TestAccount) {
  const receiver = await startReceiver();
  const created = await call('/webhooks', {
    method: 'POST', token: owner.key, body: { url: receiver.url, events: ['subscription.upgraded', 'subscription.cancelled'] },
  });
  assert.equal(created.status, 201);
  return { receiver, secret: created.body.data.secret as string };
}

const bodies = (receiver: Awaited<ReturnType<typeof startReceiver>>) => receiver.received.map((request) => JSON.parse(request.body));

describe('subscriptions', () => {
  it('announces an upgrade to pro and a cancellation to subscribed webhooks', async () => {
    const owner = await newAccount();
    const { receiver, secret } = await subscribedReceiver(owner);

    const upgrade = await changePlan(owner.email, 'pro');
    await whenIdle();
    assert.deepEqual([upgrade.previous_plan, upgrade.plan], ['free', 'pro']);
    const cancel = await changePlan(owner.email, 'cancelled');
    await whenIdle();

    const received = bodies(receiver);
    assert.deepEqual(received.map((body) => [body.id, body.type, body.data]), [
      [upgrade.event_id, 'subscription.upgraded', { plan: 'pro', previous_plan: 'free' }],
      [cancel.event_id, 'subscription.cancelled', { plan: 'cancelled', previous_plan: 'pro' }],
    ]);
    assert.ok(receiver.received.every((request) => verifyWebhookSignature({
      body: request.body, signatureHeader: request.headers['x-briefing-signature'] as string, secret,
    })));
    assert.equal((await getAccount(owner.userId))?.plan, 'cancelled');
  });

  it('emits nothing for a move to free or for the current plan', async () => {
    const owner = await newAccount();
    const { receiver } = await subscribedReceiver(owner);
    const same = await changePlan(owner.email, 'free');
    assert.equal(same.event_id, null);
    await changePlan(owner.email, 'cancelled');
    const reactivated = await changePlan(owner.email, 'free');
    await whenIdle();
    assert.equal(reactivated.event_id, null);
    assert.deepEqual(bodies(receiver).map((body) => body.type), ['subscription.cancelled']);
    await assert.rejects(changePlan('nobody@example.test', 'pro'), /Account nobody@example.test not found/);
  });

  it('refuses new briefings and schedules while the subscription is cancelled', async () => {
    const owner = await newAccount();
    const profile = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Daily' } });
    await changePlan(owner.email, 'cancelled');
    await whenIdle();

    await assert.rejects(assertActiveSubscription(owner.userId), (error: unknown) =>
      error instanceof ForbiddenError && /subscription is cancelled/.test(error.message));
    const briefing = await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: profile.body.data.id } });
    assert.equal(briefing.status, 403);
    assert.equal(briefing.body.error, 'forbidden');
    assert.match(briefing.body.message, /subscription is cancelled/);
    const schedule = await call('/schedules', {
      method: 'POST', token: owner.key, body: { profile_id: profile.body.data.id, cron: '0 7 * * *', delivery_method: 'webhook' },
    });
    assert.equal(schedule.status, 403);
    assert.match(schedule.body.message, /subscription is cancelled/);

    await changePlan(owner.email, 'pro');
    await whenIdle();
    await assertActiveSubscription(owner.userId);
  });

  it('changes the plan with npm run admin -- set-plan against the running service', async () => {
    const owner = await newAccount();
    const { receiver } = await subscribedReceiver(owner);
    const { stdout } = await runAdmin(['set-plan', '--email', owner.email, '--plan', 'pro']);
    assert.match(stdout, new RegExp(`${owner.email}: free -> pro; published evt_`));
    await whenIdle();
    assert.deepEqual(bodies(receiver).map((body) => body.type), ['subscription.upgraded']);
    assert.equal((await getAccount(owner.userId))?.plan, 'pro');

    await assert.rejects(
      runAdmin(['set-plan', '--email', owner.email, '--plan', 'gold']),
      /--plan must be one of free, pro, cancelled/,
    );
  });
});
