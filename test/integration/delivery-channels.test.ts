import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { readOutbox } from '#domain/delivery/outbox';
import { publishEvent } from '#domain/delivery/events';
import { whenIdle } from '#local/step-functions';
import { useLocalStack, type TestAccount } from '../helpers/local-stack.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';

process.env.DELIVERY_RETRY_INTERVAL_SCALE = '0.001';

const { call, newAccount } = useLocalStack();

const briefingData = {
  job_id: 'job_sched',
  profile_id: 'prof_sched',
  status: 'done',
  audio_url: 'https://cdn.example/briefing.mp3?sig=abc',
  audio_url_expires_at: 1_900_000_000,
  duration_seconds: 312,
  summary: { headline: 'Markets calm', bullets: [{ text: 'Stocks were flat.', sources: [{ name: 'Wire', url: 'https://wire.example/a' }] }] },
  transcript_url: 'https://api.example/api/v1/briefings/job_sched/transcript',
  summary_url: 'https://api.example/api/v1/briefings/job_sched/summary',
};

/** A schedule of a fresh profile, delivering by `method` to `destination`. */
async function scheduleFor(owner: TestAccount, method: string, destination: string | null): Promise<string> {
  const profile = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Morning' } });
  assert.equal(profile.status, 201, JSON.stringify(profile.body));
  const schedule = await call('/schedules', {
    method: 'POST', token: owner.key, body: { profile_id: profile.body.data.id, cron: '0 7 * * *', delivery_method: method, destination },
  });
  assert.equal(schedule.status, 201, JSON.stringify(schedule.body));
  return schedule.body.data.id;
}

async function deliverScheduled(owner: TestAccount, scheduleId: string, type: 'briefing.generated' | 'briefing.failed' = 'briefing.generated') {
  const data = type === 'briefing.generated' ? briefingData : { job_id: 'job_sched', profile_id: 'prof_sched', status: 'failed', error: 'No sources answered' };
  const { id } = await publishEvent({ userId: owner.userId, type, data, scheduleId });
  await whenIdle();
  const log = await call('/webhook-events', { token: owner.key });
  const event = log.body.data.find((candidate: { id: string }) => candidate.id === id);
  return { id, event, deliveries: event.deliveries as Array<Record<string, unknown>> };
}

