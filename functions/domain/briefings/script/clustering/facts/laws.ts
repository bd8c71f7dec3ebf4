/**
 * The law a report says was voted on or ruled on, by its subject ("la ley de amnistía", "das
 * Mediengesetz"): one vote or ruling is on one law. Pure.
 */

/**
 * A law named by its subject, per language, in a folded text; the subject is group 1: "la ley de
 * amnistia", "la loi sur la fin de vie", "das Mediengesetz", "the amnesty law". A law with no subject
 * ("la ley", "the law") is none.
 */
const LAWS: Record<string, RegExp> = {
  en: /(?<![\p{L}])(?!(?:the|new|this|that|draft|tough|tougher|controversial|landmark|proposed|existing)\s)(\p{L}{4,}) (?:law|bill)(?![\p{L}])/gu,
  de: /(?<![\p{L}])(\p{L}{3,}?)s?gesetz(?:es|entwurf|entwurfs)?(?![\p{L}])/gu,
  fr: /(?<![\p{L}])loi (?:sur|de|du|des|relative a)(?: la| le| les| l')? ?(\p{L}{3,})/gu,
  es: /(?<![\p{L}])ley (?:de|del|sobre)(?: la| los| las| el)? ?(\p{L}{3,})/gu,
};
/** A plural ending, so "lenguas" and "lengua" are one subject. */
const PLURAL = /(?<=\p{L}{3})s$/u;

/** The word for a law each pattern holds: most texts name none, and are read no further ("billion" is no bill). */
const LAW_WORDS: Record<string, RegExp> = { en: /(?:law|bill)(?:$|[^\p{L}])/u, de: /gesetz/u, fr: /loi /u, es: /ley /u };

/** The subjects of the laws a folded text names in its language ("amnistia"), each once. */
export function lawsIn(folded: string, language: string): string[] {
  const base = language.slice(0, 2);
  const pattern = LAWS[base];
  if (!pattern || !LAW_WORDS[base]!.test(folded)) return [];
  return [...new Set([...folded.matchAll(pattern)].map((match) => match[1]!.replace(PLURAL, '')))];
}
