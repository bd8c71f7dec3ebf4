import { parseHTML } from 'linkedom';
import { storyLine } from './boilerplate-phrases.ts';
import { LINK_ITEM_DENSITY, MAX_LINK_LABEL_WORDS, pruneBoilerplate } from './markup-boilerplate.ts';

/** Longest text kept for one item: enough for a full article, bounded for the script writer. */
export const ITEM_TEXT_MAX_CHARS = 20_000;

const DROPPED_ELEMENTS = 'script, style, noscript, template, iframe, svg, canvas, form, button, select, object, embed';
const BLOCK_ELEMENTS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BR', 'DD', 'DIV', 'DL', 'DT', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'H1', 'H2', 'H3',
  'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'PRE', 'SECTION', 'TABLE', 'TD', 'TH', 'TR', 'UL',
]);

/**
 * Decodes a fetched document. Order of trust: byte-order mark, the document's
 * own declaration (XML declaration or HTML meta charset), the HTTP charset when
 * the bytes are valid in it, then UTF-8, and Windows-1252 when the bytes are not
 * valid UTF-8 (which is what undeclared Latin-1 feeds turn out to be). Windows-1252's
 * punctuation is restored whatever the single-byte label said.
 */
export function decodeBytes(bytes: Buffer, contentType: string | null): string {
  return withWindows1252Marks(decodeDocument(bytes, contentType));
}

/** Windows-1252's characters at 0x80–0x9F (curly quotes, dashes, €, …), in byte order; undefined bytes stay as they are. */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Text decoded as Latin-1 or Windows-1252 (Node decodes both as Latin-1) or another single-byte
 * encoding holds C1 control characters where the feed meant Windows-1252's quotes, dashes and
 * euro sign: no news text uses those controls, so they are read as Windows-1252 meant them.
 */
function withWindows1252Marks(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (control) => WINDOWS_1252_HIGH[control.charCodeAt(0) - 0x80] ?? control);
}

function decodeDocument(bytes: Buffer, contentType: string | null): string {
  const bom = bomEncoding(bytes);
  if (bom) return new TextDecoder(bom).decode(bytes);
  const head = bytes.subarray(0, 2048).toString('latin1');
  const declared = declaredEncoding(head);
  const fromDocument = declared ? tryDecode(bytes, declared, false) : null;
  if (fromDocument !== null) return fromDocument;
  // Servers often label Latin-1 feeds as UTF-8, so the HTTP charset must fit the bytes.
  const httpCharset = charsetOf(contentType);
  const fromHeader = httpCharset ? tryDecode(bytes, httpCharset, true) : null;
  if (fromHeader !== null) return fromHeader;
  return tryDecode(bytes, 'utf-8', true) ?? new TextDecoder('windows-1252').decode(bytes);
}

function bomEncoding(bytes: Buffer): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

function declaredEncoding(head: string): string | null {
  const xml = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head);
  if (xml) return xml[1]!;
  const meta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head);
  return meta ? meta[1]! : null;
}

function charsetOf(contentType: string | null): string | null {
  const match = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '');
  return match ? match[1]! : null;
}

/** null when the label is unknown, or (fatal) when the bytes are invalid in that encoding. */
function tryDecode(bytes: Buffer, label: string, fatal: boolean): string | null {
  try {
    return new TextDecoder(label, { fatal }).decode(bytes);
  } catch {
    return null;
  }
}

