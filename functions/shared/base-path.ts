/** Base path every REST route path is relative to. */
export const API_BASE_PATH = '/api/v1';

/** Path of the interactive API reference page, served beside the API. */
export const REFERENCE_PATH = '/reference';
