import type { EnvName } from './env-names.ts';

/**
 * Runtime settings, all from the environment so that the same handler code runs
 * in Lambda (values set by the CDK stack) and locally (values set by the local stack).
 * The only module of functions/ that reads process.env (lint refuses it elsewhere);
 * the names are the registry's in ./env-names.ts.
 */
function required(name: EnvName): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

/** The variable's value, or undefined when it is unset or empty. */
function optional(name: EnvName): string | undefined {
  return process.env[name] || undefined;
}

/** Each variable holding a credential directly -> the variable naming the Secrets Manager secret that holds it. */
const SECRET_ARN_VARIABLES = {
  AUDIO_LINK_SECRET: 'AUDIO_LINK_SECRET_ARN',
  TELEGRAM_BOT_TOKEN: 'TELEGRAM_BOT_TOKEN_SECRET_ARN',
  WHATSAPP_TOKEN: 'WHATSAPP_TOKEN_SECRET_ARN',
  OPENAI_API_KEY: 'OPENAI_API_KEY_SECRET_ARN',
} as const satisfies Partial<Record<EnvName, EnvName>>;

/** Each workflow -> the variable holding its state machine's ARN. */
const STATE_MACHINE_VARIABLES = {
  'briefing': 'BRIEFING_STATE_MACHINE_ARN',
  'delivery': 'DELIVERY_STATE_MACHINE_ARN',
  'dry-run': 'DRY_RUN_STATE_MACHINE_ARN',
} as const satisfies Record<string, EnvName>;

export type SecretName = keyof typeof SECRET_ARN_VARIABLES;
export const SECRET_NAMES = Object.keys(SECRET_ARN_VARIABLES) as SecretName[];

/** AWS services whose endpoint the local stack points at an emulator. */
export type EmulatedService = 'DYNAMODB' | 'S3' | 'SFN' | 'SCHEDULER' | 'POLLY';
/** Services whose endpoint may be overridden: the emulated ones, and those a test points at a local receiver. */
export type OverridableService = EmulatedService | 'SESV2' | 'SECRETS_MANAGER';

export const config = {
  required,
  optional,
  get tableName(): string {
    return required('TABLE_NAME');
  },
  get bucketName(): string {
    return required('BUCKET_NAME');
  },
  /** The region the function runs in (Lambda sets AWS_REGION, the local stack too). */
  get awsRegion(): string {
    return required('AWS_REGION');
  },
  /** Local mode: emulated AWS endpoints and loopback URLs allowed for sources and webhooks. */
  get localMode(): boolean {
    return process.env.BRIEFINGS_LOCAL === '1';
  },
  /**
   * Lets user-supplied URLs (sources, webhooks) point at loopback addresses over
   * plain http. Only the local stack turns it on; private, link-local and
   * metadata addresses stay refused regardless.
   */
  get allowLoopbackUrls(): boolean {
    return process.env.ALLOW_LOOPBACK_URLS === '1';
  },
  /** ARN of a workflow's state machine, set by the CDK stack and by the local stack. */
  stateMachineArn(workflow: keyof typeof STATE_MACHINE_VARIABLES): string {
    return required(STATE_MACHINE_VARIABLES[workflow]);
  },
  /** Root id of the invocation's X-Ray trace (Lambda's trace header is Root=…;Parent=…;Sampled=…). */
  get xrayTraceId(): string | undefined {
    const header = process.env._X_AMZN_TRACE_ID;
    if (!header) return undefined;
    return /(?:^|;)Root=([^;]+)/.exec(header)?.[1] ?? header;
  },
  /** Metric lines turned off (the local stack's default). */
  get metricsDisabled(): boolean {
    return process.env.POWERTOOLS_METRICS_DISABLED === 'true';
  },
  /** debug, info (default), warn, error or silent. */
  get logLevel(): string {
    return process.env.LOG_LEVEL ?? 'info';
  },
  /** Public base URL of the API, e.g. https://api.example.com (no trailing slash, no /api/v1). */
  get publicBaseUrl(): string {
    return (process.env.PUBLIC_BASE_URL ?? '').replace(/\/$/, '');
  },
  /** A credential given directly, else the ARN of the secret holding it (AUDIO_LINK_SECRET_ARN, OPENAI_API_KEY_SECRET_ARN, ...). */
  secretSource(name: SecretName): { value?: string; secretArn?: string } {
    return { value: optional(name), secretArn: optional(SECRET_ARN_VARIABLES[name]) };
  },
  /** The SDK's service-specific endpoint override (AWS_ENDPOINT_URL_<SERVICE>); unset in AWS. */
  awsEndpoint(service: OverridableService): string | undefined {
    return optional(`AWS_ENDPOINT_URL_${service}`);
  },
  /**
   * SIGN_UP: `on` (default) lets the first sign-in of a new e-mail address
   * create its account; `off` lets only existing accounts sign in.
   */
  get signUpOpen(): boolean {
    const value = (optional('SIGN_UP') ?? 'on').trim().toLowerCase();
    if (value !== 'on' && value !== 'off') throw new Error(`SIGN_UP must be on or off, not ${JSON.stringify(value)}`);
    return value === 'on';
  },
};
