/** Base path every REST route path is relative to. */
export const API_BASE_PATH = '/api/v1';
