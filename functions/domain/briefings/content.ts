/**
 * Reading sources: feeds (RSS, Atom, RDF), web pages, YouTube channels and
 * playlists, newsletter archives, person and company pages, all fetched
 * through the guarded fetcher.
 */
export { fetchSourceItems, DEFAULT_MAX_ITEMS, ARCHIVE_ARTICLES_FETCHED } from './content/fetch-source.ts';
export { contentItemId, type ContentItem, type ContentSource } from './content/items.ts';
export { FeedParseError, SourceUnavailableError } from './content/errors.ts';
export { parseFeed } from './content/feed-parser.ts';
export { extractArticle } from './content/html-page.ts';
export { ITEM_TEXT_MAX_CHARS } from './content/text.ts';
