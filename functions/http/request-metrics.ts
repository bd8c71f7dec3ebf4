import { METRICS, recordMetric } from '#adapters/metrics';

/** Counts an answered request by route and status class; a 429 also counts as a rate-limit rejection. */
export function recordRequestMetrics(route: string, status: number): void {
  recordMetric(METRICS.requests, 1, { dimensions: { route, status_class: `${Math.floor(status / 100)}xx` } });
  if (status === 429) recordMetric(METRICS.rateLimitRejections);
}
