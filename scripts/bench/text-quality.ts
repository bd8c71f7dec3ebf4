/**
 * What a listener would hear from the bundled feeds and pages: runs the real
 * content readers, storySentences and the WebVTT builder over every fixture and
 * counts junk sentences (a labelled list kept as test data, plus pattern checks
 * that know nothing of the cleaner), sentences that are not verbatim spans of
 * their source text, and caption cues that break a token or start mid-sentence.
 *   node --import tsx scripts/bench/text-quality.ts [--list]
 * (--list prints every spoken sentence, to label new junk.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extractArticle } from '#domain/briefings/content/html-page';
import { parseFeed } from '#domain/briefings/content/feed-parser';
import { decodeBytes } from '#domain/briefings/content/text';
import type { ParsedEntry } from '#domain/briefings/content/entry';
import { storySentences } from '#domain/briefings/script/clean';
import { toWebVtt } from '#domain/briefings/transcript';

const FIXTURES = new URL('../../test/fixtures/', import.meta.url);
const SOURCES = [
  ...files('feeds', /\.(rss|atom)$/),
  ...files('pages', /^(article|post-).*\.html$/),
  ...files('text', /\.(rss|atom|html)$/),
];
const JUNK = new Set(readFileSync(new URL('text/junk-sentences.txt', FIXTURES), 'utf8').split('\n').map(normalise).filter(Boolean));

/** Leftovers no clean sentence has, whatever cleaned it. */
const JUNK_PATTERNS: Array<[string, RegExp]> = [
  ['escaped markup', /&(?:lt|gt|amp|quot|#\d+|#x[\da-f]+);|<\/?[a-z][^>]*>/i],
  ['footnote marker', /\[\d+\]|\[citation needed\]|\.\[\.?$|^\d+\]/i],
  ['social handle', /(?:^|\s)@\w{2,}/],
  ['list intro read without its list', /:\.$/],
  ['rule line', /^[\s\-–—_=*~•.]{3,}$/],
  ['live-blog time stamp', /^(?:updated at )?\d{1,2}[.:]\d{2}\s*(?:am|pm)?\s*(?:GMT|BST|CET|EST|ET|UTC)\b/i],
];

function files(folder: string, pattern: RegExp): string[] {
  return readdirSync(new URL(`${folder}/`, FIXTURES)).filter((name) => pattern.test(name)).map((name) => `${folder}/${name}`);
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/ ([,.;:!?])/g, '$1').trim();
}

function entriesOf(path: string): ParsedEntry[] {
  const bytes = readFileSync(new URL(path, FIXTURES));
  const text = decodeBytes(bytes, null);
  const url = `https://example.com/${path}`;
  if (path.endsWith('.html')) return [extractArticle(text, url)].filter((entry): entry is ParsedEntry => entry !== null);
  try {
    return parseFeed(text, url);
  } catch {
    return [];
  }
}

/** A sentence is verbatim when it is a span of the source text, allowing only the full stop added at its end. */
function isVerbatim(sentence: string, source: string): boolean {
  return source.includes(sentence) || source.includes(sentence.replace(/\.$/, ''));
}

const ABBREVIATION_END = /(?:\b\p{Lu}\.|\b(?:Mr|Mrs|Ms|Dr|Prof|St|Inc|Ltd|No|vs|e\.g|i\.e|Jr|Sr)\.)$/u;

/** Why the boundary between two cues (or two sentences) falls inside a token or a sentence, or null. Cues may cut a long sentence at a clause. */
function brokenBoundary(before: string, after: string, clauseCut = false): string | null {
  if (clauseCut && (/[,;:–—]$/.test(before) || /^[–—-]\s/.test(after))) return null;
  if (/\d[.,:]$/.test(before) && /^\d/.test(after)) return 'number';
  if (/\w\.$/.test(before) && /^(?:com|org|net|edu|gov|io|co|uk|de)\b/i.test(after)) return 'domain';
  if (ABBREVIATION_END.test(before)) return 'abbreviation or initial';
  if (/^\p{Ll}/u.test(after)) return 'mid-sentence start';
  if (/[[(“‘]$/.test(before) || /^[\])”’]/.test(after)) return 'bracket or quote';
  if (!/[.!?…"'”’»)\],;:\-–—]$/.test(before)) return 'mid-sentence end';
  return null;
}

function cuesOf(vtt: string): string[] {
  return vtt.trim().split('\n\n').slice(1).map((block) => block.split('\n').slice(2).join(' ')).filter(Boolean);
}

const list = process.argv.includes('--list');
let spoken = 0;
let junk = 0;
let notVerbatim = 0;
let brokenSentences = 0;
let cueCount = 0;
let brokenCues = 0;
const examples: string[] = [];
const junkByKind = new Map<string, number>();
const note = (kind: string, text: string) => {
  junkByKind.set(kind, (junkByKind.get(kind) ?? 0) + 1);
  if (examples.length < 40) examples.push(`${kind}: ${text}`);
};

for (const path of SOURCES) {
  for (const entry of entriesOf(path)) {
    const source = normalise(entry.text);
    // Sentences are compared as spoken: whitespace collapsed, no space before punctuation.
    const sentences = storySentences(entry.text, 'en');
    spoken += sentences.length;
    for (const sentence of sentences) {
      if (list) console.log(`${path}\t${sentence}`);
      const pattern = JUNK_PATTERNS.find(([, regex]) => regex.test(sentence));
      if (JUNK.has(normalise(sentence))) { junk += 1; note('labelled junk', sentence); }
      else if (pattern) { junk += 1; note(pattern[0], sentence); }
      if (!isVerbatim(normalise(sentence), source)) { notVerbatim += 1; note('not verbatim', sentence); }
    }
    sentences.slice(1).forEach((sentence, index) => {
      const reason = brokenBoundary(sentences[index]!, sentence);
      if (reason) { brokenSentences += 1; note(`sentence split (${reason})`, `${sentences[index]} | ${sentence}`); }
    });
    if (sentences.length === 0) continue;
    const text = sentences.join(' ');
    const vtt = toWebVtt({ job_id: 'bench', text, segments: [{ start_seconds: 0, end_seconds: 60, text, source_ids: [], sources: [], articles: [], speaker: 'host', story: null }] }, 'en');
    const cues = cuesOf(vtt);
    cueCount += cues.length;
    cues.forEach((cue, index) => {
      if (!text.includes(cue)) { brokenCues += 1; note('cue changes the text', cue); return; }
      const previous = cues[index - 1];
      const reason = previous === undefined ? null : brokenBoundary(previous, cue, true);
      if (reason) { brokenCues += 1; note(`cue break (${reason})`, `${previous?.slice(-40)} | ${cue.slice(0, 40)}`); }
    });
  }
}

const perThousand = (count: number) => (spoken ? (count * 1000) / spoken : 0).toFixed(1);
if (!list) for (const example of examples) console.log(`  ${example}`);
console.log(`sources: ${SOURCES.length}, spoken story sentences: ${spoken}, caption cues: ${cueCount}`);
console.log(`junk sentences per 1,000 spoken: ${perThousand(junk)} (${junk}; ${[...junkByKind].filter(([kind]) => !/verbatim|split|cue/.test(kind)).map(([kind, count]) => `${kind} ${count}`).join(', ')})`);
console.log(`story sentences not verbatim in their source: ${notVerbatim}`);
console.log(`story sentences split inside a token or sentence: ${brokenSentences}`);
console.log(`caption cues breaking a token, starting mid-sentence or changing the text: ${brokenCues} of ${cueCount}`);
