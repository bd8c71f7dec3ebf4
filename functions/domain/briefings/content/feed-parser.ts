import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ParsedEntry } from './entry.ts';
import { FeedParseError } from './errors.ts';
import { unixSeconds } from './dates.ts';
import { clip, htmlToText, httpUrl, storyText } from './text.ts';

/**
 * RSS 0.9x/2.0, RSS 1.0 (RDF) and Atom, including YouTube's Atom with
 * media:group. Element names are matched with their usual prefixes
 * (content:encoded, dc:creator, media:description).
 */
type XmlNode = Record<string, unknown>;

const REPEATED = new Set(['item', 'entry', 'link', 'author']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => REPEATED.has(name),
});

/** A bare ampersand is the most common fault in hand-made feeds; escaping it is the one repair tried. */
const BARE_AMPERSAND = /&(?!(?:#\d+|#x[\da-f]+|[a-z_][\w.-]*);)/gi;

/** Declarations, processing instructions, comments and DOCTYPE that may precede the root element. */
const PROLOG = /^(\s*(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!doctype[^>]*>))*\s*/i;

/**
 * Media types feeds are served and advertised under, the old x- and text/ forms
 * included. Generic types (text/plain, octet-stream, text/html) are fetched too
 * and judged by their body (looksLikeFeed). JSON Feed is not read.
 */
export const FEED_MEDIA_TYPES = [
  'application/rss+xml', 'application/x-rss+xml', 'text/rss+xml', 'application/atom+xml', 'application/x-atom+xml',
  'application/rdf+xml', 'application/xml', 'text/xml',
];

/** True for a feed media type, parameters (charset) ignored. */
export function isFeedMediaType(type: string | null): boolean {
  return FEED_MEDIA_TYPES.includes((type ?? '').split(';')[0]!.trim().toLowerCase());
}

/** True when the document's root element is rss, feed or (any prefix):RDF, rather than html. */
export function looksLikeFeed(text: string): boolean {
  const start = text.replace(/^\uFEFF/, '').slice(0, 4096).replace(PROLOG, '');
  return /^<(rss|feed|([\w-]+:)?rdf)[\s>/]/i.test(start);
}

/** Parses a feed into entries, or throws FeedParseError saying what is wrong with it. */
export function parseFeed(xml: string, feedUrl: string): ParsedEntry[] {
  const document = parseXml(xml, feedUrl);
  const rootName = Object.keys(document).find((key) => ['rss', 'feed', 'rdf'].includes(localName(key).toLowerCase()));
  const root = rootName ? asNode(document[rootName]) : null;
  if (!rootName || !root) {
    const found = Object.keys(document).find((key) => !key.startsWith('?') && !key.startsWith('#'));
    throw new FeedParseError(`${feedUrl} is not an RSS, Atom or RDF feed (root element ${found ? `<${found}>` : 'missing'})`);
  }
  const atom = localName(rootName) === 'feed';
  const channel = asNode(root.channel) ?? {};
  const rawEntries = atom ? list(root.entry) : [...list(channel.item), ...list(root.item)];
  const language = text(channel.language) || attribute(root, 'xml:lang') || 'en';
  const feedAuthor = atom ? authorName(root.author) : rssAuthor(text(channel['dc:creator']) || text(channel.managingEditor));
  const entries = rawEntries
    .map((raw) => asNode(raw))
    .filter((node): node is XmlNode => node !== null)
    .map((node) => (atom ? atomEntry(node, feedUrl, language) : rssItem(node, feedUrl, language)))
    .map((entry) => ({ ...entry, author: entry.author ?? feedAuthor }));
  const usable = entries.filter((entry) => entry.title || entry.text);
  if (rawEntries.length > 0 && usable.length === 0) {
    throw new FeedParseError(`${feedUrl}: none of the feed's ${rawEntries.length} entries has a title or text`);
  }
  return usable;
}

function parseXml(xml: string, feedUrl: string): XmlNode {
  let source = xml.replace(/^\uFEFF/, '');
  let verdict = XMLValidator.validate(source);
  if (verdict !== true && verdict.err.code === 'InvalidChar') {
    const repaired = source.replace(BARE_AMPERSAND, '&amp;');
    if (repaired !== source) {
      source = repaired;
      verdict = XMLValidator.validate(source);
    }
  }
  if (verdict !== true) {
    throw new FeedParseError(`${feedUrl} is not well-formed XML (line ${verdict.err.line}, column ${verdict.err.col}: ${verdict.err.msg})`);
  }
  try {
    return parser.parse(source) as XmlNode;
  } catch (error) {
    throw new FeedParseError(`${feedUrl} could not be read as XML: ${(error as Error).message}`, { cause: error });
  }
}

function rssItem(item: XmlNode, feedUrl: string, language: string): ParsedEntry {
  const guid = text(item.guid) || text(item['@_rdf:about']) || null;
  const link = text(item['feedburner:origLink']) || list(item.link).map(text).find(Boolean) || attribute(list(item['atom:link'])[0], 'href');
  const body = text(item['content:encoded']) || text(item.description) || mediaDescription(item);
  return toEntry({
    guid,
    title: text(item.title),
    url: httpUrl(link, feedUrl) ?? httpUrl(guid),
    published: text(item.pubDate) || text(item['dc:date']) || text(item['a10:updated']),
    body,
    author: rssAuthor(text(item['dc:creator']) || text(list(item.author)[0])),
  }, language);
}

function atomEntry(node: XmlNode, feedUrl: string, language: string): ParsedEntry {
  const guid = text(node.id) || null;
  const body = text(node.content) || text(node.summary) || mediaDescription(node);
  return toEntry({
    guid,
    title: text(node.title),
    url: httpUrl(text(node['feedburner:origLink']) || atomLink(list(node.link)), feedUrl) ?? httpUrl(guid),
    published: text(node.published) || text(node.updated),
    body,
    author: authorName(node.author),
  }, language);
}

function toEntry(
  fields: { guid: string | null; title: string; url: string | null; published: string; body: string; author: string | null },
  language: string,
): ParsedEntry {
  const title = htmlToText(fields.title);
  const body = clip(storyText(fields.body, language));
  return {
    guid: fields.guid,
    title: title || null,
    url: fields.url,
    published_at: unixSeconds(fields.published),
    text: body || title,
    author: fields.author ? htmlToText(fields.author) || null : null,
  };
}

/** The entry's page: rel="alternate" (or no rel), preferring an HTML type. */
function atomLink(links: unknown[]): string | null {
  const candidates = links.map((link) => ({
    href: typeof link === 'string' ? link : attribute(link, 'href'),
    rel: attribute(link, 'rel') ?? 'alternate',
    type: attribute(link, 'type') ?? '',
  })).filter((link) => link.href && link.rel === 'alternate');
  return (candidates.find((link) => link.type.includes('html')) ?? candidates[0])?.href ?? null;
}

function mediaDescription(node: XmlNode): string {
  const group = asNode(node['media:group']);
  return text(group?.['media:description']) || text(node['media:description']);
}

function authorName(value: unknown): string | null {
  const first = list(value)[0];
  const name = typeof first === 'string' ? first : text(asNode(first)?.name);
  return name || null;
}

/** RSS author is an e-mail address, often followed by the name in parentheses; a bare address is no name to read out. */
function rssAuthor(value: string): string | null {
  const named = /\(([^)]+)\)/.exec(value);
  if (named) return named[1]!.trim();
  return value && !/^\S+@\S+$/.test(value) ? value : null;
}

function attribute(node: unknown, name: string): string | null {
  const value = asNode(node)?.[`@_${name}`];
  return typeof value === 'string' && value ? value : null;
}

/** Text content of an element, whatever shape the parser gave it (string, #text node, XHTML tree, list). */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  const node = value as XmlNode;
  if ('#text' in node) return text(node['#text']);
  return Object.entries(node)
    .filter(([key]) => !key.startsWith('@_'))
    .map(([, child]) => (Array.isArray(child) ? child.map(text).join(' ') : text(child)))
    .filter(Boolean)
    .join(' ');
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

function asNode(value: unknown): XmlNode | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as XmlNode) : null;
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}
