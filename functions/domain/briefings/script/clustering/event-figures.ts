/**
 * The figures of an item (one notation: "3,25 Prozent" and "3.25%" alike), the ones it gives as what
 * came before, and the facts of which one event has one value it gives (a score, a date, a quarter,
 * a sum of money, a code, a vote's tally, a study's count of people, a plan's count of jobs or flats, an outbreak's disease, a prison
 * term, a stage, men's or women's); a date's day is the date's, no count. Pure.
 */
import { beforeAt, tellsBefore } from './concepts.ts';
import { changesIn, datesIn, figuresIn, figureWeight, type FigureKind, pointFractionsIn, quartersIn, sumOf } from './figures.ts';
import { fieldsIn } from './facts/competitions.ts';
import { diseasesIn } from './facts/diseases.ts';
import { flatsIn, jobsIn } from './facts/jobs.ts';
import { samplesIn } from './facts/studies.ts';
import { termsIn } from './facts/terms.ts';
import { talliesIn, withoutNextRound } from './facts/votes.ts';

/** Facts of which one event has exactly one: two items stating different ones report different events. */
export type DistinguishingKind = 'score' | 'date' | 'quarter' | 'money' | 'code' | 'happening' | 'sector' | 'side' | 'central-bank' | 'prize' | 'tally' | 'sample' | 'jobs' | 'disease' | 'term' | 'flats' | 'stage' | 'field' | 'goods';

/** How many tokens after a word of what came before still tell it ("d'un rachat à 2,3 milliards"). */
const BEFORE_TOKENS = 6;

/** A sentence's tokens, as written and trimmed. */
export interface Tokenized { tokens: string[]; words: string[] }

/** The figures of an item's title and text (folded) and of its sentences, and the facts of which one event has one they give (a score, a date, a sum, a code). */
export function figuresOf(foldedParts: string[], sentences: Tokenized[], language: string, allMonths: Map<string, number>) {
  const figures = new Map<string, number>();
  const distinguishing = new Map<DistinguishingKind, Set<string>>();
  const distinguish = (kind: DistinguishingKind, value: string) => distinguishing.set(kind, (distinguishing.get(kind) ?? new Set()).add(value));
  const written = new Map<string, number>();
  const add = (figure: string, kind: FigureKind | 'date' | 'quarter', currency?: string) => {
    figures.set(figure, figureWeight(figure));
    written.set(figure, (written.get(figure) ?? 0) + 1);
    if (kind) distinguish(kind, currency ? sumOf(figure, currency) : figure);
  };
  const days = new Map<string, number>();
  // Whole texts, not sentences: a splitter may end a sentence at the point of "9. Juni".
  for (const folded of foldedParts) {
    for (const date of datesIn(withoutNextRound(folded), allMonths)) {
      add(date, 'date');
      const day = date.split('-')[1]!;
      days.set(day, (days.get(day) ?? 0) + 1);
    }
    for (const quarter of quartersIn(folded)) add(quarter, 'quarter');
    for (const share of pointFractionsIn(folded)) add(share, null);
  }
  const figuresBefore = new Set<string>();
  const before = foldedParts.some((folded) => tellsBefore(folded, language));
  for (const { tokens, words } of sentences) {
    figuresIn(tokens, words, add, (code) => distinguish('code', code));
    const at = before ? beforeAt(words, language) : -1;
    const after = (list: string[]) => list.slice(at + 1, at + 1 + BEFORE_TOKENS);
    if (at >= 0) figuresIn(after(tokens), after(words), (figure) => figuresBefore.add(figure), () => undefined);
  }
  // A date's day is the date's, no count: "le 12 mars" and "for twelve years" share no figure.
  for (const [day, count] of days) if ((written.get(day) ?? 0) <= count) figures.delete(day);
  for (const [kind, read] of [['tally', talliesIn], ['sample', samplesIn], ['jobs', jobsIn], ['disease', diseasesIn], ['term', termsIn], ['flats', flatsIn], ['field', fieldsIn]] as const) {
    const values = foldedParts.flatMap(read);
    if (values.length) distinguishing.set(kind, new Set(values));
  }
  return { figures, figuresBefore, distinguishing, changes: foldedParts.flatMap(changesIn) };
}
