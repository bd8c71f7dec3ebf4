import { parseHTML } from 'linkedom';

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
 * valid UTF-8 (which is what undeclared Latin-1 feeds turn out to be).
 */
export function decodeBytes(bytes: Buffer, contentType: string | null): string {
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

/** Plain text of an HTML fragment: scripts and styles dropped, entities decoded, one blank line between blocks. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return normaliseWhitespace(html);
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return elementText(document.body);
}

/** Plain text of an element already in a document (same rules as htmlToText). */
export function elementText(element: Element): string {
  for (const dropped of element.querySelectorAll(DROPPED_ELEMENTS)) dropped.remove();
  const parts: string[] = [];
  collectText(element, parts);
  return normaliseWhitespace(parts.join(''));
}

function collectText(node: Node, parts: string[]): void {
  for (const child of node.childNodes) {
    if (child.nodeType === 3) parts.push(child.textContent ?? '');
    else if (child.nodeType === 1) {
      const block = BLOCK_ELEMENTS.has((child as Element).tagName.toUpperCase());
      if (block) parts.push('\n');
      collectText(child, parts);
      if (block) parts.push('\n');
    }
  }
}

function normaliseWhitespace(text: string): string {
  return text
    .split(/\n/)
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
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
