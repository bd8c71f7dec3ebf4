/**
 * Whether two reports state facts of which one happening has one, differently: two values of one
 * fact (a score, a date, a sum, a storm's or a prize's own name), a happening every report of it
 * names told by one only, one office given two holders, two titles' other parties or other people,
 * a share one gives as the old one, two laws or two measures' actors (politics.ts), two places a storm or a fire struck, a
 * match's preview beside its result, two records with no figure in common. However much else they share, they tell two
 * happenings. Pure.
 */
import { isOffice } from './actors.ts';
import { sameScore } from './facts/competitions.ts';
import { FIRE, PREVIEW, STORM } from './concept-phrases.ts';
import { NAMED_BY_EVERY_REPORT, NAMED_ONCE_TITLED, OPPOSITES } from './concepts.ts';
import { type EventMarks, written } from './event-marks.ts';
import { mayBeOneSum } from './figures.ts';
import { otherActors, otherLaws } from './politics.ts';

/**
 * Whether a report tells a happening that every report of it names, while the other tells none of
 * it: a named storm, a strike (the port's strike and its new terminal), a recall (a carmaker's
 * recall and its new plant), a resignation its title tells (a party leader quitting after an
 * election and the election's result); or a happening whose opposite alone the other tells (an
 * opening, a closure). The same names, another happening.
 */
function happeningOnlyIn(a: EventMarks, b: EventMarks): boolean {
  if (a.happenings.size > 0 && b.happenings.size === 0 && !b.content.lead.has(STORM)) return true;
  for (const concept of NAMED_BY_EVERY_REPORT) if (a.content.lead.has(concept) && !b.content.lead.has(concept)) return true;
  for (const concept of NAMED_ONCE_TITLED) if (a.content.title.has(concept) && !b.content.lead.has(concept)) return true;
  for (const [one, opposite] of OPPOSITES) {
    if (a.content.lead.has(one) && !a.content.lead.has(opposite) && b.content.lead.has(opposite) && !b.content.lead.has(one)) return true;
  }
  // A club's reserves or women's team is named by every report of their match: a first team's match is another.
  return a.distinguishing.has('side') && !b.distinguishing.has('side');
}

/** Whether two reports give one office two holders, neither naming the other's: the outgoing and the incoming minister, two countries' ministers. */
function otherHolders(a: EventMarks, b: EventMarks): boolean {
  return a.holders.some(([office, bearer]) => isOffice(office) && !bearer.some((word) => written(b, word) > 0)
    && b.holders.some(([other, theirs]) => other === office && !theirs.some((word) => written(a, word) > 0)));
}

/** Whether two titles name one party beside another each that the other report never names: two countries' deals with the union are two happenings. */
function otherParties(a: EventMarks, b: EventMarks): boolean {
  const onlyIn = (one: EventMarks, other: EventMarks) => [...one.parties].some((party) => !other.names.has(party));
  return [...a.parties].some((party) => b.parties.has(party)) && onlyIn(a, b) && onlyIn(b, a);
}

/**
 * Whether each title gives a full name (a person's, a club's, a company's) of which the other report
 * never writes a word: two reports about two others (a club's new striker and its former coach's
 * talks with another club; two swimmers' records of one championship) tell two happenings.
 */
function otherProtagonists(a: EventMarks, b: EventMarks): boolean {
  const unnamedIn = (one: EventMarks, other: EventMarks) => one.protagonists.some((name) => name.every((word) => written(other, word) === 0));
  return unnamedIn(a, b) && unnamedIn(b, a);
}

/** Whether each title names a winner the other report never writes: the women's and the men's final of one tournament. */
const otherWinners = (a: EventMarks, b: EventMarks): boolean =>
  a.winners.some((winner) => written(b, winner) === 0) && b.winners.some((winner) => written(a, winner) === 0);

const writes = (marks: EventMarks, key: string): boolean =>
  marks.names.has(key) || marks.openers.has(key) || marks.places.has(key) || marks.forms.has(key) || marks.actors.has(key);

const THEFT = '#theft';

/** Whether a report of a storm titles a town the other never writes ("at Pellow Point"), and the other titles a place the first never writes. */
const townApart = (a: EventMarks, b: EventMarks): boolean =>
  a.titleTowns.some((town) => !writes(b, town)) && [...b.titleNames, ...b.titleTowns].some((place) => !writes(a, place));

/**
 * Whether two reports of a storm or a fire tell two places struck: a storm is one happening wherever it strikes (its own name weighs
 * as one), but a title that tells the town it struck ("at Pellow Point", "à Plouvenec", "nach Möwenoog", "en Arnela"), which the
 * other report never writes while its own title names a place the first never writes, tells another of its happenings (a coast
 * road washed away beside the power cut in a valley), and so it tells another fire ("en Villanueva del Arcón" beside "Incendie … de
 * Lussac-sur-Verne"). A title's region or country ("in Brittany", "en Bretagne", "en Francia") is no town's: a storm's power cut in a
 * region and its rescue off a town of the region are one happening's.
 */
