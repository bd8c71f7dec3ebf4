/**
 * The language a news item is written in, guessed from its words: function words, letters only
 * one language writes and endings characteristic of one. A word two languages share ("de" in
 * French and Spanish, "es" in Spanish and German) weighs for neither, so a short report built on
 * such words or on capitalised nouns ("Fennby zählt 2,3 Millionen Übernachtungen") is still read.
 */
import { remembered } from '#shared/text';

const FUNCTION_WORDS: Record<string, string[]> = {
  en: ['the', 'and', 'of', 'to', 'is', 'was', 'for', 'with', 'has', 'have', 'after', 'its', 'that', 'this', 'from', 'by', 'on', 'at', 'are', 'were',
    'will', 'been', 'said', 'which', 'their', 'it', 'an'],
  de: ['der', 'die', 'das', 'und', 'ist', 'den', 'mit', 'von', 'nicht', 'ein', 'eine', 'im', 'auf', 'hat', 'sich', 'wird', 'bei', 'zum', 'dass', 'auch',
    'dem', 'nach', 'zu', 'für', 'über', 'als', 'aus', 'sind', 'wurde', 'werden', 'einen', 'einem', 'einer', 'des', 'vom', 'zur', 'ins', 'bis', 'seit', 'es'],
  fr: ['le', 'les', 'et', 'des', 'du', 'est', 'une', 'dans', 'pour', 'sur', 'au', 'aux', 'qui', 'cette', 'ces', 'ses', 'avec', 'sont', 'ont', 'par',
    'pas', 'plus', 'ne', 'sa', 'son', 'leur', 'leurs', 'il', 'elle', 'ils', 'après', 'selon', 'entre', 'un', 'que', 'se', 'on', 'de', 'la', 'en',
    'deux', 'trois', 'sans', 'dont', 'chez', 'vers', 'sous',
    // Elided articles and conjunctions: "l'hiver", "d'Asie", "jusqu'en".
    'l', 'd', 'qu', 'jusqu'],
  es: ['el', 'los', 'las', 'y', 'del', 'es', 'una', 'por', 'con', 'que', 'para', 'al', 'sus', 'tras', 'esta', 'lo', 'su', 'como', 'pero', 'según',
    'desde', 'hasta', 'ha', 'han', 'fue', 'entre', 'son', 'se', 'un', 'este', 'de', 'la', 'en'],
};

/** Letters and endings (lower case, as written) one language writes and the others hardly do. */
const LETTERS: Record<string, RegExp> = { de: /[äöüß]/u, fr: /[àâçèêëîïôùûœ]/u, es: /[áíóúñ]/u };
const ENDINGS: Record<string, RegExp> = {
  en: /ing$/u, de: /(?:ung|ungen|keit|heit|schaft)$/u, fr: /(?:eaux|euse|aient)$/u, es: /(?:ción|ciones|dad|dades|\p{L}{3}(?:ados|idos))$/u,
};

/** Word → the one language whose function word it is; words of two languages are left out. */
const FUNCTION_WORD_LANGUAGE = (() => {
  const languagesOf = new Map<string, string[]>();
  for (const [language, words] of Object.entries(FUNCTION_WORDS)) for (const word of words) languagesOf.set(word, [...(languagesOf.get(word) ?? []), language]);
  return new Map([...languagesOf].filter(([, languages]) => languages.length === 1).map(([word, [language]]) => [word, language!]));
})();

const FUNCTION_WORDS_ANY = new Set(Object.values(FUNCTION_WORDS).flat());
const LANGUAGES = Object.keys(FUNCTION_WORDS);
/** Any language's letters or endings: most words have none, and are told by no language without testing each. */
const ANY_SIGN = new RegExp([...Object.values(LETTERS), ...Object.values(ENDINGS)].map(({ source }) => `(?:${source})`).join('|'), 'u');

/** The one language a word (lower case) tells, or undefined when it tells none or several. */
function languageOf(word: string): string | undefined {
  if (FUNCTION_WORDS_ANY.has(word)) return FUNCTION_WORD_LANGUAGE.get(word);
  if (!ANY_SIGN.test(word)) return undefined;
  const told = LANGUAGES.filter((language) => LETTERS[language]?.test(word) || ENDINGS[language]!.test(word));
  return told.length === 1 ? told[0] : undefined;
}

/** The language a word tells, or '' for none, remembered: every report writes the same words. */
const toldBy = remembered((word) => languageOf(word) ?? '');

/** Words a language must tell before it is taken over the fallback. */
const MIN_WORDS = 2;

/** The language most words of a text tell; the fallback when none stands out above it and the others. */
export function guessLanguage(text: string, fallback: string): string {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    const language = toldBy(word);
    if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const ranked = [...counts].sort(([, a], [, b]) => b - a);
  const [best, bestCount] = ranked[0] ?? [fallback, 0];
  const fallbackCount = counts.get(fallback.slice(0, 2).toLowerCase()) ?? 0;
  if (bestCount < MIN_WORDS || fallbackCount >= bestCount || (ranked[1]?.[1] ?? 0) === bestCount) return fallback;
  return best;
}
