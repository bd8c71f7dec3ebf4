import { POLLY_PRICES } from '#domain/briefings/audio/polly-prices';

/**
 * On-demand prices of the AWS services a briefing uses besides Polly
 * (POLLY_PRICES), US East (N. Virginia), free tiers not counted, as listed on
 * each service's pricing page on the date below. Prices change: check the pages.
 */
export const AWS_PRICES = {
  as_of: '2025-11',
  region: 'us-east-1',
  polly: POLLY_PRICES,
  lambda: {
    source: 'https://aws.amazon.com/lambda/pricing/',
    /** Arm64, first 7.5 billion GB-seconds a month. */
    usd_per_gb_second: 0.0000133334,
    usd_per_million_requests: 0.2,
  },
  stepFunctions: {
    source: 'https://aws.amazon.com/step-functions/pricing/',
    /** Standard workflows. */
    usd_per_thousand_state_transitions: 0.025,
  },
  dynamodb: {
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
    usd_per_million_write_units: 0.625,
    usd_per_million_read_units: 0.125,
  },
  s3: {
    source: 'https://aws.amazon.com/s3/pricing/',
    usd_per_thousand_puts: 0.005,
    usd_per_thousand_gets: 0.0004,
    usd_per_gb_month: 0.023,
  },
  apiGateway: {
    source: 'https://aws.amazon.com/api-gateway/pricing/',
    /** HTTP APIs, first 300 million requests a month. */
    usd_per_million_requests: 1,
  },
  cloudWatchLogs: {
    source: 'https://aws.amazon.com/cloudwatch/pricing/',
    usd_per_gb_ingested: 0.5,
  },
} as const;
