/** Why a fetch of an allowed URL did not produce a usable response. */
export type FetchFailure = 'timeout' | 'too_large' | 'content_type' | 'redirects' | 'network';

/** A permitted URL that could not be fetched: timeout, size cap, content type, redirect limit or network failure. */
export class FetchError extends Error {
  override readonly name = 'FetchError';
  constructor(
    readonly reason: FetchFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
