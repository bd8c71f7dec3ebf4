/**
 * One story from many outlets: items of different sources that report the same event share its
 * named people, places and organisations and its figures, however differently they are worded,
 * and appear close in time. Items that merely share a topic share words, not the names and
 * figures of one happening, and stay apart. Pure: no clock, no store.
 */
import { splitSentences } from '#shared/sentences';
import { safeLocale, terms } from '#shared/text';
import type { ScriptItem } from './types.ts';

/** Items further apart than this are different happenings, however alike. */
export const EVENT_WINDOW_SECONDS = 36 * 3600;
/** Shared evidence (see eventEvidence) from which two items report the same event. */
export const SAME_EVENT_THRESHOLD = 1.75;

/** What an item names: its entities (lower case) and figures (normalized), each with its weight. */
export interface EventMarks {
  names: Map<string, number>;
  /** Single capitalised words that open a sentence (or German nouns): names only when another item names them too. */
  openers: Map<string, number>;
  figures: Map<string, number>;
  /** Stemmed content words of six letters and more that are not names: what the reports say happened. */
  words: Set<string>;
}

/** A specific figure (a decimal, a score, a number above ten) says more than a small count. */
const SPECIFIC_FIGURE_WEIGHT = 1.5;
const SMALL_FIGURE_WEIGHT = 0.5;
/** Shared wording is weak evidence on its own (outlets on one topic share it): this much per word, at most WORDS_CAP. */
const WORD_WEIGHT = 0.25;
const WORDS_CAP = 1;
const MIN_WORD_LENGTH = 6;

/** Capitalised words that name no one: pronouns, articles and words that open clauses, per language. */
const NOT_NAMES: Record<string, string[]> = {
  en: ['i', 'the', 'a', 'an', 'it', 'its', 'he', 'she', 'they', 'we', 'this', 'that', 'these', 'those', 'his', 'her', 'their', 'our', 'mr', 'mrs', 'ms', 'dr'],
  de: ['der', 'die', 'das', 'ein', 'eine', 'er', 'sie', 'es', 'wir', 'ihr', 'dem', 'den', 'des', 'prozent', 'euro', 'millionen', 'milliarden', 'jahr', 'jahre'],
  fr: ['le', 'la', 'les', 'un', 'une', 'il', 'elle', 'ils', 'elles', 'nous', 'ce', 'cette'],
  es: ['el', 'la', 'los', 'las', 'un', 'una', 'él', 'ella', 'ellos', 'nosotros', 'este', 'esta'],
};
/** Lower-case words that may sit inside a name ("Bank of England", "Rat der Stadt"). */
const NAME_JOINERS = new Set(['of', 'and', 'for', 'de', 'der', 'des', 'von', 'du', 'la', 'del', 'y', 'et']);

/** Weekday and month names of a language: every event of a day shares them. */
function calendarWords(language: string): Set<string> {
  const locale = safeLocale(language);
  const words = new Set<string>();
  for (let day = 0; day < 7; day++) {
    const date = new Date(Date.UTC(2024, 0, 1 + day));
    for (const weekday of ['long', 'short'] as const) words.add(new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(date).toLowerCase().replace(/\.$/, ''));
  }
  for (let month = 0; month < 12; month++) {
    words.add(new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month, 1))).toLowerCase());
  }
  return words;
}

const stopWordsCache = new Map<string, Set<string>>();
function notNames(language: string): Set<string> {
  const base = language.slice(0, 2).toLowerCase();
  let words = stopWordsCache.get(base);
  if (!words) {
    words = new Set([...(NOT_NAMES[base] ?? []), ...calendarWords(base)]);
    stopWordsCache.set(base, words);
  }
  return words;
}

/** "3,25" (German decimal comma) and "3.25" alike; "40,000" and "40.000" alike; currency and units dropped. */
function normalizedFigure(raw: string, language: string): string | null {
  const score = /^(\d{1,2})[-–:](\d{1,2})$/.exec(raw);
  if (score) return `${score[1]}-${score[2]}`;
  const digits = raw.replace(/[^\d.,]/g, '').replace(/[.,]$/, '');
  if (!digits) return null;
  const commaDecimal = language.startsWith('en') ? false : /,\d{1,2}$/.test(digits);
  const grouped = commaDecimal ? digits.replace(/\./g, '').replace(',', '.') : /^\d{1,3}([.,]\d{3})+$/.test(digits) ? digits.replace(/[.,]/g, '') : digits.replace(/,/g, '');
  const value = Number(grouped);
  if (!Number.isFinite(value)) return null;
  // A year dates the story; it does not tell one event from another.
  if (Number.isInteger(value) && value >= 1900 && value <= 2100 && grouped.length === 4) return null;
  return String(value);
}

const figureWeight = (figure: string): number =>
  figure.includes('-') || figure.includes('.') || Number(figure) > 10 ? SPECIFIC_FIGURE_WEIGHT : SMALL_FIGURE_WEIGHT;

