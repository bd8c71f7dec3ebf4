/** A document that should be a feed is not one, is malformed, or has no usable entries. */
export class FeedParseError extends Error {
  override readonly name = 'FeedParseError';
}

/** A source answered, but with nothing to read: an error status, an empty page, a channel whose id cannot be found. */
export class SourceUnavailableError extends Error {
  override readonly name = 'SourceUnavailableError';
  constructor(
    message: string,
    /** The HTTP status the source answered with, when it answered one. */
    readonly status?: number,
  ) {
    super(message);
  }
}
