/** Numbers the API promises; the README's limits table mirrors this file. */
export const limits = {
  readsPerMinute: 600,
  writesPerMinute: 60,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: 64 * 1024,
  /** Deepest nesting of objects and arrays in a JSON body, the body itself being level 1. */
  maxJsonDepth: 32,
  sessionLifetimeSeconds: 7 * 86_400,
  usageReportDays: 30,
} as const;
