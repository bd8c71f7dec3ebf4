import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhookSignature } from '#domain/delivery/signing';
import { runSmoke } from '../../scripts/smoke/run.ts';
import { useSampleContent } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';

const { call, newAccount, stack } = useLocalStack();
const content = useSampleContent();

describe('smoke test of a deployment (npm run smoke), against the local stack', () => {
  it('passes every step of the quickstart, the receiver verifies the signed webhook, and nothing it created is left', async () => {
    const owner = await newAccount();
    const receiver = await startReceiver();
    const lines: string[] = [];
    const results = await runSmoke({
      url: stack().baseUrl,
      key: owner.key,
      receiverUrl: receiver.url,
      feedUrl: content().urlOf('guardian.rss'),
      log: (line) => lines.push(line),
      verifyReceived: async (secret) => {
        const delivery = receiver.received.find((request) => request.body.includes('briefing.generated'));
        if (!delivery) return 'the receiver got no briefing.generated POST';
        const header = (name: string) => delivery.headers[name.toLowerCase()] as string | undefined;
        const valid = verifyWebhookSignature({ body: delivery.body, signatureHeader: header(SIGNATURE_HEADER), timestampHeader: header(TIMESTAMP_HEADER), secret });
        return valid && header(EVENT_ID_HEADER) ? undefined : 'the delivery\'s signature does not verify with the webhook\'s secret';
      },
    });

    assert.deepEqual(results.map((result) => result.step), ['key', 'profile', 'source', 'webhook', 'briefing', 'audio', 'transcript', 'signed webhook', 'clean-up']);
    assert.deepEqual(results.filter((result) => !result.passed), [], lines.join('\n'));
    assert.deepEqual(lines.map((line) => line.split(':')[0]), results.map((result) => `PASS ${result.step}`), 'one PASS line per step');
    for (const path of ['/profiles', '/sources', '/webhooks']) {
      assert.equal((await call(path, { token: owner.key })).body.pagination.total, 0, `${path} left over`);
    }
  });

  it('prints a FAIL line for a wrong key and stops there', async () => {
    const lines: string[] = [];
    const results = await runSmoke({ url: stack().apiUrl, key: 'lb_api_wrong', receiverUrl: 'http://127.0.0.1:9/hook', feedUrl: 'http://127.0.0.1:9/feed', log: (line) => lines.push(line) });
    assert.deepEqual(results.map((result) => [result.step, result.passed]), [['key', false]]);
    assert.match(lines[0]!, /^FAIL key: GET \/me answered 401/);
  });
});
