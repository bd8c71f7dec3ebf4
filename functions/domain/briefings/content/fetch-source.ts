import type { SourceType } from '#schemas/catalogue/sources';
import type { ParsedEntry } from './entry.ts';
import { FeedParseError, SourceUnavailableError } from './errors.ts';
import { fetchDocument } from './fetch-document.ts';
import { parseFeed } from './feed-parser.ts';
import { advertisedFeedUrl, articleElementCount, articleLinks, extractArticle, parseHtmlDocument } from './html-page.ts';
import { toContentItems, type ContentItem, type ContentSource } from './items.ts';
import { channelIdFromPage, isYoutubeFeedUrl, youtubeChannelFeedUrl } from './youtube.ts';

export const DEFAULT_MAX_ITEMS = 20;
/** Articles fetched from an archive or index page, one request each. */
export const ARCHIVE_ARTICLES_FETCHED = 5;
/** Below this many characters of readable text, a page that links several articles is an index. */
const INDEX_PAGE_MAX_CHARS = 1500;

/** How a page without a feed is read: as one article, as a list of articles, or whichever it looks like. */
type PageMode = 'article' | 'archive' | 'auto';

/**
 * Reads a source's newest content. Every type prefers a feed: a feed URL is
 * parsed directly, and a page that advertises a feed is read through it.
 * Without a feed, a website is one article; a newsletter page is an archive
 * whose newest articles are fetched; a person or company page is an archive
 * when it lists several articles and little text of its own, else an article.
 * Throws UnsafeUrlError, FetchError, FeedParseError or SourceUnavailableError.
 */
export async function fetchSourceItems(source: ContentSource, opts: { maxItems?: number } = {}): Promise<ContentItem[]> {
  const maxItems = opts.maxItems ?? DEFAULT_MAX_ITEMS;
  const entries = await readers[source.type](source.url, maxItems);
  return toContentItems(source, entries, maxItems);
}

type Reader = (url: string, maxItems: number) => Promise<ParsedEntry[]>;

const readers: Record<SourceType, Reader> = {
  rss: readFeedSource,
  youtube: readYoutube,
  website: (url, maxItems) => readPageSource(url, maxItems, 'article'),
  newsletter: (url, maxItems) => readPageSource(url, maxItems, 'archive'),
  person: (url, maxItems) => readPageSource(url, maxItems, 'auto'),
  company: (url, maxItems) => readPageSource(url, maxItems, 'auto'),
};

async function readFeedSource(url: string): Promise<ParsedEntry[]> {
  const document = await fetchDocument(url);
  if (document.isFeed) return parseFeed(document.text, document.url);
  const feedUrl = advertisedFeedUrl(parseHtmlDocument(document.text), document.url);
  if (!feedUrl) throw new FeedParseError(`${url} is a web page, not a feed, and it advertises no feed`);
  return readFeedAt(feedUrl);
}

/** A feed found on a page must be a feed: no second round of discovery. */
async function readFeedAt(feedUrl: string): Promise<ParsedEntry[]> {
  const document = await fetchDocument(feedUrl);
  if (!document.isFeed) throw new FeedParseError(`${feedUrl}, advertised as a feed, is not a feed`);
  return parseFeed(document.text, document.url);
}

async function readYoutube(url: string): Promise<ParsedEntry[]> {
  if (isYoutubeFeedUrl(url)) return readFeedAt(url);
  const page = await fetchDocument(url);
  if (page.isFeed) return parseFeed(page.text, page.url);
  const channelId = channelIdFromPage(page.text);
  const feedUrl = channelId ? youtubeChannelFeedUrl(channelId) : advertisedFeedUrl(parseHtmlDocument(page.text), page.url);
  if (!feedUrl) throw new SourceUnavailableError(`No YouTube channel id found on ${url}`);
  return readFeedAt(feedUrl);
}

async function readPageSource(url: string, maxItems: number, mode: PageMode): Promise<ParsedEntry[]> {
  const page = await fetchDocument(url);
  if (page.isFeed) return parseFeed(page.text, page.url);
  const document = parseHtmlDocument(page.text);
  const feedUrl = advertisedFeedUrl(document, page.url);
  if (feedUrl) return readFeedAt(feedUrl);

  const links = mode === 'article' ? [] : articleLinks(document, page.url, Math.min(maxItems, ARCHIVE_ARTICLES_FETCHED));
  const article = mode === 'archive' && links.length > 0 ? null : extractArticle(page.text, page.url);
  if (links.length > 0 && (mode === 'archive' || isIndexPage(document, links, article))) return readArticles(links);
  if (!article) throw new SourceUnavailableError(`${url} has no readable text`);
  return [article];
}

function isIndexPage(document: Document, links: string[], article: ParsedEntry | null): boolean {
  if (links.length < 3) return false;
  return !article || articleElementCount(document) >= 2 || article.text.length < INDEX_PAGE_MAX_CHARS;
}

/** Fetches the linked articles in parallel; one failing is skipped, all failing reports the first failure. */
async function readArticles(links: string[]): Promise<ParsedEntry[]> {
  const results = await Promise.allSettled(links.map(readArticle));
  const articles = results.flatMap((result) => (result.status === 'fulfilled' && result.value ? [result.value] : []));
  if (articles.length > 0) return articles;
  const failure = results.find((result) => result.status === 'rejected');
  throw failure ? failure.reason : new SourceUnavailableError(`None of the ${links.length} linked articles has readable text`);
}

async function readArticle(url: string): Promise<ParsedEntry | null> {
  const document = await fetchDocument(url);
  return document.isFeed ? null : extractArticle(document.text, document.url);
}
