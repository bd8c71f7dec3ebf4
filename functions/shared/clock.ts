/** Current Unix time in whole seconds: the unit of every timestamp the API returns. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export const SECONDS_PER_DAY = 86_400;

/** The UTC day (YYYY-MM-DD) of a Unix time in seconds. */
export const isoDate = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10);
