import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { unixSeconds } from './dates.ts';
import type { ParsedEntry } from './entry.ts';
import { isFeedMediaType } from './feed-parser.ts';
import { pruneMarkedBoilerplate } from './markup-boilerplate.ts';
import { clip, elementStoryText, httpUrl, storyText } from './text.ts';

/** Paths that index, navigate or sell rather than carry an article. */
const NON_ARTICLE_PATH = /\/(tags?|categor(y|ies)|topics?|authors?|page|search|login|log-in|signin|sign-in|signup|subscribe|account|about|contact|feed|rss|archive|privacy|terms|legal|comments?|cart|shop)(\/|$)/i;
const FILE_PATH = /\.(jpe?g|png|gif|webp|svg|pdf|zip|mp3|mp4|xml|json|css|js)$/i;

export function parseHtmlDocument(html: string): Document {
  return parseHTML(html).document;
}

/** The first RSS/Atom/RDF feed the page advertises, skipping comment feeds when another exists. */
export function advertisedFeedUrl(document: Document, pageUrl: string): string | null {
  const feeds = [...document.querySelectorAll('link[rel~="alternate"][href]')]
    .filter((link) => isFeedMediaType(link.getAttribute('type')))
    .map((link) => ({ url: httpUrl(link.getAttribute('href'), pageUrl), title: link.getAttribute('title') ?? '' }))
    .filter((feed): feed is { url: string; title: string } => feed.url !== null);
  return (feeds.find((feed) => !/comment/i.test(feed.title) && !/comment/i.test(feed.url)) ?? feeds[0])?.url ?? null;
}

/**
 * Links to articles on the same site, in page order: those inside <main>, else
 * inside <article> elements, else anywhere in the body. Navigation, tag,
 * pagination and file links are left out.
 */
export function articleLinks(document: Document, pageUrl: string, limit: number): string[] {
  const page = new URL(pageUrl);
  const scopes = firstNonEmpty([
    [...document.querySelectorAll('main')],
    [...document.querySelectorAll('article')],
    document.body ? [document.body] : [],
  ]);
  const links: string[] = [];
  for (const scope of scopes) {
    for (const anchor of scope.querySelectorAll('a[href]')) {
      const href = httpUrl(anchor.getAttribute('href'), pageUrl);
      if (!href) continue;
      const url = new URL(href);
      url.hash = '';
      if (!sameSite(url, page) || !looksLikeArticle(url, page) || links.includes(url.href)) continue;
      links.push(url.href);
      if (links.length >= limit) return links;
    }
  }
  return links;
}

function firstNonEmpty<T>(candidates: T[][]): T[] {
  return candidates.find((candidate) => candidate.length > 0) ?? [];
}

function sameSite(url: URL, page: URL): boolean {
  const bare = (host: string) => host.replace(/^www\./, '');
  return bare(url.hostname) === bare(page.hostname);
}

function looksLikeArticle(url: URL, page: URL): boolean {
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '' || path === page.pathname.replace(/\/+$/, '')) return false;
  if (NON_ARTICLE_PATH.test(path) || FILE_PATH.test(path)) return false;
  const slug = path.slice(path.lastIndexOf('/') + 1);
  return /[-_\d]/.test(slug) || slug.length >= 12;
}

/** Number of <article> elements: an index page lists several, an article page has one. */
export function articleElementCount(document: Document): number {
  return document.querySelectorAll('article').length;
}

/**
 * The readable article of a page (Mozilla Readability), or null when the page
 * has no text worth reading. Readability changes the document it reads, so it
 * gets its own copy.
 */
export function extractArticle(html: string, pageUrl: string): ParsedEntry | null {
  const document = parseHtmlDocument(html);
  const published = publishedTime(document);
  const fallbackTitle = metaContent(document, 'og:title') ?? document.title;
  const metaAuthor = metaContent(document, 'author');
  const canonical = httpUrl(document.querySelector('link[rel~="canonical"][href]')?.getAttribute('href'), pageUrl);
  const language = document.documentElement?.getAttribute('lang') || 'en';
  if (document.body) pruneMarkedBoilerplate(document.body);
  const article = readable(document);
  const text = (article?.content ? storyText(article.content, language) : '') || bodyText(html, language);
  if (!text) return null;
  const title = (article?.title || fallbackTitle || '').trim();
  return {
    guid: null,
    title: title || null,
    // The page's own name for itself, so copies reached by other links are recognised as one article.
    url: canonical ?? pageUrl,
    published_at: unixSeconds(article?.publishedTime) ?? published,
    text: clip(text),
    author: article?.byline?.trim() || metaAuthor,
  };
}

function readable(document: Document): ReturnType<Readability['parse']> {
  try {
    // Classes are kept so that the story text can tell captions, credits and promotions by them.
    return new Readability(document, { keepClasses: true }).parse();
  } catch {
    return null;
  }
}

/** Text of the main area when Readability finds nothing, from a fresh copy of the page. */
function bodyText(html: string, language: string): string {
  const document = parseHtmlDocument(html);
  const main = document.querySelector('main') ?? document.querySelector('article') ?? document.body;
  return main ? elementStoryText(main, language) : '';
}

function publishedTime(document: Document): number | null {
  return unixSeconds(metaContent(document, 'article:published_time'))
    ?? unixSeconds(document.querySelector('time[datetime]')?.getAttribute('datetime'));
}

function metaContent(document: Document, name: string): string | null {
  const meta = document.querySelector(`meta[property="${name}"], meta[name="${name}"]`);
  return meta?.getAttribute('content')?.trim() || null;
}
