/**
 * Word stems by language: the service's light English stemmer, the Snowball stemmers of
 * `@orama/stemmers` (Apache-2.0) for German, French and Spanish. Interests, topic terms and story
 * words are stemmed alike, so inflections meet ("Zentralbanken" and "Zentralbank", "banques
 * centrales" and "banque centrale").
 */
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish';
import { stem as englishStem } from '#shared/text';
import type { TopicLanguage } from './languages.ts';

/** German plurals and genitives in -s after a vowel ("Autos", "Kinos") are left by Snowball; both sides lose them here. */
function germanStem(folded: string): string {
  const stemmed = germanStemmer(folded);
  return stemmed === folded && folded.length > 4 && folded.endsWith('s') && !folded.endsWith('ss') ? folded.slice(0, -1) : stemmed;
}

const STEMMERS: Record<TopicLanguage, (folded: string) => string> = {
  en: englishStem,
  de: germanStem,
  fr: frenchStemmer,
  es: spanishStemmer,
};

export const stemmerFor = (language: TopicLanguage): ((folded: string) => string) => STEMMERS[language];
