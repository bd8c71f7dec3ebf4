/** Numbers the API promises; the README's limits table mirrors this file. */
export const limits = {
  readsPerMinute: 600,
  writesPerMinute: 60,
  /** Requests to one private podcast feed (the feed, its cover and its episodes' files), whoever sends them. */
  feedRequestsPerMinute: 120,
  /** Most episodes a podcast feed lists: the newest briefings that made audio. */
  feedEpisodesMax: 100,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: 64 * 1024,
  /** Deepest nesting of objects and arrays in a JSON body, the body itself being level 1. */
  maxJsonDepth: 32,
  sessionLifetimeSeconds: 7 * 86_400,
  usageReportDays: 30,
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

export type AccountCapped = keyof typeof accountCaps;
export type ProfileCapped = keyof typeof profileCaps;