/** Markup that was escaped once too often and reads as text: "&amp;lt;p&amp;gt;" arrives as "<p>" or even "&lt;p&gt;". */
const ESCAPED_MARKUP = /(?:<|&lt;)\/?(?:p|a|br|div|span|img|strong|em|b|i|ul|ol|li|h[1-6]|figure|blockquote)\b[^>]*?(?:>|&gt;)/i;
/** How many extra levels of escaping are undone. */
const MAX_EXTRA_DECODES = 2;
/** Marks around link text while lines are collected, to measure each line's link density. */
const LINK_START = '\uE000';
const LINK_END = '\uE001';
/** The last sentence of a line when it ends in a colon: it introduces a list, table or picture that is not read. */
const TRAILING_INTRODUCTION = /(^|[.!?]["”’)]?\s)[^.!?]*:$/;

/** The body of an HTML fragment, entities decoded once; text that holds escaped markup is decoded again and parsed as markup. */
function fragmentBody(html: string): HTMLElement {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  // The parser leaves each entity in a text node of its own.
  document.body.normalize();
  for (const node of textNodes(document.body)) {
    let text = node.textContent ?? '';
    let decodes = 0;
    while (ESCAPED_MARKUP.test(text) && decodes++ < MAX_EXTRA_DECODES) {
      const holder = document.createElement('div');
      holder.innerHTML = text;
      if (decodes === MAX_EXTRA_DECODES || !ESCAPED_MARKUP.test(holder.textContent ?? '')) {
        (node as ChildNode).replaceWith(...holder.childNodes);
        break;
      }
      text = holder.textContent ?? '';
    }
  }
  return document.body;
}

function textNodes(root: Node): Node[] {
  return [...root.childNodes].flatMap((child) => (child.nodeType === 3 ? [child] : textNodes(child)));
}

/** Plain text of a short HTML fragment (a title, a name): scripts and styles dropped, entities decoded, one blank line between blocks. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return normaliseWhitespace(html);
  const body = fragmentBody(html);
  for (const dropped of body.querySelectorAll(DROPPED_ELEMENTS)) dropped.remove();
  const parts: string[] = [];
  collectText(body, parts, false);
  return normaliseWhitespace(parts.join(''));
}

/** The story text of an HTML fragment (a feed entry's body): as htmlToText, with boilerplate removed. */
export function storyText(html: string, language = 'en'): string {
  return elementStoryText(fragmentBody(html), language);
}

/**
 * The story text of an element: boilerplate blocks pruned by structure, headings
 * left out, short lists read as one sentence; then lines that are link labels
 * or furniture (phrase rules) dropped, footnote marks removed, and a closing
 * sentence that ends in a colon (introducing what is not read) dropped.
 * One blank line between blocks.
 */
export function elementStoryText(element: Element, language = 'en'): string {
  for (const dropped of element.querySelectorAll(DROPPED_ELEMENTS)) dropped.remove();
  pruneBoilerplate(element, language);
  const parts: string[] = [];
  collectText(element, parts, true);
  const story = lines(parts.join(''))
    .filter((line) => !isLinkLabel(line))
    .map((line) => storyLine(withoutLinkMarks(line)))
    .filter((line): line is string => line !== null);
  return joinWrappedLines(story)
    .map((line) => line.replace(TRAILING_INTRODUCTION, '$1').trim())
    .filter(Boolean)
    .join('\n\n');
}

/** A line break inside a sentence (a wrapped quotation or list item: "the failure of<br>crops") is not the end of it. */
function joinWrappedLines(all: string[]): string[] {
  const joined: string[] = [];
  for (const line of all) {
    const previous = joined.at(-1);
    if (previous !== undefined && !/[.!?:…"”’)]$/.test(previous) && /^\p{Ll}/u.test(line)) {
      joined[joined.length - 1] = `${previous} ${line}`;
    } else {
      joined.push(line);
    }
  }
  return joined;
}

function isLinkLabel(line: string): boolean {
  const linked = [...line.matchAll(/\uE000([^\uE001]*)\uE001?/g)].reduce((sum, match) => sum + match[1]!.trim().length, 0);
  const plain = withoutLinkMarks(line);
  return linked > 0 && linked / plain.length > LINK_ITEM_DENSITY && plain.split(' ').length <= MAX_LINK_LABEL_WORDS;
}

function withoutLinkMarks(line: string): string {
  return line.replace(/[\uE000\uE001]/g, '').replace(/ {2,}/g, ' ').trim();
}

function collectText(node: Node, parts: string[], markLinks: boolean): void {
  for (const child of node.childNodes) {
    if (child.nodeType === 3) parts.push(child.textContent ?? '');
    else if (child.nodeType === 1) {
      const tag = (child as Element).tagName.toUpperCase();
      const block = BLOCK_ELEMENTS.has(tag);
      const link = markLinks && tag === 'A';
      if (block) parts.push('\n');
      if (link) parts.push(LINK_START);
      collectText(child, parts, markLinks);
      if (link) parts.push(LINK_END);
      if (block) parts.push('\n');
    }
  }
}

function lines(text: string): string[] {
  return text
    .split(/\n/)
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean);
}

function normaliseWhitespace(text: string): string {
  return lines(text).join('\n\n');
}

/** The first words of a text, as a stand-in title. */
export function firstWords(text: string, count = 12): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length <= count ? words.join(' ') : `${words.slice(0, count).join(' ')}…`;
}

/** Cuts long text at a word boundary. */
export function clip(text: string, maxChars = ITEM_TEXT_MAX_CHARS): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > maxChars * 0.8 ? cut.slice(0, lastSpace) : cut}…`;
}

/** An absolute http(s) URL, resolved against base; null for anything else. */
export function httpUrl(value: string | null | undefined, base?: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
