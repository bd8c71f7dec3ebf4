import { safeLocale } from '#shared/text';

/** How a language names the other outlets of a story and attributes a fact only one of them reported. */
export interface OutletPhrases {
  /** "Also reported by the Meridian Ledger and two others." for the outlets besides the one the story is told from. */
  alsoReportedBy: (outlets: string[]) => string;
  /** "Meridian Ledger adds: <the outlet's sentence>" */
  adds: (outlet: string, sentence: string) => string;
}

/** Outlets named before the rest are counted: "A, B and two others". */
const NAMED_OUTLETS = 2;

interface OutletWords {
  locale: string;
  also: (outlets: string) => string;
  others: (count: number) => string;
  adds: (outlet: string) => string;
}

const number = (locale: string, count: number, words: string[]): string => words[count] ?? new Intl.NumberFormat(locale).format(count);

const WORDS: Record<string, OutletWords> = {
  en: {
    locale: 'en-US',
    also: (outlets) => `Also reported by ${outlets}.`,
    others: (count) => (count === 1 ? 'one other' : `${number('en-US', count, ['', '', 'two', 'three', 'four', 'five'])} others`),
    adds: (outlet) => `${outlet} adds:`,
  },
  de: {
    locale: 'de-DE',
    also: (outlets) => `Darüber berichteten auch ${outlets}.`,
    others: (count) => (count === 1 ? 'ein weiteres Medium' : `${number('de-DE', count, ['', '', 'zwei', 'drei', 'vier', 'fünf'])} weitere Medien`),
    adds: (outlet) => `${outlet} ergänzt:`,
  },
  fr: {
    locale: 'fr-FR',
    also: (outlets) => `Également rapporté par ${outlets}.`,
    others: (count) => (count === 1 ? 'un autre média' : `${number('fr-FR', count, ['', '', 'deux', 'trois', 'quatre', 'cinq'])} autres médias`),
    adds: (outlet) => `${outlet} ajoute :`,
  },
  es: {
    locale: 'es-ES',
    also: (outlets) => `También informaron ${outlets}.`,
    others: (count) => (count === 1 ? 'otro medio' : `${number('es-ES', count, ['', '', 'otros dos', 'otros tres', 'otros cuatro', 'otros cinco'])}${count > 5 ? ' otros' : ''} medios`),
    adds: (outlet) => `${outlet} añade:`,
  },
};

/** Outlet phrases for a profile language, by primary subtag; English when unsupported. */
export function outletPhrasesFor(language: string): OutletPhrases {
  const words = WORDS[safeLocale(language).split('-')[0]?.toLowerCase() ?? 'en'] ?? (WORDS.en as OutletWords);
  const list = (items: string[]) => new Intl.ListFormat(words.locale, { style: 'long', type: 'conjunction' }).format(items);
  return {
    alsoReportedBy: (outlets) => {
      const named = outlets.length <= NAMED_OUTLETS + 1 ? outlets : outlets.slice(0, NAMED_OUTLETS);
      const rest = outlets.length - named.length;
      return words.also(list(rest > 0 ? [...named, words.others(rest)] : named));
    },
    adds: (outlet, sentence) => `${words.adds(outlet)} ${sentence}`,
  };
}
