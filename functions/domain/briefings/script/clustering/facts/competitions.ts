/**
 * What tells one competition's event from another's of the same meeting: a match's sets read whole ("6-4, 3-6 y 7-5"), a
 * stage's number, and whether men or women competed ("Herrenabfahrt", "the women's downhill"). Pure.
 */

/** Words between a match's sets ("6-4, 3-6 y 7-5"). */
const SET_JOINERS = new Set(['and', 'und', 'et', 'y']);
const SCORE = /^\d{1,2}[-–:]\d{1,2}$/u;

/**
 * The scores of a match's sets from the score at index on (tokens as written, words folded), read whole ("6-4, 3-6 y 7-5", "6-3 6-4"):
 * a final and a semi-final that share one set's score are two matches. The scores, and how many words they take.
 */
export function setsFrom(tokens: string[], folded: string[], index: number): { scores: string[]; length: number } {
  const scores: string[] = [];
  let at = index;
  for (;;) {
    scores.push(folded[at]!.replace(/[–:]/u, '-'));
    const step = SET_JOINERS.has(folded[at + 1] ?? '') && !tokens[at]!.endsWith('.') ? 2 : 1;
    if (!/[\d,]$/u.test(tokens[at]!) || !SCORE.test(folded[at + step] ?? '')) break;
    at += step;
  }
  return { scores, length: at - index + 1 };
}

/** A stage's number ("stage 14", "la 14e étape", "14. Etappe"): one stage's, not a count or a rank ("puesto 14"). */
const STAGES = new Set(['stage', 'etape', 'etappe', 'etapa']);
export const isStage = (folded: string): boolean => STAGES.has(folded);

/**
 * Who competed, as each language marks it (folded): "women's", "Damenabfahrt", "der Damen", "Frauenfinale", "dames", "féminin",
 * "chez les femmes", "femenino"; and the men's. A men's and a women's race of one meeting are two events.
 */
const FIELDS: Array<[field: string, pattern: RegExp]> = [
  ['women', /(?<!\p{L})(?:women['’]?s|damen\p{L}*|frauen\p{L}{4,}|der damen|dames|feminin(?:e|es|s)?|chez les femmes|femenin[oa]s?)(?!\p{L})/u],
  ['men', /(?<!\p{L})(?:men['’]?s|herren\p{L}*|manner\p{L}{4,}|der herren|messieurs|masculin(?:e|es|s)?|chez les hommes|masculin[oa]s?)(?!\p{L})/u],
];

/** Whose competition a folded text tells ("women", "men"): both when it tells both, none when it tells neither. */
export const fieldsIn = (folded: string): string[] => FIELDS.filter(([, pattern]) => pattern.test(folded)).map(([field]) => field);

/**
 * Whether a score one report gives is one the other gives: the same, or from the other side ("0:4" for "4-0"), or a match's sets
 * read whole ("6-4 6-3") among which are all the sets the other gives one by one ("por seis a cuatro"), or the other way round.
 */
export function sameScore(value: string, values: Set<string>, others: Set<string>): boolean {
  if (others.has(value) || others.has(value.split('-').reverse().join('-'))) return true;
  const sets = (score: string) => score.split(' ');
  const within = (list: string, singles: Set<string>) => {
    const one = [...singles].filter((score) => !score.includes(' '));
    return one.length > 0 && one.every((score) => sets(list).includes(score));
  };
  return value.includes(' ') ? within(value, others) : [...others].some((other) => other.includes(' ') && within(other, values));
}