const FIGURE_PATTERN = /^[€$£¥]?\d[\d.,]*(?:[-–:]\d{1,2})?(?:%|[a-z]{0,3})?$/iu;
const trimmed = (token: string): string => token.replace(/^[^\p{L}\p{N}€$£]+|[^\p{L}\p{N}%]+$/gu, '').replace(/['’]s$/u, '');

/**
 * The names and figures of an item's title and text. A name is a run of capitalised words that
 * does not open a sentence; each word of a run weighs 1/length, so "Joel Vallin" counts once. A
 * single word that opens a sentence, and in German (where every noun is capitalised) any single
 * word, is only an opener unless the item also names it inside a sentence (German: repeats it); an
 * opener counts when the other item names it.
 */
export function eventMarks(item: Pick<ScriptItem, 'title' | 'text'>, language: string): EventMarks {
  const stop = notNames(language);
  const german = language.startsWith('de');
  const runs: Array<{ words: string[]; opensSentence: boolean }> = [];
  const figures = new Map<string, number>();
  for (const sentence of [...splitSentences(item.title, language), ...splitSentences(item.text, language)]) {
    let run: string[] = [];
    let opens = false;
    const close = () => {
      while (run.length && NAME_JOINERS.has(run.at(-1)!)) run.pop();
      if (run.length) runs.push({ words: run, opensSentence: opens });
      run = [];
    };
    sentence.split(/\s+/).forEach((raw, position) => {
      const token = trimmed(raw);
      if (FIGURE_PATTERN.test(token)) {
        const figure = normalizedFigure(token, language);
        if (figure !== null) figures.set(figure, figureWeight(figure));
        close();
        return;
      }
      const lower = token.toLowerCase();
      const capitalised = /^\p{Lu}/u.test(token) && token.length > 1 && !stop.has(lower);
      if (capitalised) {
        if (!run.length) opens = position === 0;
        run.push(lower);
      } else if (run.length && NAME_JOINERS.has(lower) && token === lower) run.push(lower);
      else close();
      // A word cut off by punctuation ends the run: "Frankfurt, Paris" are two names.
      if (/[,;:)]$/.test(raw)) close();
    });
    close();
  }
  const seen = new Map<string, number>();
  for (const { words } of runs) for (const word of words) seen.set(word, (seen.get(word) ?? 0) + 1);
  const midSentence = new Set(runs.filter(({ opensSentence, words }) => !opensSentence || words.length > 1).flatMap(({ words }) => words));
  const names = new Map<string, number>();
  const openers = new Map<string, number>();
  for (const { words, opensSentence } of runs) {
    const named = words.filter((word) => !NAME_JOINERS.has(word));
    const uncertain = named.length === 1 && (german ? seen.get(named[0]!)! === 1 : opensSentence && !midSentence.has(named[0]!));
    for (const word of named) (uncertain ? openers : names).set(word, Math.max(names.get(word) ?? 0, 1 / named.length));
  }
  for (const word of names.keys()) openers.delete(word);
  const capitalised = new Set([...names.keys(), ...openers.keys()]);
  const words = new Set(terms(`${item.title} ${item.text}`).filter((word) => word.length >= MIN_WORD_LENGTH && !/\d/.test(word) && !capitalised.has(word)));
  return { names, openers, figures, words };
}

function sharedWeight(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  for (const [key, weight] of a) {
    const other = b.get(key);
    if (other !== undefined) shared += Math.min(weight, other);
  }
  return shared;
}

/** How much of one happening two items share: the weights of the names and figures both give. */
export const eventEvidence = (a: EventMarks, b: EventMarks): number =>
  sharedWeight(a.names, b.names) + sharedWeight(a.openers, b.names) + sharedWeight(a.names, b.openers) + sharedWeight(a.figures, b.figures)
  + Math.min(WORDS_CAP, WORD_WEIGHT * [...a.words].filter((word) => b.words.has(word)).length);

/** The facts an item gives: its weighted names and figures. */
const completeness = (marks: EventMarks): number =>
  [...marks.names.values(), ...marks.figures.values()].reduce((sum, weight) => sum + weight, 0);

interface Marked<T> {
  entry: T;
  item: ScriptItem;
  marks: EventMarks;
}

/** Whether two items are copies of one article (dedupe.ts's test): another outlet's copy reports the same event. */
export type SameArticle = (a: ScriptItem, b: ScriptItem) => boolean;

function sameEvent<T>(a: Marked<T>, b: Marked<T>, sameArticle: SameArticle): boolean {
  if (a.item.source_id === b.item.source_id) return false;
  const [first, second] = [a.item.published_at, b.item.published_at];
  if (first !== null && second !== null && Math.abs(first - second) > EVENT_WINDOW_SECONDS) return false;
  return eventEvidence(a.marks, b.marks) >= SAME_EVENT_THRESHOLD || sameArticle(a.item, b.item);
}

/** One event as a briefing tells it: the most complete version, then the other outlets' versions in rank order. */
export interface EventCluster<T> {
  /** The version that names the most names and figures: the one the story is told from. */
  lead: T;
  /** The other outlets' versions of the same event, in rank order. */
  others: T[];
}

/**
 * Groups ranked entries (best first) into events: an entry joins the first cluster one of whose
 * members reports the same event (or is a copy of the same article) from another source, unless
 * the cluster already has a version from its source. Clusters come in the order of their
 * best-ranked member.
 */
export function clusterByEvent<T>(
  ranked: T[], itemOf: (entry: T) => ScriptItem, language: string, sameArticle: SameArticle = () => false,
): Array<EventCluster<T>> {
  const clusters: Array<Array<Marked<T>>> = [];
  for (const entry of ranked) {
    const item = itemOf(entry);
    const marked = { entry, item, marks: eventMarks(item, language) };
    const home = clusters.find((members) =>
      !members.some((member) => member.item.source_id === item.source_id) && members.some((member) => sameEvent(member, marked, sameArticle)));
    if (home) home.push(marked);
    else clusters.push([marked]);
  }
  return clusters.map((members) => {
    const lead = members.reduce((best, member) => (completeness(member.marks) > completeness(best.marks) ? member : best));
    return { lead: lead.entry, others: members.filter((member) => member !== lead).map((member) => member.entry) };
  });
}
