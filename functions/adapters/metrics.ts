import { config } from '#shared/config';
import { METRIC_NAMESPACE, METRIC_SERVICE, type MetricName } from './metric-names.ts';

export { METRICS } from './metric-names.ts';

/** The CloudWatch units the service publishes in (a subset of CloudWatch's StandardUnit). */
export const MetricUnit = { Count: 'Count', Seconds: 'Seconds', Milliseconds: 'Milliseconds', Bytes: 'Bytes' } as const;
export type MetricUnitName = (typeof MetricUnit)[keyof typeof MetricUnit];

/** Read once per container: a disabled emitter would build every metric only to drop it. */
let disabled: boolean | undefined;

/**
 * Publishes one data point at once as an Embedded Metric Format line on stdout,
 * which CloudWatch Logs turns into a metric: nothing is buffered, so there is
 * no flush for a handler to forget. The line follows the EMF specification
 * (https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Embedded_Metric_Format_Specification.html):
 * one dimension set, `service` first, then the call's own dimensions, their
 * values and the metric's value as root members. `POWERTOOLS_METRICS_DISABLED=true`
 * (the local stack's default) turns publishing off.
 */
export function recordMetric(
  name: MetricName,
  value = 1,
  options: { unit?: MetricUnitName; dimensions?: Record<string, string> } = {},
): void {
  disabled ??= config.metricsDisabled;
  if (disabled) return;
  const dimensions = { service: METRIC_SERVICE, ...options.dimensions };
  const document = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [{ Namespace: METRIC_NAMESPACE, Dimensions: [Object.keys(dimensions)], Metrics: [{ Name: name, Unit: options.unit ?? MetricUnit.Count }] }],
    },
    ...dimensions,
    [name]: value,
  };
  process.stdout.write(`${JSON.stringify(document)}\n`);
}
