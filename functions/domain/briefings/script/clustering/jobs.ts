/**
 * How many jobs a report says a company cuts or creates ("to cut 3,000 jobs", "streicht 1800
 * Stellen", "supprime 3 000 emplois", "con 2.400 empleos"), one a plan, so two reports that each
 * give one and share none tell two plans (one software group's job cuts and a rival's). Pure.
 */

/** A count (with its thousands separators) right before a word for jobs or staff, in a folded text; the count is group 1. */
const JOBS = new RegExp(
  '(?<![\\d.,])(\\d{1,3}(?:[,. \\u00a0\\u202f]\\d{3})+|\\d+) (?:jobs|posts|positions|staff|stellen|arbeitsplatze|postes|emplois|salaries|empleos|puestos)(?!\\p{L})',
  'gu',
);

/** The counts of jobs a folded text gives ("3000"), each once. */
export function jobsIn(folded: string): string[] {
  // Every pattern holds one of these: most texts give no count of jobs, and are read no further.
  if (!/jobs|posts|positions|staff|stellen|arbeitsplatze|postes|emplois|salaries|empleos|puestos/u.test(folded)) return [];
  return [...new Set([...folded.matchAll(JOBS)].map((match) => match[1]!.replace(/\D/gu, '')))];
}
