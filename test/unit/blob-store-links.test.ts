import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { after, before, describe, it, mock } from 'node:test';
import { SignatureV4 } from '@smithy/signature-v4';
import { presignDownload } from '#adapters/blob-store';

const SETTINGS = { AWS_REGION: 'eu-west-1', BUCKET_NAME: 'briefings-data-1', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', AWS_SESSION_TOKEN: 'session-token/with+chars=' };
const saved = new Map<string, string | undefined>();
const NOW = Date.UTC(2026, 10, 25, 7, 0, 0);

/** The SDK's own SigV4 signer, to check the links against. */
type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: SourceData) => (typeof data === 'string' ? data : ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data));

class NodeSha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: SourceData) {
    this.hash.update(bytes(data));
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

describe('presigned download links in AWS', () => {
  before(() => {
    for (const [name, value] of Object.entries({ ...SETTINGS, AWS_ENDPOINT_URL_S3: undefined })) {
      saved.set(name, process.env[name]);
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    mock.timers.enable({ apis: ['Date'], now: NOW });
  });
  after(() => {
    mock.timers.reset();
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('are virtual-hosted on the bucket, expire, name the file and carry the session token', async () => {
    const link = new URL(await presignDownload('briefings/usr_1/job_1/audio.mp3', { expiresInSeconds: 300, contentType: 'audio/mpeg', fileName: 'Tech 2026-11-25.mp3' }));
    assert.equal(link.origin, 'https://briefings-data-1.s3.eu-west-1.amazonaws.com');
    assert.equal(link.pathname, '/briefings/usr_1/job_1/audio.mp3');
    assert.equal(link.searchParams.get('X-Amz-Expires'), '300');
    assert.equal(link.searchParams.get('response-content-type'), 'audio/mpeg');
    assert.equal(link.searchParams.get('response-content-disposition'), 'attachment; filename="Tech 2026-11-25.mp3"');
    assert.equal(link.searchParams.get('X-Amz-Security-Token'), SETTINGS.AWS_SESSION_TOKEN);
    assert.equal(link.searchParams.get('X-Amz-Credential'), `${SETTINGS.AWS_ACCESS_KEY_ID}/20261125/eu-west-1/s3/aws4_request`);
  });

  it('carry the signature the AWS SDK computes for the same request', async () => {
    const link = new URL(await presignDownload('briefings/usr_1/job_1/transcript.vtt', { expiresInSeconds: 300, contentType: 'text/vtt', fileName: 'captions.vtt' }));
    const signer = new SignatureV4({
      service: 's3',
      region: 'eu-west-1',
      credentials: { accessKeyId: SETTINGS.AWS_ACCESS_KEY_ID, secretAccessKey: SETTINGS.AWS_SECRET_ACCESS_KEY, sessionToken: SETTINGS.AWS_SESSION_TOKEN },
      sha256: NodeSha256,
      uriEscapePath: false,
      applyChecksum: false,
    });
    const query = Object.fromEntries([...link.searchParams].filter(([name]) => name.startsWith('response-')));
    const expected = await signer.presign(
      // S3 links sign no payload, as the SDK's S3 presigner does.
      { method: 'GET', protocol: 'https:', hostname: link.hostname, path: link.pathname, query, headers: { host: link.hostname, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' } },
      { expiresIn: 300, signingDate: new Date(NOW), unhoistableHeaders: new Set(['x-amz-content-sha256']), unsignableHeaders: new Set(['x-amz-content-sha256']) },
    );
    assert.equal(link.searchParams.get('X-Amz-Signature'), expected.query?.['X-Amz-Signature']);
  });
});
