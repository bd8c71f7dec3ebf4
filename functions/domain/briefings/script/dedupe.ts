import type { StoryFingerprint } from '#store/briefings/jobs';
import type { ScriptItem } from './types.ts';
import { normalizeTitle, terms, words } from '#shared/text';

/** Titles whose term sets overlap at least this much (Jaccard) tell the same story. */
const SIMILAR_TITLE_THRESHOLD = 0.6;

const TRACKING_PARAMETER = /^(?:utm_\w+|fbclid|gclid|mc_cid|mc_eid|wt_mc|ref|rss|cmpid|at_medium|at_campaign|ns_\w+)$/i;

/** One spelling per article URL: no scheme difference, www., fragment, trailing slash or tracking parameters. */
export function canonicalUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const query = [...parsed.searchParams]
    .filter(([name]) => !TRACKING_PARAMETER.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${host}${path}${query ? `?${query}` : ''}`;
}

function titleSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / (a.size + b.size - shared);
}

const titleTermSet = (title: string): Set<string> => new Set(terms(title));

/** Shingles of this many words, over the story's first LEAD_WORDS words: copies of an article share their opening. */
const SHINGLE_WORDS = 4;
const LEAD_WORDS = 64;
/** Leads with fewer shingles than this (under 23 words: a title, a teaser line) are too short to tell copies from stock phrasing. */
const MIN_SHINGLES = 20;
/** Two leads tell the same article when this share of the smaller one's shingles is in the other. */
const SAME_LEAD_CONTAINMENT = 0.6;

/** FNV-1a, 32 bits: a stable, compact hash of a shingle. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/** The distinct shingle hashes of a text's opening words, sorted. */
export function leadShingles(text: string): Uint32Array {
  const lead = words(text).slice(0, LEAD_WORDS);
  const hashes = new Set<number>();
  for (let index = 0; index + SHINGLE_WORDS <= lead.length; index++) hashes.add(hash32(lead.slice(index, index + SHINGLE_WORDS).join(' ')));
  return Uint32Array.from(hashes).sort();
}

const encodeShingles = (shingles: Uint32Array): string => Buffer.from(shingles.buffer, shingles.byteOffset, shingles.byteLength).toString('base64');

function decodeShingles(encoded: string): Uint32Array {
  const bytes = Buffer.from(encoded, 'base64');
  const copy = new Uint8Array(bytes.length - (bytes.length % 4));
  copy.set(bytes.subarray(0, copy.length));
  return new Uint32Array(copy.buffer).sort();
}

/** Both arrays are sorted (made by leadShingles or decodeShingles), so one merge pass counts the shared hashes without allocating. */
function sameLead(a: Uint32Array, b: Uint32Array): boolean {
  const smaller = Math.min(a.length, b.length);
  if (smaller < MIN_SHINGLES) return false;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i += 1;
    else if (a[i]! > b[j]!) j += 1;
    else { shared += 1; i += 1; j += 1; }
  }
  return shared >= SAME_LEAD_CONTAINMENT * smaller;
}

export type { StoryFingerprint };

export function storyFingerprint(item: Pick<ScriptItem, 'url' | 'title' | 'text'>): StoryFingerprint {
  return { url: item.url === null ? null : canonicalUrl(item.url), title: normalizeTitle(item.title), lead: encodeShingles(leadShingles(item.text)) };
}

/** A fingerprint ready for comparison. */
interface KnownStory {
  url: string | null;
  title: Set<string>;
  lead: Uint32Array;
}

const fromFingerprint = (fingerprint: StoryFingerprint): KnownStory =>
  ({ url: fingerprint.url, title: titleTermSet(fingerprint.title), lead: decodeShingles(fingerprint.lead) });

const knownStories = new WeakMap<ScriptItem, KnownStory>();

/** An item's fingerprint ready for comparison, made once per item: clustering compares every pair. */
function knownStory(item: ScriptItem): KnownStory {
  let story = knownStories.get(item);
  if (!story) {
    story = fromFingerprint(storyFingerprint(item));
    knownStories.set(item, story);
  }
  return story;
}

/** Same link, a similar title, or the same opening text: the same article. */
function sameStory(a: KnownStory, b: KnownStory): boolean {
  return (a.url !== null && a.url === b.url)
    || titleSimilarity(a.title, b.title) >= SIMILAR_TITLE_THRESHOLD
    || sameLead(a.lead, b.lead);
}

/** Whether an item is the story a fingerprint remembers (same link, a similar title or the same opening text). */
export const isSameStory = (fingerprint: StoryFingerprint, item: ScriptItem): boolean => sameStory(fromFingerprint(fingerprint), knownStory(item));

/** Whether two items are one article: the same link, a similar title or the same opening text. */
export const isSameArticle = (a: ScriptItem, b: ScriptItem): boolean => sameStory(knownStory(a), knownStory(b));

/**
 * Keeps the first (best-ranked) of each story: later items with the same canonical URL,
 * a similar title or the same opening text are dropped; with `withinSource`, only when the
 * kept one is of the same source (another outlet's copy is then its report of the event).
 */
export function dropNearDuplicates<T extends { item: ScriptItem }>(ranked: T[], { withinSource = false } = {}): T[] {
  const kept: Array<{ story: KnownStory; source: string }> = [];
  return ranked.filter(({ item }) => {
    const story = knownStory(item);
    if (kept.some((other) => (!withinSource || other.source === item.source_id) && sameStory(other.story, story))) return false;
    kept.push({ story, source: item.source_id });
    return true;
  });
}

/**
 * Drops stories that recent briefings of the profile already told: `covered` holds their
 * item ids and normalized titles (a similar title matches too); `told` their fingerprints,
 * which also recognise the same article under another link or title.
 */
export function dropAlreadyCovered(items: ScriptItem[], covered: string[], told: StoryFingerprint[] = []): ScriptItem[] {
  const coveredIds = new Set(covered);
  const known = [
    ...[...new Set(covered.map(normalizeTitle))].filter(Boolean).map((title) => ({ url: null, title: titleTermSet(title), lead: new Uint32Array() })),
    ...told.map(fromFingerprint),
  ];
  return items.filter((item) => {
    if (coveredIds.has(item.id)) return false;
    const story = knownStory(item);
    return !known.some((other) => sameStory(other, story));
  });
}
