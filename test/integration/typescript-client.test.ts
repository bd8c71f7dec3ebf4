import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { whenIdle } from '#local/step-functions';
import { BriefingsApiError, BriefingsClient, hasAudio, verifyWebhook } from '../../clients/typescript/src/index.ts';
import { useSampleContent } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';

const { newAccount, stack } = useLocalStack();
const content = useSampleContent();

/** Fast polling against the local stack; the bound on reads, not a clock, ends a stuck job. */
const WAIT = { intervalMs: 250, maxPolls: 2400 };

describe('TypeScript client', () => {
  it('drives the whole flow: profile, source, briefing, audio, transcript, summary, signed webhook', async () => {
    const owner = await newAccount();
    const client = new BriefingsClient({ baseUrl: stack().apiUrl, token: owner.key });
    const receiver = await startReceiver(() => 204);
    const webhook = await client.createWebhook({ url: receiver.url, events: ['briefing.generated'] });
    assert.match(webhook.secret, /^whsec_/);

    const profile = await client.createProfile({ name: 'Client flow', interests: [], length_minutes: 1, language: 'en' });
    const source = await client.createSource({ type: 'rss', url: content().urlOf('guardian.rss'), name: 'Guardian sample', profile_id: profile.id });
    assert.equal((await client.listSources({ profile_id: profile.id })).data[0]?.id, source.id);

    const preview = await client.createBriefing({ profile_id: profile.id, dry_run: true });
    assert.ok('dry_run' in preview && preview.speech.billed_characters > 0, 'a dry run answers with its estimate');
    const job = await client.createBriefing({ profile_id: profile.id });
    assert.ok(!('dry_run' in job), 'a real run answers with its job');
    assert.equal(job.status, 'queued');
    const briefing = await client.waitForBriefing(job.job_id, WAIT);
    assert.equal(briefing.status, 'done', briefing.error ?? '');
    assert.equal(briefing.outcome, 'briefing');
    assert.ok(hasAudio(briefing));

    const audio = await client.getBriefingAudio(job.job_id);
    assert.equal(audio.duration_seconds, briefing.podcast?.length_seconds);
    assert.equal((await fetch(audio.audio_url, { redirect: 'manual' })).status, 302);
    const transcript = await client.getBriefingTranscript(job.job_id);
    assert.ok(typeof transcript !== 'string' && transcript.segments.length >= 3);
    const captions = await client.getBriefingTranscript(job.job_id, { format: 'vtt' });
    assert.match(String(captions), /^WEBVTT/);
    const summary = await client.getBriefingSummary(job.job_id);
    assert.ok(summary.headline.length > 0 && summary.bullets.length > 0);

    await whenIdle();
    const delivery = receiver.received.find((request) => JSON.parse(request.body).data?.job_id === job.job_id);
    assert.ok(delivery, 'briefing.generated delivered to the webhook');
    const signature = delivery.headers['x-briefing-signature'] as string;
    const timestampHeader = delivery.headers['x-briefing-timestamp'] as string;
    assert.equal(verifyWebhook(delivery.body, signature, webhook.secret, { timestampHeader }), true);
    assert.equal(verifyWebhook(delivery.body.replace('"briefing.generated"', '"briefing.failed"'), signature, webhook.secret), false, 'tampered body');
    assert.equal(verifyWebhook(delivery.body, signature, 'whsec_wrong'), false, 'wrong secret');
    assert.equal(verifyWebhook(delivery.body, signature, webhook.secret, { now: Number(timestampHeader) + 301 }), false, 'too old');

    // A profile whose interest no story of the feed is about has nothing to tell.
    const unmatched = await client.createProfile({ name: 'Client quiet', interests: ['sea otters'], length_minutes: 1, language: 'en' });
    await client.createSource({ type: 'rss', url: content().urlOf('guardian.rss'), name: 'Guardian sample', profile_id: unmatched.id });
    const again = await client.createBriefing({ profile_id: unmatched.id });
    assert.ok(!('dry_run' in again));
    const nothingNew = await client.waitForBriefing(again.job_id, WAIT);
    assert.equal(nothingNew.status, 'done', 'no new story is a finished job, not a wait that never ends');
    assert.equal(nothingNew.outcome, 'nothing_new');
    assert.equal(nothingNew.podcast, null);
    assert.equal(hasAudio(nothingNew), false);
  });

  it('throws the API error as a typed exception with status, code and request id', async () => {
    const owner = await newAccount(['read']);
    const client = new BriefingsClient({ baseUrl: stack().apiUrl, token: owner.key });
    const missing = await client.getBriefing('job_00000000000000000000000000').catch((error: unknown) => error);
    assert.ok(missing instanceof BriefingsApiError);
    assert.equal(missing.status, 404);
    assert.equal(missing.code, 'not_found');
    assert.match(missing.requestId ?? '', /^req_/);

    const denied = await client.createProfile({ name: 'No write scope', interests: [], length_minutes: 1, language: 'en' }).catch((error: unknown) => error);
    assert.ok(denied instanceof BriefingsApiError);
    assert.equal(denied.status, 403);
    assert.match(denied.message, /write/);

    const invalid = await new BriefingsClient({ baseUrl: stack().apiUrl, token: (await newAccount()).key })
      .createProfile({ name: '', interests: [], length_minutes: 1, language: 'en' }).catch((error: unknown) => error);
    assert.ok(invalid instanceof BriefingsApiError);
    assert.equal(invalid.code, 'validation_error');
    assert.match(invalid.message, /name/);
  });
});
