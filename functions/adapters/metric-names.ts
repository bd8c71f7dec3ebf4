/**
 * The service's CloudWatch metrics (Embedded Metric Format), named once for the
 * functions that publish them and the CDK alarms and dashboard that read them.
 */
export const METRIC_NAMESPACE = 'Briefings';
/** Every data point carries this `service` dimension (Powertools' default dimension). */
export const METRIC_SERVICE = 'briefings';

export const METRICS = {
  /** One per API or agent-tool request; dimensions `route` and `status_class` (2xx, 4xx, 5xx). */
  requests: 'Requests',
  /** Requests refused with 429 by the per-key limits. */
  rateLimitRejections: 'RateLimitRejections',
  briefingsStarted: 'BriefingsStarted',
  briefingsDone: 'BriefingsDone',
  briefingsFailed: 'BriefingsFailed',
  /** Wall-clock seconds from job creation to done, per minute of audio produced. */
  generationSecondsPerAudioMinute: 'GenerationSecondsPerAudioMinute',
  /** Characters Polly bills (SSML tags excluded). */
  pollyCharactersBilled: 'PollyCharactersBilled',
  deliveriesSucceeded: 'DeliveriesSucceeded',
  /** Deliveries that ran out of attempts. */
  deliveriesFailed: 'DeliveriesFailed',
} as const;

export type MetricName = (typeof METRICS)[keyof typeof METRICS];
