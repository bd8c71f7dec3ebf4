import { guardedFetch } from '#adapters/guarded-fetch';
import { SourceUnavailableError } from './errors.ts';
import { FEED_MEDIA_TYPES, looksLikeFeed } from './feed-parser.ts';
import { decodeBytes } from './text.ts';

/** What sources serve: feeds under their many media types, and web pages. Mislabelled feeds come as text/plain, octet-stream or text/html; the body decides. */
const SOURCE_CONTENT_TYPES = [...FEED_MEDIA_TYPES, 'text/html', 'application/xhtml+xml', 'text/plain', 'application/octet-stream'];

export interface FetchedDocument {
  /** URL after redirects: the base for relative links. */
  url: string;
  text: string;
  isFeed: boolean;
}

/** Fetches a feed or page through the guarded fetcher and decodes it; an error status is SourceUnavailableError. */
export async function fetchDocument(url: string): Promise<FetchedDocument> {
  const response = await guardedFetch(url, { acceptContentTypes: SOURCE_CONTENT_TYPES });
  if (response.status < 200 || response.status >= 300) {
    throw new SourceUnavailableError(`${url} answered HTTP ${response.status}`, response.status);
  }
  const text = decodeBytes(response.body, response.headers.get('content-type'));
  return { url: response.finalUrl, text, isFeed: looksLikeFeed(text) };
}