async function withEnv<T>(values: Record<string, string | undefined>, run: () => Promise<T>): Promise<T> {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const apply = (vars: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(vars)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(values);
  try {
    return await run();
  } finally {
    apply(previous);
  }
}

describe('scheduled delivery channels, locally without credentials (outbox)', () => {
  it('writes the e-mail SES would send to outbox/email.jsonl and records the delivery', async () => {
    const owner = await newAccount();
    const scheduleId = await scheduleFor(owner, 'email', 'reader@example.test');
    const { id, event, deliveries } = await deliverScheduled(owner, scheduleId);

    assert.equal(event.data.schedule_id, scheduleId);
    assert.equal(deliveries.length, 1);
    assert.deepEqual(
      [deliveries[0]!.channel, deliveries[0]!.schedule_id, deliveries[0]!.webhook_id, deliveries[0]!.status, deliveries[0]!.attempts],
      ['email', scheduleId, null, 'delivered', 1],
    );
    const entry = (await readOutbox('email')).find((candidate) => candidate.event_id === id);
    assert.ok(entry);
    assert.equal(entry.destination, 'reader@example.test');
    const request = entry.request as { Destination: unknown; Content: { Simple: { Subject: { Data: string }; Body: { Text: { Data: string } } } } };
    assert.deepEqual(request.Destination, { ToAddresses: ['reader@example.test'] });
    assert.equal(request.Content.Simple.Subject.Data, 'Your briefing: Markets calm');
    const text = request.Content.Simple.Body.Text.Data;
    for (const part of ['• Stocks were flat.', briefingData.audio_url, briefingData.transcript_url, '(5 min)']) assert.ok(text.includes(part), part);
  });

  it('writes Telegram sendAudio (done) and sendMessage (failed) requests to outbox/telegram.jsonl', async () => {
    const owner = await newAccount();
    const scheduleId = await scheduleFor(owner, 'telegram', '@briefings_test');
    const done = await deliverScheduled(owner, scheduleId);
    const failed = await deliverScheduled(owner, scheduleId, 'briefing.failed');
    const entries = await readOutbox('telegram');
    const audio = entries.find((entry) => entry.event_id === done.id)?.request as { method: string; body: Record<string, string> };
    assert.equal(audio.method, 'sendAudio');
    assert.equal(audio.body.chat_id, '@briefings_test');
    assert.equal(audio.body.audio, briefingData.audio_url);
    assert.match(audio.body.caption!, /Markets calm/);
    const message = entries.find((entry) => entry.event_id === failed.id)?.request as { method: string; body: Record<string, string> };
    assert.equal(message.method, 'sendMessage');
    assert.match(message.body.text!, /could not be generated[\s\S]*No sources answered/);
    assert.equal(failed.deliveries[0]!.status, 'delivered');
  });

  it('writes the WhatsApp Cloud API message to outbox/whatsapp.jsonl', async () => {
    const owner = await newAccount();
    const scheduleId = await scheduleFor(owner, 'whatsapp', '+14155550123');
    const { id, deliveries } = await deliverScheduled(owner, scheduleId);
    assert.equal(deliveries[0]!.status, 'delivered');
    const request = (await readOutbox('whatsapp')).find((entry) => entry.event_id === id)?.request as Record<string, unknown>;
    assert.equal(request.messaging_product, 'whatsapp');
    assert.equal(request.to, '14155550123');
    assert.equal(request.type, 'text');
    assert.match((request.text as { body: string }).body, /Markets calm[\s\S]*briefing\.mp3/);
  });

  it('lists the outbox with npm run admin -- outbox', async () => {
    const owner = await newAccount();
    const scheduleId = await scheduleFor(owner, 'email', 'admin-check@example.test');
    const { id } = await deliverScheduled(owner, scheduleId);
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'outbox', '--channel', 'email'], { env: process.env });
    assert.match(stdout, new RegExp(`email to admin-check@example\\.test {2}\\(event ${id}\\)`));
    assert.match(stdout, /"Data": "Your briefing: Markets calm"/);
  });

  it('leaves webhook schedules to the account\'s webhooks', async () => {
    const owner = await newAccount();
    const receiver = await startReceiver();
    await call('/webhooks', { method: 'POST', token: owner.key, body: { url: receiver.url, events: ['briefing.generated'] } });
    const scheduleId = await scheduleFor(owner, 'webhook', null);
    const { deliveries } = await deliverScheduled(owner, scheduleId);
    assert.deepEqual(deliveries.map((delivery) => delivery.channel), ['webhook']);
    assert.equal(receiver.received.length, 1);
    assert.equal(JSON.parse(receiver.received[0]!.body).data.schedule_id, scheduleId);
  });

  it('fails an unconfigured channel outside local mode instead of writing an outbox', async () => {
    const owner = await newAccount();
    const scheduleId = await scheduleFor(owner, 'email', 'nobody@example.test');
    const { id, deliveries } = await withEnv({ BRIEFINGS_LOCAL: '0' }, () => deliverScheduled(owner, scheduleId));
    assert.deepEqual([deliveries[0]!.status, deliveries[0]!.attempts], ['failed', 1]);
    assert.match(String(deliveries[0]!.last_error), /email delivery is not configured: SES_FROM_ADDRESS is not set/);
    assert.equal((await readOutbox('email')).some((entry) => entry.event_id === id), false);
  });
});

