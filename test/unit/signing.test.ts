import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { retryPolicy, latestNextAttemptAt } from '#domain/delivery/retry-policy';
import { signPayload, verifyWebhookSignature } from '../../functions/public/verify-webhook.ts';

const secret = 'whsec_0123456789abcdefghijABCDEFGHIJ';
const now = 1_750_000_000;
const body = JSON.stringify({ id: 'evt_1', type: 'briefing.generated', created_at: now - 60, timestamp: now, data: { job_id: 'job_1' } });

describe('webhook signatures', () => {
  it('is sha256= and the hex HMAC-SHA256 of the raw body', () => {
    const expected = createHmac('sha256', secret).update(body).digest('hex');
    assert.equal(signPayload(body, secret), `sha256=${expected}`);
  });

  it('verifies a fresh, untouched delivery, with or without the timestamp header', () => {
    const signatureHeader = signPayload(body, secret);
    assert.equal(verifyWebhookSignature({ body, signatureHeader, secret, now }), true);
    assert.equal(verifyWebhookSignature({ body: Buffer.from(body), signatureHeader, secret, timestampHeader: String(now), now }), true);
    assert.equal(verifyWebhookSignature({ body, signatureHeader: signatureHeader.toUpperCase().replace('SHA256', 'sha256'), secret, now }), true);
  });

  it('refuses a tampered body, another secret, and malformed headers', () => {
    const signatureHeader = signPayload(body, secret);
    assert.equal(verifyWebhookSignature({ body: body.replace('job_1', 'job_2'), signatureHeader, secret, now }), false);
    assert.equal(verifyWebhookSignature({ body, signatureHeader, secret: `${secret}x`, now }), false);
    for (const header of [undefined, null, '', 'sha256=', 'sha1=abc', signatureHeader.slice(0, -2), `${signatureHeader}00`, signatureHeader.replace('sha256=', '')]) {
      assert.equal(verifyWebhookSignature({ body, signatureHeader: header, secret, now }), false, String(header));
    }
  });

  it('refuses a replay outside the tolerance and a timestamp header that disagrees with the signed body', () => {
    const signatureHeader = signPayload(body, secret);
    assert.equal(verifyWebhookSignature({ body, signatureHeader, secret, now: now + 301 }), false);
    assert.equal(verifyWebhookSignature({ body, signatureHeader, secret, now: now + 299 }), true);
    assert.equal(verifyWebhookSignature({ body, signatureHeader, secret, now: now + 3600, toleranceSeconds: 7200 }), true);
    assert.equal(verifyWebhookSignature({ body, signatureHeader, secret, timestampHeader: String(now + 1), now }), false);
    assert.equal(verifyWebhookSignature({ body, signatureHeader, secret, now: now + 10 ** 6, toleranceSeconds: Number.POSITIVE_INFINITY }), true);
  });

  it('accepts exactly the signed body for any content (property)', () => {
    fc.assert(fc.property(fc.string(), fc.string({ minLength: 1 }), (text, key) => {
      const payload = JSON.stringify({ timestamp: now, text });
      const signatureHeader = signPayload(payload, key);
      assert.equal(verifyWebhookSignature({ body: payload, signatureHeader, secret: key, now }), true);
      assert.equal(verifyWebhookSignature({ body: `${payload} `, signatureHeader, secret: key, now }), false);
    }));
  });
});

describe('delivery retry schedule (read from state-machines/delivery.asl.json)', () => {
  it('makes 5 attempts in all, the pauses doubling from 30 s', () => {
    assert.equal(retryPolicy.maxAttempts, 5);
    assert.deepEqual([1, 2, 3, 4].map((attempt) => latestNextAttemptAt(attempt, now)! - now), [30, 60, 120, 240]);
    assert.equal(latestNextAttemptAt(5, now), null);
  });
});
