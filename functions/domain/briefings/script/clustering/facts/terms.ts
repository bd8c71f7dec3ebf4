/**
 * The prison term a report says a court gave ("jailed for life", "four years in prison", "vier Jahre
 * Haft", "quatre ans ferme", "dix-huit mois avec sursis", "tres años de prisión"), one a sentence, so
 * two reports that each give one and share none tell two trials (one court's two cases of a day). Pure.
 */
import { numberValue } from '../figures.ts';

/** A count in digits or in words (one word, or two joined by a hyphen: "dix-huit"). */
const COUNT = '(\\d+|\\p{L}+(?:-\\p{L}+)?)';
/** Years and months per language (folded). */
const UNIT = '(years?|jahre|jahren|ans?|anos?|months?|monate|monaten|mois|meses?)';
/**
 * A count of years or months written as a term: after a verb of sentencing, or before a word of prison. Each pattern comes with
 * the words one of which it needs, looked for first: a pattern that opens with a count is tried at every word.
 */
const TERMS: Array<[pattern: RegExp, needs: RegExp]> = [
  [new RegExp(`(?:jailed for|imprisoned for|sentenced to|condamne a|condenad[oa] a) ${COUNT} ${UNIT}(?!\\p{L})`, 'gu'), /jailed|imprisoned|sentenced|condamne|condenad/u],
  [new RegExp(`zu ${COUNT} ${UNIT} (?:haft |gefangnis )?verurteilt`, 'gu'), /verurteilt/u],
  [new RegExp(`(?:haftstrafe|freiheitsstrafe|gefangnisstrafe|peine|pena) (?:von|de) ${COUNT} ${UNIT}(?!\\p{L})`, 'gu'), /strafe|peine|pena/u],
  [new RegExp(`${COUNT}-${UNIT} (?:prison |jail )?(?:sentence|term)`, 'gu'), /sentence|term/u],
  [new RegExp(`${COUNT} ${UNIT} (?:in (?:prison|jail)|haft|gefangnis|freiheitsstrafe|de prison|d'emprisonnement|ferme|avec sursis|de reclusion|de prision|de carcel)(?!\\p{L})`, 'gu'),
    /prison|jail|haft|gefangnis|freiheitsstrafe|emprisonnement|ferme|sursis|reclusion|prision|carcel/u],
];
/** The part of a term suspended ("dont deux avec sursis", "zwei davon auf Bewährung"): a report may give the rest alone ("deux ans ferme"). */
const SUSPENDED: Array<[pattern: RegExp, needs: RegExp]> = [
  [new RegExp(`(?:dont|of which) ${COUNT} (?:${UNIT} )?(?:avec sursis|suspended)`, 'gu'), /sursis|suspended/u],
  [new RegExp(`${COUNT} (?:${UNIT} )?(?:davon|de ellos) (?:auf bewahrung|zur bewahrung|en suspenso)`, 'gu'), /bewahrung|suspenso/u],
];
/** A life sentence per language: one term, however long. */
const LIFE = /(?:jailed for life|sentenced to life|life (?:sentence|imprisonment|in prison)|lebenslang|perpetuite|cadena perpetua|prision permanente)/u;
/** Every pattern holds one of these: most texts tell no sentence, and are read no further. */
const ANY = /jail|prison|sentence|haft|gefangnis|strafe|verurteilt|lebenslang|ferme|sursis|reclusion|perpetu|carcel|condamne|condenad|peine|pena/u;

/** A count of a unit as a term ("4y", "18m"), or none when the count is no number ("several years"). */
const termOf = (count: string, unit: string): string[] => {
  const value = numberValue(count);
  return value === undefined ? [] : [`${value}${/^(?:month|monat|mois|mes)/u.test(unit) ? 'm' : 'y'}`];
};

/** The prison terms a folded text gives ("4y", "18m", "life"), each once; a term partly suspended gives its firm part too ("4y", "2y"). */
export function termsIn(folded: string): string[] {
  if (!ANY.test(folded)) return [];
  const terms = new Set<string>();
  if (LIFE.test(folded)) terms.add('life');
  for (const [pattern, needs] of TERMS) {
    if (needs.test(folded)) for (const [, count, unit] of folded.matchAll(pattern)) for (const term of termOf(count!, unit!)) terms.add(term);
  }
  for (const [pattern, needs] of SUSPENDED) {
    if (!needs.test(folded)) continue;
    for (const [, count, unit] of folded.matchAll(pattern)) {
      for (const suspended of termOf(count!, unit ?? 'years')) {
        const mark = suspended.slice(-1);
        for (const term of [...terms]) {
          const firm = parseFloat(term) - parseFloat(suspended);
          if (term.endsWith(mark) && firm > 0) terms.add(`${firm}${mark}`);
        }
      }
    }
  }
  return [...terms];
}
