/**
 * Where a happening took place and whose it was, as opposed to what happened: the words a report
 * writes before a place's name ("in Terwich", "bei Kessing", "près d'Ostvik", "cerca de Valdemora")
 * and the nouns of the places and institutions that have happenings of many kinds (a hospital, a
 * university, a port, a river, a council: "St Aldric Hospital", "l'hôpital de Pellmont", "Universität
 * Altmoor"). A small table (general knowledge), not a gazetteer. Pure.
 */
import { compileOptions, topicLanguage } from '#domain/catalogue';

/**
 * Words before a place's name, per language (folded); not those as often before whom a verb is of
 * or where someone works: "impose à Lumora", "jobs at Kestrel", "vor Gericht".
 */
const LOCATIVES: Record<string, string[]> = {
  en: ['in', 'near', 'outside'],
  de: ['in', 'bei', 'nahe'],
  fr: ['pres', 'dans'],
  es: ['en', 'cerca', 'junto'],
};

/** Nouns of places and institutions, per language (folded, unstemmed). */
const SETTINGS: Record<string, string[]> = {
  en: ['hospital', 'clinic', 'university', 'college', 'school', 'zoo', 'museum', 'port', 'harbour', 'airport', 'station', 'council', 'river', 'lake',
    'arena', 'stadium', 'plant', 'factory', 'town', 'city', 'village', 'resort'],
  de: ['klinik', 'klinikum', 'krankenhaus', 'universitat', 'hochschule', 'schule', 'gymnasium', 'zoo', 'museum', 'hafen', 'flughafen', 'bahnhof',
    'stadtrat', 'gemeinderat', 'fluss', 'see', 'arena', 'stadion', 'werk', 'fabrik', 'stadt', 'gemeinde', 'dorf'],
  fr: ['hopital', 'clinique', 'universite', 'ecole', 'lycee', 'zoo', 'musee', 'port', 'aeroport', 'gare', 'conseil', 'mairie', 'riviere', 'fleuve',
    'lac', 'arena', 'stade', 'usine', 'ville', 'commune', 'village', 'station'],
  es: ['hospital', 'clinica', 'universidad', 'escuela', 'colegio', 'zoo', 'museo', 'puerto', 'aeropuerto', 'estacion', 'ayuntamiento', 'rio', 'lago',
    'estadio', 'planta', 'fabrica', 'ciudad', 'pueblo'],
};

/** Words between a place's noun or locative and its name ("the University of", "près d'", "el puerto de"). */
const JOINERS = new Set(['of', 'the', 'de', 'd', 'du', 'des', 'del', 'la', 'le', 'l', 'el', 'der', 'von', 'am']);

interface Table { locatives: Set<string>; nouns: Set<string>; stems: Set<string> }
const tables = new Map<string, Table>();
function tableOf(language: string): Table {
  let table = tables.get(language);
  if (!table) {
    const { stemWord } = compileOptions(topicLanguage(language));
    const nouns = new Set(SETTINGS[language] ?? []);
    table = { locatives: new Set(LOCATIVES[language] ?? []), nouns, stems: new Set([...nouns].map(stemWord)) };
    tables.set(language, table);
  }
  return table;
}

/** Whether a folded word of the language is a place's or institution's noun ("hospital", "Universität"), or a hyphenated word's part is ("Brackwell-Arena"). */
export function isSettingNoun(word: string, language: string): boolean {
  const { nouns } = tableOf(language);
  return nouns.has(word) || (word.includes('-') && word.split('-').some((part) => nouns.has(part)));
}

/** Whether a stem (as content.ts stems) is a place's or institution's noun: what a report calls a name's bearer ("l'hôpital de Pellmont"). */
export const isSettingStem = (stem: string, language: string): boolean => tableOf(language).stems.has(stem);

/** At most this many joiners stand between a place's noun or locative and its name ("at the", "de la"). */
const MAX_JOINERS = 2;

/**
 * Whether the words before a name that starts at position (word(index) folds a sentence's word, ''
 * outside it) say where or whose it is: a locative or a place's noun, past the joiners between ("in
 * Terwich", "près d'Ostvik", "la planta química de Valdemora": one word may stand between the noun and its joiner).
 */
export function introducesSetting(word: (index: number) => string, position: number, language: string): boolean {
  const { locatives, nouns } = tableOf(language);
  let before = position - 1;
  while (before >= position - MAX_JOINERS && JOINERS.has(word(before))) before -= 1;
  const near = word(before);
  return locatives.has(near) || nouns.has(near) || (before < position - 1 && nouns.has(word(before - 1)));
}
