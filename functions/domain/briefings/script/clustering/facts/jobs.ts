/**
 * How many jobs a report says a company cuts or creates ("to cut 3,000 jobs", "streicht 1800
 * Stellen", "supprime 3 000 emplois", "con 2.400 empleos"), and how many flats a deal buys or
 * builds ("kauft 212 Wohnungen", "140 logements"), each a plan's, so two reports that each give one
 * and share none tell two plans (one software group's job cuts and a rival's; a town's purchase of
 * flats and its developer's new estate). Pure.
 */

/** A reader of the counts (with their thousands separators) a folded text gives right before one of the nouns, each once ("3000"). */
function countsBefore(nouns: string[]): (folded: string) => string[] {
  const any = new RegExp(nouns.join('|'), 'u');
  const count = new RegExp(`(?<![\\d.,])(\\d{1,3}(?:[,. \\u00a0\\u202f]\\d{3})+|\\d+) (?:${nouns.join('|')})(?!\\p{L})`, 'gu');
  // Most texts hold none of the nouns, and are read no further.
  return (folded) => (!any.test(folded) ? [] : [...new Set([...folded.matchAll(count)].map((match) => match[1]!.replace(/\D/gu, '')))]);
}

export const jobsIn = countsBefore(['jobs', 'posts', 'positions', 'staff', 'stellen', 'arbeitsplatze', 'postes', 'emplois', 'salaries', 'empleos', 'puestos']);
/** Flats, as units a deal counts ("homes" and "foyers" are as often households a storm leaves without power). */
export const flatsIn = countsBefore(['flats', 'apartments', 'wohnungen', 'mietwohnungen', 'logements', 'appartements', 'viviendas', 'pisos']);
