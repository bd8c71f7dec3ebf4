import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { METRICS, MetricUnit, recordMetric } from '#adapters/metrics';

/** The lines a call writes to stdout. */
function stdoutOf(action: () => void): string[] {
  const written: string[] = [];
  const original = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    action();
  } finally {
    process.stdout.write = original;
  }
  return written.join('').split('\n').filter(Boolean);
}

describe('service metrics', () => {
  it('publishes each data point at once as an Embedded Metric Format line with its dimensions', () => {
    const [line, ...rest] = stdoutOf(() =>
      recordMetric(METRICS.requests, 1, { dimensions: { route: 'GET /me', status_class: '2xx' } }));
    assert.equal(rest.length, 0);
    const document = JSON.parse(line!);
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
    const [line] = stdoutOf(() => recordMetric(METRICS.generationSecondsPerAudioMinute, 2.5, { unit: MetricUnit.Seconds }));
    const document = JSON.parse(line!);
    assert.deepEqual(document._aws.CloudWatchMetrics[0].Dimensions, [['service']]);
    assert.deepEqual(document._aws.CloudWatchMetrics[0].Metrics, [{ Name: 'GenerationSecondsPerAudioMinute', Unit: 'Seconds' }]);
    assert.equal(document.GenerationSecondsPerAudioMinute, 2.5);
  });
});
