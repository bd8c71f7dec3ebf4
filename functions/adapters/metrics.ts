import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { config } from '#shared/config';
import { METRIC_NAMESPACE, METRIC_SERVICE, type MetricName } from './metric-names.ts';

export { METRICS } from './metric-names.ts';
export type MetricUnitName = (typeof MetricUnit)[keyof typeof MetricUnit];

let emitter: Metrics | undefined;
/** Read once per container: a disabled emitter would build every metric only to drop it. */
let disabled: boolean | undefined;

/**
 * Publishes one data point at once as an Embedded Metric Format line on stdout,
 * which CloudWatch Logs turns into a metric: nothing is buffered, so there is
 * no flush for a handler to forget. `POWERTOOLS_METRICS_DISABLED=true` (the
 * local stack's default) turns publishing off.
 */
export function recordMetric(
  name: MetricName,
  value = 1,
  options: { unit?: MetricUnitName; dimensions?: Record<string, string> } = {},
): void {
  disabled ??= config.metricsDisabled;
  if (disabled) return;
  emitter ??= new Metrics({ namespace: METRIC_NAMESPACE, serviceName: METRIC_SERVICE });
  const single = emitter.singleMetric();
  for (const [dimension, dimensionValue] of Object.entries(options.dimensions ?? {})) single.addDimension(dimension, dimensionValue);
  single.addMetric(name, options.unit ?? MetricUnit.Count, value);
}

export { MetricUnit };
