/**
 * What a bearer of a name is, in one word across languages: the nouns news calls a company or an
 * institution by instead of its name ("the carmaker", "der Autobauer", "le constructeur", "la
 * automovilística"), each stemmed as content.ts stems it and brought to one kind ("%carmaker"), so
 * a report that calls a bearer by what it is meets one in another language that names it. A small
 * table of common kinds (general knowledge), not a gazetteer. Pure.
 */
import { compileOptions, topicLanguage } from '#domain/catalogue';

/** Kind → its nouns per language (folded, unstemmed). */
const KINDS: Record<string, Record<string, string[]>> = {
  carmaker: {
    en: ['carmaker', 'automaker'], de: ['autobauer', 'autohersteller', 'autokonzern'],
    fr: ['constructeur'], es: ['automovilistica', 'automotriz'],
  },
  maker: { en: ['manufacturer', 'maker'], de: ['hersteller'], fr: ['fabricant'], es: ['fabricante'] },
  // "The bank" is as often a central bank, which reports name: only a lender's own words.
  lender: { en: ['lender'], de: ['geldhaus', 'kreditinstitut'], fr: ['preteur'], es: ['prestamista'] },
  airline: { en: ['airline', 'carrier'], de: ['fluggesellschaft', 'airline'], fr: ['compagnie'], es: ['aerolinea'] },
  insurer: { en: ['insurer'], de: ['versicherer', 'versicherung'], fr: ['assureur'], es: ['aseguradora'] },
  drugmaker: { en: ['drugmaker', 'pharmaceutical'], de: ['pharmakonzern', 'arzneimittelhersteller'], fr: ['laboratoire'], es: ['farmaceutica'] },
  chipmaker: { en: ['chipmaker'], de: ['chiphersteller', 'chipkonzern'], fr: ['fondeur'] },
  retailer: { en: ['retailer', 'supermarket'], de: ['handler', 'einzelhandler', 'handelskonzern'], fr: ['distributeur'], es: ['minorista', 'distribuidora'] },
  utility: { en: ['utility'], de: ['energieversorger', 'versorger', 'energiekonzern'], fr: ['energeticien', 'fournisseur'], es: ['electrica', 'energetica'] },
  operator: { en: ['operator'], de: ['betreiber'], fr: ['operateur', 'exploitant'], es: ['operador', 'operadora'] },
  union: { en: ['union'], de: ['gewerkschaft'], fr: ['syndicat'], es: ['sindicato'] },
  company: { en: ['company', 'firm', 'group'], de: ['konzern', 'unternehmen', 'firma'], fr: ['groupe', 'entreprise', 'societe'], es: ['empresa', 'compania', 'grupo'] },
};

/** A kind's key is its name after this mark: "%carmaker". */
const KIND = '%';

const kindsByLanguage = new Map<string, Map<string, string>>();

/** The kind a stem of the language names ("constructeur" → "%carmaker"), or the stem itself. */
export function kindOf(stem: string, language: string): string {
  let kinds = kindsByLanguage.get(language);
  if (!kinds) {
    const { stemWord } = compileOptions(topicLanguage(language));
    kinds = new Map(Object.entries(KINDS).flatMap(([kind, nouns]) => (nouns[language] ?? []).map((noun) => [stemWord(noun), `${KIND}${kind}`] as const)));
    kindsByLanguage.set(language, kinds);
  }
  return kinds.get(stem) ?? stem;
}

/** Whether a key is a kind of bearer, the same in every language, rather than a word of one. */
export const isKind = (key: string): boolean => key.startsWith(KIND);
