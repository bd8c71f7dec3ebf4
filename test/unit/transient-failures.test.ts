import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FetchError } from '#adapters/fetch-error';
import { AwsRequestError } from '#adapters/signed-requests';
import { UnsafeUrlError } from '#adapters/url-safety';
import { FeedParseError, SourceUnavailableError } from '#domain/briefings/content';
import { PipelineError } from '#domain/briefings/pipeline/errors';
import { describeFailure } from '#domain/briefings/pipeline/fail';
import { isTransientFailure, retryTransient, SourcesUnavailableError, TransientNetworkError } from '#domain/briefings/pipeline/transient';

const systemError = (code: string, message = `read ${code}`) => Object.assign(new Error(message), { code });
const sdkError = (name: string, status: number) => Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

describe('transient failures: tried again, never a client mistake', () => {
  it('takes timeouts, reset or refused connections and overloaded servers as passing', () => {
    assert.ok(isTransientFailure(new FetchError('timeout', 'No complete response from http://feeds.test/a.rss within 10000 ms')));
    assert.ok(isTransientFailure(new FetchError('network', 'Request to feeds.test failed: socket hang up', { cause: systemError('ECONNRESET', 'socket hang up') })));
    assert.ok(isTransientFailure(new FetchError('network', 'Request to feeds.test failed', { cause: systemError('ECONNREFUSED') })));
    for (const status of [429, 502, 503, 504]) assert.ok(isTransientFailure(new SourceUnavailableError(`answered HTTP ${status}`, status)), String(status));
    // What the table's and the bucket's clients throw once their own retries are spent.
    assert.ok(isTransientFailure(systemError('ECONNRESET')));
    assert.ok(isTransientFailure(systemError('EPIPE')));
    assert.ok(isTransientFailure(sdkError('TimeoutError', 0)));
    assert.ok(isTransientFailure(sdkError('InternalServerError', 500)));
    assert.ok(isTransientFailure(new AwsRequestError('SlowDown', 'S3 PUT audio/a.mp3: SlowDown (503)', 503)));
    assert.ok(isTransientFailure(new TypeError('fetch failed', { cause: systemError('ECONNRESET') })));
    assert.ok(isTransientFailure(new Error('wrapped', { cause: new Error('middle', { cause: systemError('ETIMEDOUT') }) })));
  });

  it('never retries a client mistake or a failure that says the same on the next try', () => {
    assert.equal(isTransientFailure(new PipelineError('The profile has no sources')), false);
    assert.equal(isTransientFailure(new FeedParseError('not a feed')), false);
    assert.equal(isTransientFailure(new UnsafeUrlError('http://10.0.0.1/ resolves to a private address')), false);
    for (const status of [400, 403, 404, 410, 500]) assert.equal(isTransientFailure(new SourceUnavailableError(`answered HTTP ${status}`, status)), false, String(status));
    assert.equal(isTransientFailure(new SourceUnavailableError('https://example.test has no readable text')), false);
    assert.equal(isTransientFailure(new FetchError('too_large', 'larger than 5 MB')), false);
    assert.equal(isTransientFailure(new FetchError('content_type', 'image/png')), false);
    assert.equal(isTransientFailure(new FetchError('network', 'Request to nowhere.test failed', { cause: systemError('ENOTFOUND') })), false);
    assert.equal(isTransientFailure(sdkError('ValidationException', 400)), false);
    assert.equal(isTransientFailure(sdkError('ConditionalCheckFailedException', 400)), false);
    assert.equal(isTransientFailure(new AwsRequestError('AccessDenied', 'S3 GET audio/a.mp3: AccessDenied (403)', 403)), false);
    assert.equal(isTransientFailure('ECONNRESET'), false);
  });

  it('keeps names the state machine retries on their own terms (Polly throttling, the account ceiling)', () => {
    assert.equal(isTransientFailure(sdkError('ThrottlingException', 400)), false);
    assert.equal(isTransientFailure(sdkError('ServiceFailureException', 500)), false);
    assert.equal(isTransientFailure(new SourcesUnavailableError('All 3 sources failed to fetch')), false);
    assert.equal(isTransientFailure(new TransientNetworkError('read ECONNRESET')), false);
    assert.equal(new SourcesUnavailableError('x').name, 'SourcesUnavailable');
    assert.equal(new TransientNetworkError('x').name, 'TransientNetworkError');
  });

  it('retries passing failures up to the attempts, and gives up on the first client mistake', async () => {
    const tries = { attempts: 3, baseMs: 1, capMs: 2 };
    let calls = 0;
    assert.equal(await retryTransient(async () => (++calls < 3 ? Promise.reject(systemError('ECONNRESET')) : 'read'), tries), 'read');
    assert.equal(calls, 3);
    calls = 0;
    await assert.rejects(retryTransient(async () => { calls++; throw systemError('ECONNRESET'); }, tries), /ECONNRESET/);
    assert.equal(calls, 3);
    calls = 0;
    await assert.rejects(retryTransient(async () => { calls++; throw new SourceUnavailableError('answered HTTP 404', 404); }, tries), /404/);
    assert.equal(calls, 1);
  });

  it('reports sources that stay unavailable after the retries as they are, other steps by name', () => {
    const message = 'All 3 sources failed to fetch: The Guardian: No complete response within 10000 ms';
    assert.equal(describeFailure({ Error: 'SourcesUnavailable', Cause: JSON.stringify({ errorMessage: message }) }, 'fetching'), message);
    assert.equal(describeFailure({ Error: 'TransientNetworkError', Cause: 'read ECONNRESET' }, 'writing'), 'Writing the script failed: read ECONNRESET');
  });
});
