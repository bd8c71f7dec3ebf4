/**
 * What politics and the world call for beyond names and figures: two laws named in one language
 * (laws.ts), an office counted once with the holder both reports name, the happenings every report
 * of one tells with who or where (a strike, a resignation), and two actors' measures against a state. Pure.
 */
import { STRIKE } from './concept-phrases.ts';
import type { EventMarks } from './event-marks.ts';

const RESIGNATION = '#resignation';

/**
 * Whether two reports in one language each name a law and none in common: one court's rulings on two
 * laws, one parliament's votes on two bills. Across languages a law's subject is written otherwise.
 */
export const otherLaws = (a: EventMarks, b: EventMarks): boolean => a.content.language === b.content.language
  && a.laws.size > 0 && b.laws.size > 0 && ![...a.laws].some((law) => b.laws.has(law));

/** The offices of a's that a holder both reports name holds, as either says: the office is that person, counted once as the person ("Jonas Ekwall", "the prime minister"). */
export function officesHeldByOneNamed(a: EventMarks, b: EventMarks): string[] {
  const namedByBoth = (word: string) => (a.names.has(word) || a.openers.has(word)) && (b.names.has(word) || b.openers.has(word));
  return [...a.holders, ...b.holders].filter(([office, bearer]) => a.actors.has(office) && bearer.some(namedByBoth)).map(([office]) => office);
}

/**
 * Whether both reports tell a strike and each names where, or a resignation and each names a person: unless they share a name or a
 * bearer, they tell two (a strike in one port and in another, two officials' resignations). A report that names who resigned only
 * by office ("la patronne des transports publics") names no person.
 */
export const bothToldWithBearer = (a: EventMarks, b: EventMarks): boolean => (a.names.size > 0 && b.names.size > 0 && a.content.lead.has(STRIKE)
  && b.content.lead.has(STRIKE)) || (a.person && b.person && a.content.lead.has(RESIGNATION) && b.content.lead.has(RESIGNATION));

/** Measures one state or union takes against another: who takes one is what tells it from another's. */
const MEASURES = ['#sanctions', '#embargo', '#expulsion', '#freeze'];
const written = (marks: EventMarks, key: string): boolean => marks.names.has(key) || marks.openers.has(key) || marks.actors.has(key);

/**
 * Whether two reports of a measure against a state name different actors first in their titles, neither of which the other
 * report names (the union's sanctions on Corvania and Tarsland's freeze of a Corvanian bank): two measures.
 */
export const otherActors = (a: EventMarks, b: EventMarks): boolean => a.subject !== null && b.subject !== null && a.subject !== b.subject
  && MEASURES.some((kind) => a.acts.includes(kind)) && MEASURES.some((kind) => b.acts.includes(kind))
  && !written(b, a.subject) && !written(a, b.subject);