const otherPlacesStruck = (a: EventMarks, b: EventMarks): boolean => [STORM, FIRE].some((concept) => a.content.lead.has(concept) && b.content.lead.has(concept))
  && (townApart(a, b) || townApart(b, a));

/**
 * Whether two reports of a theft each name something in their titles and share no name: a robbery is one place's and one
 * victim's, which a report that titles a name names in some form ("jewellery raid in German city … in Ostermark" beside "robo en
 * una joyería de Villaurrutia"); a title that names nothing ("Braquage d'une bijouterie espagnole") may tell it by what followed.
 */
const otherThefts = (a: EventMarks, b: EventMarks): boolean => a.content.lead.has(THEFT) && b.content.lead.has(THEFT)
  && a.titleNames.length > 0 && b.titleNames.length > 0 && ![...a.names.keys()].some((name) => writes(b, name)) && ![...b.names.keys()].some((name) => writes(a, name));

/** Whether a report looks ahead to a match ("set for final", "vor dem Viertelfinale") that the other, no preview, tells won or gives a score of: the match's preview and its result. */
const previewBesideResult = (a: EventMarks, b: EventMarks): boolean =>
  a.acts.includes(PREVIEW) && !b.acts.includes(PREVIEW) && (b.acts.includes('#win') || b.distinguishing.has('score'));

/** A figure's significant digits: "2.01m" read as 2.01 million and "2,01" as 2.01 are one figure in two magnitudes. */
const digitsOf = (figure: string): string => figure.replace(/\D/gu, '').replace(/^0+|0+$/gu, '');

/**
 * Whether two reports of a record each give a figure and none in common, in any magnitude: a town's record heat of 41.2C and a
 * port's record 6.2 million containers.
 */
function otherRecords(a: EventMarks, b: EventMarks): boolean {
  if (!a.acts.includes('#record') || !b.acts.includes('#record')) return false;
  const digits = ({ figures }: EventMarks) => new Set([...figures].filter(([, weight]) => weight > 0).map(([figure]) => digitsOf(figure)));
  const own = digits(a);
  const theirs = digits(b);
  return own.size > 0 && theirs.size > 0 && ![...own].some((figure) => theirs.has(figure));
}

/** Whether one report gives a share as the old one that the other gives without the new: a tariff raised and the other side's reply at the old rate. */
const oldShareOnly = (a: EventMarks, b: EventMarks): boolean => a.changes.some(([before, after]) => b.figures.has(before) && !b.figures.has(after));

/** Counts outlets round their own way ("about 3,000 jobs", "2.950 Stellen"): two within NEAR_COUNT of the larger are one. */
const COUNTS = new Set(['jobs', 'flats', 'sample']);
const NEAR_COUNT = 0.05;
const nearCount = (a: string, b: string): boolean => Math.abs(Number(a) - Number(b)) <= NEAR_COUNT * Math.max(Number(a), Number(b));

/**
 * Whether two items state different values of a fact one event has one of: both give a score
 * (date, quarter, sum, storm's name, a strike's sector, a club's side, a study's count of people, a plan's count of jobs, a prison term) and none is the same; or one
 * tells a storm, a strike, a recall or a match of a club's reserves or women's team and the other tells of none;
 * or the two give one office two holders, neither naming the other's; or their titles name two pairs of parties (otherParties), or one gives a share as the old one that the other gives alone (oldShareOnly),
 * or each title names someone the other never names (otherProtagonists), or a winner the other never names (otherWinners), or
 * a place a storm or a fire struck the other never names (otherPlacesStruck), or two thefts share no name (otherThefts), or one previews a match the other tells the result of
 * (previewBesideResult), or two records give figures and none in common (otherRecords).
 */
export function conflictingFacts(a: EventMarks, b: EventMarks): boolean {
  if (happeningOnlyIn(a, b) || happeningOnlyIn(b, a) || otherHolders(a, b) || otherParties(a, b)
    || oldShareOnly(a, b) || oldShareOnly(b, a) || otherProtagonists(a, b) || otherWinners(a, b) || otherLaws(a, b) || otherActors(a, b)
    || otherPlacesStruck(a, b) || otherThefts(a, b) || previewBesideResult(a, b) || previewBesideResult(b, a)
    || otherRecords(a, b)) return true;
  for (const [kind, values] of a.distinguishing) {
    const others = b.distinguishing.get(kind);
    if (!others) continue;
    const one = kind === 'money' ? (value: string) => [...others].some((other) => mayBeOneSum(value, other))
      : kind === 'score' ? (value: string) => sameScore(value, values, others)
        : COUNTS.has(kind) ? (value: string) => [...others].some((other) => nearCount(value, other))
          : (value: string) => others.has(value);
    if (![...values].some(one)) return true;
  }
  return false;
}
