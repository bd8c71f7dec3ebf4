/**
 * What a report says of a study: how many people it followed ("a study of 40,000 adults", "eine
 * Studie mit 40.000 Erwachsenen", "une étude portant sur 40 000 adultes", "un estudio con 40.000
 * adultos"), one a study, so two reports that each give one and share none tell two studies (one
 * institute's two papers of a week). Pure.
 */

/** A count (with its thousands separators) right after a word for a study and a preposition, in a folded text; the count is group 1. */
const SAMPLE = new RegExp(
  '(?<!\\p{L})(?:study|survey|trial|studie|untersuchung|umfrage|etude|enquete|estudio|encuesta|ensayo)'
  + ' (?:of|involving|among|mit|an|unter|portant sur|sur|aupres de|con|de|sobre|entre)'
  + ' (?:about |around |nearly |more than |rund |knapp |uber |mehr als |environ |pres de |plus de |unos |unas |casi |mas de )?'
  + '(\\d{1,3}(?:[,. \\u00a0\\u202f]\\d{3})+|\\d+)(?![\\d.,]\\d) \\p{L}',
  'gu',
);

/** The counts of people a folded text says a study followed ("40000"), each once. */
export function samplesIn(folded: string): string[] {
  // Every pattern holds one of these: most texts tell no study, and are read no further.
  if (!/stud|survey|trial|untersuchung|umfrage|etude|enquete|estudio|encuesta|ensayo/u.test(folded)) return [];
  return [...new Set([...folded.matchAll(SAMPLE)].map((match) => match[1]!.replace(/\D/gu, '')))];
}