describe('scheduled delivery channels with credentials (the requests each provider receives)', () => {
  it('sends e-mail through SES v2 from SES_FROM_ADDRESS, signed; rejected mail fails at once, throttling is retried', async () => {
    const sesApi = await startReceiver(() => ({ status: 200, body: '{"MessageId":"msg-1"}' }));
    await withEnv({ SES_FROM_ADDRESS: 'Briefings <briefings@mail.example>', AWS_ENDPOINT_URL_SESV2: sesApi.base }, async () => {
      const owner = await newAccount();
      const scheduleId = await scheduleFor(owner, 'email', 'reader@example.test');

      const sent = await deliverScheduled(owner, scheduleId);
      const [request] = sesApi.received;
      assert.deepEqual([request!.method, request!.path], ['POST', '/v2/email/outbound-emails']);
      assert.match(String(request!.headers.authorization), /^AWS4-HMAC-SHA256 Credential=\w+\/\d{8}\/us-east-1\/ses\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/);
      const input = JSON.parse(request!.body) as { FromEmailAddress: string; Destination: unknown; Content: { Simple: { Subject: { Data: string } } } };
      assert.equal(input.FromEmailAddress, 'Briefings <briefings@mail.example>');
      assert.deepEqual(input.Destination, { ToAddresses: ['reader@example.test'] });
      assert.equal(input.Content.Simple.Subject.Data, 'Your briefing: Markets calm');
      assert.deepEqual([sent.deliveries[0]!.status, sent.deliveries[0]!.last_response_code], ['delivered', 200]);
      assert.equal((await readOutbox('email')).some((entry) => entry.event_id === sent.id), false, 'real sends skip the outbox');

      sesApi.received.length = 0;
      sesApi.answerWith(() => ({ status: 400, headers: { 'x-amzn-ErrorType': 'MessageRejected:http://internal.amazon.com/coral/com.amazonaws.sesv2/' }, body: '{"message":"Email address is not verified."}' }));
      const rejected = await deliverScheduled(owner, scheduleId);
      assert.equal(sesApi.received.length, 1);
      assert.deepEqual([rejected.deliveries[0]!.status, rejected.deliveries[0]!.last_response_code], ['failed', 400]);
      assert.match(String(rejected.deliveries[0]!.last_error), /MessageRejected: Email address is not verified/);

      // Three requests an attempt (as the SDK tried), then the delivery workflow's own retry.
      sesApi.received.length = 0;
      sesApi.answerWith((_request, nth) => (sesApi.received.length <= 3
        ? { status: 429, headers: { 'x-amzn-ErrorType': 'TooManyRequestsException' }, body: '{"message":"Maximum sending rate exceeded."}' }
        : { status: 200, body: `{"MessageId":"msg-${nth}"}` }));
      const retried = await deliverScheduled(owner, scheduleId);
      assert.equal(sesApi.received.length, 4);
      assert.deepEqual([retried.deliveries[0]!.status, retried.deliveries[0]!.attempts], ['delivered', 2]);
    });
  });

  it('calls the Telegram Bot API with the bot token; a missing chat fails at once', async () => {
    const telegramApi = await startReceiver((request) => (request.body.includes('@gone_chat_x')
      ? { status: 400, body: JSON.stringify({ ok: false, error_code: 400, description: 'Bad Request: chat not found' }) }
      : { status: 200, body: JSON.stringify({ ok: true, result: { message_id: 7 } }) }));
    await withEnv({ TELEGRAM_API_BASE_URL: telegramApi.base, TELEGRAM_BOT_TOKEN: '123456:test-token' }, async () => {
      const owner = await newAccount();
      const sent = await deliverScheduled(owner, await scheduleFor(owner, 'telegram', '-1001234567890'));
      const [request] = telegramApi.received;
      assert.equal(request!.method, 'POST');
      assert.equal(request!.path, '/bot123456:test-token/sendAudio');
      assert.equal(request!.headers['content-type'], 'application/json');
      const body = JSON.parse(request!.body);
      assert.deepEqual(Object.keys(body).sort(), ['audio', 'caption', 'chat_id', 'title']);
      assert.equal(body.chat_id, '-1001234567890');
      assert.equal(body.audio, briefingData.audio_url);
      assert.deepEqual([sent.deliveries[0]!.status, sent.deliveries[0]!.last_response_code], ['delivered', 200]);

      const missing = await deliverScheduled(owner, await scheduleFor(owner, 'telegram', '@gone_chat_x'));
      assert.equal(telegramApi.received.length, 2, 'a permanent 4xx is not retried');
      assert.deepEqual(
        [missing.deliveries[0]!.status, missing.deliveries[0]!.last_response_code, missing.deliveries[0]!.last_error],
        ['failed', 400, 'Bad Request: chat not found'],
      );
      assert.ok(!String(missing.deliveries[0]!.last_error).includes('test-token'), 'the token never reaches the event log');
    });
  });

  it('calls the WhatsApp Cloud API for the configured phone number id with a bearer token', async () => {
    const graphApi = await startReceiver((_request, nth) => (nth === 1 ? 503 : { status: 200, body: '{"messages":[{"id":"wamid.1"}]}' }));
    await withEnv({ WHATSAPP_API_BASE_URL: graphApi.base, WHATSAPP_TOKEN: 'EAAG-test', WHATSAPP_PHONE_NUMBER_ID: '1098765' }, async () => {
      const owner = await newAccount();
      const sent = await deliverScheduled(owner, await scheduleFor(owner, 'whatsapp', '+447700900123'));
      assert.equal(graphApi.received.length, 2, 'a 503 is retried');
      const request = graphApi.received[1]!;
      assert.equal(request.path, '/1098765/messages');
      assert.equal(request.headers.authorization, 'Bearer EAAG-test');
      const body = JSON.parse(request.body);
      assert.deepEqual({ ...body, text: undefined }, { messaging_product: 'whatsapp', recipient_type: 'individual', to: '447700900123', type: 'text', text: undefined });
      assert.equal(body.text.preview_url, true);
      assert.match(body.text.body, /^Your briefing: Markets calm/);
      assert.deepEqual([sent.deliveries[0]!.status, sent.deliveries[0]!.attempts], ['delivered', 2]);
    });
  });
});
