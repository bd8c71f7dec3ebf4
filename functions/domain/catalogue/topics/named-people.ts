/**
 * People a story names in full ("Author Maya Kestrel wins...", "said Maya Kestrel"): a capitalised
 * word, not the first of its sentence, directly before another. A company known by a name that is
 * also a surname is not that person: the matcher guards these full names for a company's interest.
 */
import { matchTokens } from '#shared/text';
import type { TermPattern } from './term-patterns.ts';

/** A capitalised word and the next one; the lookahead lets "Author Maya Kestrel" yield both pairs. */
const CAPITALISED_PAIR = /(\p{Lu}\p{Ll}+)(?=[ \u00a0]+(\p{Lu}\p{Ll}+)(?![\p{L}\p{N}]))/gu;
/** What ends a sentence or opens a quotation or an aside: the word after it may be capitalised for that alone (after a colon, a name is a name: "Vorstandschef: Erik Halvorsen"). */
const SENTENCE_OPENING = /(?:^|[.!?;"“”«»(\u2013\u2014-])\s*$/u;
/** A pair followed by a comma opens an apposition ("Lars Ekberg, fisherman, on ..."): a name even at a sentence's opening. */
const APPOSITION = /^[ \u00a0]+\p{Lu}\p{Ll}+,/u;
/** A title with at least this share of its longer words capitalised is in title case, where capitals say nothing. */
const TITLE_CASE_SHARE = 0.8;
const LONGER_WORD = /^\p{L}{4,}$/u;

const calendarWords = new Map<string, Set<string>>();

/** Weekday and month names of the language, which stand capitalised before a name without being a given name ("on Monday Kestrel said"). */
function calendarWordsOf(language: string): Set<string> {
  let names = calendarWords.get(language);
  if (!names) {
    names = new Set<string>();
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    for (let day = 0; day < 12; day++) {
      if (day < 7) names.add(weekday.format(Date.UTC(2024, 0, day + 1)).toLowerCase());
      names.add(month.format(Date.UTC(2024, day, 1)).toLowerCase());
    }
    calendarWords.set(language, names);
  }
  return names;
}

function isTitleCase(title: string): boolean {
  const longer = title.split(/\s+/).filter((word) => LONGER_WORD.test(word));
  return longer.length > 0 && longer.filter((word) => /^\p{Lu}/u.test(word)).length / longer.length >= TITLE_CASE_SHARE;
}

/**
 * The two-word full names a title (unless in title case) and a text write mid-sentence ("Maya
 * Kestrel") or before a comma ("Lars Ekberg, fisherman"), as guard patterns stemmed like the story's words.
 */
export function fullNamesIn(title: string, text: string, language: string, stemWord: (folded: string) => string): TermPattern[] {
  const calendar = calendarWordsOf(language);
  const names = new Set<string>();
  for (const part of isTitleCase(title) ? [text] : [title, text]) {
    for (const match of part.matchAll(CAPITALISED_PAIR)) {
      const [, given, surname] = match;
      if (!given || !surname || calendar.has(given.toLowerCase())) continue;
      if (SENTENCE_OPENING.test(part.slice(0, match.index)) && !APPOSITION.test(part.slice(match.index + given.length))) continue;
      names.add(`${given} ${surname}`);
    }
  }
  return [...names].map((full) => ({ term: full, stems: matchTokens(full, stemWord).map((token) => token.stem), exact: null, compoundHead: null, weight: 0, standalone: false }));
}

/** The full names whose surname is `name` as written: there the name is a person's, not the company's. */
export const fullNamesEndingIn = (names: readonly TermPattern[], name: string): TermPattern[] => names.filter(({ term }) => term.endsWith(` ${name}`));
