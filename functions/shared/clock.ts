/** Current Unix time in whole seconds: the unit of every timestamp the API returns. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export const SECONDS_PER_DAY = 86_400;
