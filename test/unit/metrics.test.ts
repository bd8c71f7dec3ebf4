import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { METRICS, MetricUnit, recordMetric } from '#adapters/metrics';
import { recordRequestMetrics } from '#http/request-metrics';
import { outputOf } from '../helpers/output.ts';

describe('service metrics', () => {
  it('publishes each data point at once as an Embedded Metric Format line with its dimensions', () => {
    const [line, ...rest] = outputOf(() =>
      recordMetric(METRICS.requests, 1, { dimensions: { route: 'GET /me', status_class: '2xx' } }));
    assert.equal(rest.length, 0);
    const document = JSON.parse(line!);
    assert.ok(Number.isInteger(document._aws.Timestamp) && Math.abs(document._aws.Timestamp - Date.now()) < 60_000, 'EMF needs the time in epoch milliseconds');
    assert.deepEqual(document._aws.CloudWatchMetrics, [{
      Namespace: 'Briefings',
      Dimensions: [['service', 'route', 'status_class']],
      Metrics: [{ Name: 'Requests', Unit: 'Count' }],
    }]);
    assert.equal(document.service, 'briefings');
    assert.equal(document.route, 'GET /me');
    assert.equal(document.Requests, 1);
  });

  it('keeps the unit and value it is given, and no dimensions of an earlier data point', () => {
    const [line] = outputOf(() => recordMetric(METRICS.generationSecondsPerAudioMinute, 2.5, { unit: MetricUnit.Seconds }));
    const document = JSON.parse(line!);
    assert.deepEqual(document._aws.CloudWatchMetrics[0].Dimensions, [['service']]);
    assert.deepEqual(document._aws.CloudWatchMetrics[0].Metrics, [{ Name: 'GenerationSecondsPerAudioMinute', Unit: 'Seconds' }]);
    assert.equal(document.GenerationSecondsPerAudioMinute, 2.5);
  });

  it('counts a request by route and status class, and a 429 also as a rate-limit rejection', () => {
    const documents = outputOf(() => {
      recordRequestMetrics('createProfile', 201);
      recordRequestMetrics('createProfile', 429);
    }).map((line) => JSON.parse(line));
    assert.deepEqual(documents.map((document) => [document.route, document.status_class, document.Requests ?? document.RateLimitRejections]), [
      ['createProfile', '2xx', 1],
      ['createProfile', '4xx', 1],
      [undefined, undefined, 1],
    ]);
    assert.equal(documents[2].RateLimitRejections, 1);
  });
});
