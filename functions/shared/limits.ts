/** Numbers the API promises; the README's limits table mirrors this file. */
export const limits = {
  readsPerMinute: 600,
  writesPerMinute: 60,
  /** Requests to one private podcast feed (the feed, its cover and its episodes' files), whoever sends them. */
  feedRequestsPerMinute: 120,
  /**
   * Distinct clients (address and app) that may poll one private podcast feed in a UTC day before
   * the profile warns that its URL looks shared. A household's apps and devices stay well under it.
   * Nothing is blocked: the owner decides whether to rotate.
   */
  feedClientsPerDayWarning: 10,
  /** Most episodes a podcast feed lists: the newest briefings that made audio. */
  feedEpisodesMax: 100,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: 64 * 1024,
  /** Deepest nesting of objects and arrays in a JSON body, the body itself being level 1. */
  maxJsonDepth: 32,
  /** How long a session (sign-in, `npm run admin`) lasts; also the session cookie's Max-Age. Not extended by use. */
  sessionLifetimeSeconds: 7 * 86_400,
  usageReportDays: 30,
} as const;

/**
 * Passwordless sign-in: one-time codes and the fixed windows that limit how
 * often they are asked for and tried. The README's "Signing in" section mirrors this.
 */
export const signInLimits = {
  codeDigits: 8,
  codeLifetimeSeconds: 600,
  /** Wrong tries that burn a code; a new code starts again from zero. */
  attemptsPerCode: 5,
  /** Length of the fixed windows the counts below are kept in. */
  windowSeconds: 900,
  codesPerEmail: 5,
  codesPerSourceIp: 30,
  verificationsPerSourceIp: 60,
} as const;

/**
 * Most items an account may hold of each kind. Each is enforced by one
 * conditional counter update, so it holds when requests race; reaching one is
 * a 409 `conflict` that names the cap.
 */
export const accountCaps = {
  profiles: 100,
  sources: 1000,
  schedules: 100,
  webhooks: 20,
  api_keys: 100,
} as const;

/** Most children a profile may have; counted on the profile item, which also refuses children while it is being deleted. */
export const profileCaps = {
  sources: 100,
  schedules: 10,
} as const;

/**
 * Briefing pipelines one account may run at once: past it, a briefing waits (its first step
 * retries) until one ends, so one account's many schedules due at the same minute share Polly's
 * per-region quota with every other account's instead of taking all of it.
 */
export const RUNNING_BRIEFINGS_PER_ACCOUNT = 10;

export type AccountCapped = keyof typeof accountCaps;
export type ProfileCapped = keyof typeof profileCaps;
