/**
 * Runtime settings, all from the environment so that the same handler code runs
 * in Lambda (values set by the CDK stack) and locally (values set by the local stack).
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const config = {
  get tableName(): string {
    return required('TABLE_NAME');
  },
  get bucketName(): string {
    return required('BUCKET_NAME');
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
  stateMachineArn(workflow: 'briefing' | 'delivery'): string {
    return required(workflow === 'briefing' ? 'BRIEFING_STATE_MACHINE_ARN' : 'DELIVERY_STATE_MACHINE_ARN');
  },
  /** debug, info (default), warn, error or silent. */
  get logLevel(): string {
    return process.env.LOG_LEVEL ?? 'info';
  },
  /** Public base URL of the API, e.g. https://api.example.com (no trailing slash, no /api/v1). */
  get publicBaseUrl(): string {
    return (process.env.PUBLIC_BASE_URL ?? '').replace(/\/$/, '');
  },
  /**
   * SIGN_UP: `on` (default) lets the first sign-in of a new e-mail address
   * create its account; `off` lets only existing accounts sign in.
   */
  get signUpOpen(): boolean {
    const value = (process.env.SIGN_UP ?? 'on').trim().toLowerCase();
    if (value !== 'on' && value !== 'off') throw new Error(`SIGN_UP must be on or off, not ${JSON.stringify(value)}`);
    return value === 'on';
  },
};
