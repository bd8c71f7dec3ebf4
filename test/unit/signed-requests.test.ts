import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { readSecret } from '#adapters/secrets';
import { AwsRequestError } from '#adapters/signed-requests';
import { Sha256 } from '../../lib/bundle-stand-ins/checksum.ts';
import { withSigningEnvironment } from '../helpers/signing-environment.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';

const secretsApi = await startReceiver();

describe('AWS requests signed without a client (readSecret)', () => {
  withSigningEnvironment({ AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsApi.base });

  it('sends GetSecretValue signed for the region and service, and reads the string', async () => {
    secretsApi.received.length = 0;
    secretsApi.answerWith(() => ({ status: 200, body: '{"SecretString":"s3cr3t"}' }));
    assert.equal(await readSecret('arn:aws:secretsmanager:eu-west-1:1:secret:link'), 's3cr3t');
    const [request] = secretsApi.received;
    assert.equal(request!.headers['x-amz-target'], 'secretsmanager.GetSecretValue');
    assert.deepEqual(JSON.parse(request!.body), { SecretId: 'arn:aws:secretsmanager:eu-west-1:1:secret:link' });
    assert.match(String(request!.headers.authorization), /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/secretsmanager\/aws4_request, /);
  });

  it('retries server errors and throttling, then answers', async () => {
    secretsApi.received.length = 0;
    secretsApi.answerWith((_request, nth) => (nth === 1 ? 503 : nth === 2 ? { status: 429, body: '{"__type":"ThrottlingException","message":"Rate exceeded"}' } : { status: 200, body: '{"SecretString":"later"}' }));
    assert.equal(await readSecret('link'), 'later');
    assert.equal(secretsApi.received.length, 3);
  });

  it('fails at once on a client error, named by the service\'s code', async () => {
    secretsApi.received.length = 0;
    secretsApi.answerWith(() => ({ status: 400, body: '{"__type":"com.amazonaws.secretsmanager#ResourceNotFoundException","message":"Secrets Manager can\'t find the specified secret."}' }));
    await assert.rejects(readSecret('missing'), (error: unknown) => {
      assert.ok(error instanceof AwsRequestError);
      assert.deepEqual([error.name, error.status, error.message], ['ResourceNotFoundException', 400, 'Secrets Manager can\'t find the specified secret.']);
      return true;
    });
    assert.equal(secretsApi.received.length, 1);
  });
});

describe('the SHA-256 that stands in for the SDK checksum module in bundles', () => {
  it('hashes and keys as node:crypto does, across updates and after a digest', async () => {
    const hash = new Sha256();
    hash.update('abc');
    hash.update(new Uint8Array([1, 2, 3]));
    const expected = createHash('sha256').update('abc').update(Buffer.from([1, 2, 3])).digest();
    assert.deepEqual(Buffer.from(await hash.digest()), expected);
    hash.update('more');
    assert.deepEqual(Buffer.from(await hash.digest()), createHash('sha256').update('abc').update(Buffer.from([1, 2, 3])).update('more').digest());
    const hmac = new Sha256(new Uint8Array([9, 9]));
    hmac.update('message');
    assert.deepEqual(Buffer.from(await hmac.digest()), createHmac('sha256', Buffer.from([9, 9])).update('message').digest());
    hash.reset();
    assert.deepEqual(Buffer.from(await hash.digest()), createHash('sha256').digest());
  });
});
