/**
 * Who acts, however a report names them: an institution by its seat when the seat is what a
 * sentence opens with ("Frankfurt stands pat" for the ECB, "Washington keeps rates" for the Fed),
 * or as its country's central bank ("Japan's central bank"), and an office by any of its titles in
 * the report's language ("prime minister", "Regierungschef", "primer ministro", a ministry as its
 * minister); the titles written before a person's name, which are none of it; and which of a
 * club's sides played (its reserves, its women's or youth team). A small table of common
 * institutions and offices (general knowledge), not a gazetteer. Pure.
 */
import { foldCase } from '#shared/text';
import { canonicalWords } from './event-names.ts';

interface Institution {
  /** Name keys (as event-names spells them) of the places a report names the institution by. */
  seats: string[];
  /** The country key whose central bank the institution is. */
  centralBankOf?: string;
}

/** Institution keys of event-names.ts → their seats and countries. */
const INSTITUTIONS: Record<string, Institution> = {
  '=ecb': { seats: ['frankfurt'], centralBankOf: '=eurozone' },
  '=fed': { seats: ['washington'], centralBankOf: '=usa' },
  '=boj': { seats: ['=tokyo'], centralBankOf: '=japan' },
  '=boe': { seats: ['threadneedle'], centralBankOf: '=britain' },
  '=snb': { seats: ['=zurich', 'bern'], centralBankOf: '=switzerland' },
  '=eu-commission': { seats: ['=brussels'] },
  '=riksbank': { seats: ['stockholm'], centralBankOf: '=sweden' },
  '=norges-bank': { seats: ['oslo'], centralBankOf: '=norway' },
  '=bundesbank': { seats: [], centralBankOf: '=germany' },
  '=banque-de-france': { seats: [], centralBankOf: '=france' },
  '=banco-de-espana': { seats: [], centralBankOf: '=spain' },
  '=bank-of-canada': { seats: ['ottawa'], centralBankOf: '=canada' },
};

const BY_SEAT = new Map(Object.entries(INSTITUTIONS).flatMap(([key, { seats }]) => seats.map((seat) => [seat, key] as const)));
const BY_COUNTRY = new Map(Object.entries(INSTITUTIONS).flatMap(([key, { centralBankOf }]) => (centralBankOf ? [[centralBankOf, key] as const] : [])));
/**
 * A central bank named by its country, in a folded text: "sweden's central bank", "the swedish
 * central bank", "the central bank of sweden", "die schwedische notenbank", "la banque centrale
 * suedoise", "la banque centrale de suede", "el banco central sueco", "the euro area's central
 * bank", "die notenbank der eurozone"; the country's words (one or two) are group 1 of either pattern.
 */
const CENTRAL_BANK_WORDS = /central bank|zentralbank|notenbank|banque centrale|banco central/u;
const CENTRAL_BANK: RegExp[] = [
  /((?:[\p{L}-]+ )?[\p{L}-]+)(?:'s)? (?:central bank|zentralbank|notenbank)/gu,
  /(?:central bank|banque centrale|banco central|notenbank|zentralbank)(?: of| du| de la| de l'| de| del| der| des)?(?: the)? ([\p{L}-]+(?: [\p{L}-]+)?)/gu,
];

/** Whether an institution key is a central bank's ("=ecb", "=riksbank"). */
export const isCentralBank = (key: string): boolean => BY_COUNTRY.has(INSTITUTIONS[key]?.centralBankOf ?? '');

/** The institution a seat stands for when it opens a sentence ("Tokyo ends negative rates"); null for other places. */
export const institutionAtSeat = (nameKey: string): string | null => BY_SEAT.get(nameKey) ?? null;

/** The central banks a folded text names as its country's ("japan's central bank", "die schwedische notenbank", "la banque centrale suisse"). */
export function centralBanksNamed(foldedText: string): string[] {
  if (!CENTRAL_BANK_WORDS.test(foldedText)) return [];
  const text = foldedText.replace(/’/gu, "'");
  return CENTRAL_BANK.flatMap((pattern) => [...text.matchAll(pattern)])
    .flatMap((match) => canonicalWords(match[1]!.split(' ')).flatMap((word) => BY_COUNTRY.get(word) ?? []));
}

/** Whether a role's key is an office's ("~finance-minister"), not a kind of bearer's. */
export const isOffice = (key: string): boolean => key.startsWith('~');

/** Office key → its titles per language (folded; a title may hold a lookahead that rules out another sense). */
const OFFICES: Record<string, Record<string, string[]>> = {
  '~head-of-government': {
    en: ['prime minister', 'premier(?! league)', 'chancellor(?! of the exchequer)'],
    de: ['premierminister', 'premierministerin', 'regierungschef', 'regierungschefin', 'ministerprasident', 'ministerprasidentin', 'bundeskanzler',
      'bundeskanzlerin', 'kanzler', 'kanzlerin'],
    fr: ['premier ministre', 'premiere ministre', 'chef du gouvernement', 'cheffe du gouvernement', 'chancelier', 'chanceliere'],
    es: ['primer ministro', 'primera ministra', 'jefe del gobierno', 'jefa del gobierno', 'presidente del gobierno', 'presidenta del gobierno'],
  },
  // Not a bare "president": a company, a party and a court have one too.
  '~head-of-state': {
    en: ['head of state'], de: ['staatsoberhaupt', 'staatsprasident', 'staatsprasidentin', 'staatschef', 'staatschefin'],
    fr: ['chef de l\'etat', 'cheffe de l\'etat'], es: ['jefe del estado', 'jefa del estado'],
  },
  '~chief-executive': {
    en: ['chief executive', 'ceo', 'boss'],
    de: ['vorstandschef', 'vorstandschefin', 'konzernchef', 'konzernchefin', 'firmenchef', 'firmenchefin', 'vorstandsvorsitzende', 'vorstandsvorsitzender'],
    fr: ['pdg', 'directeur general', 'directrice generale', 'patron', 'patronne'],
    es: ['consejero delegado', 'consejera delegada', 'director ejecutivo', 'directora ejecutiva'],
  },
  // A ministry speaks for its minister: "the finance ministry said" tells what "the finance minister said" does.
  '~finance-minister': {
    en: ['finance minister', 'chancellor of the exchequer', 'treasury secretary', 'finance ministry', 'ministry of finance', 'treasury'],
    de: ['finanzminister', 'finanzministerin', 'finanzministerium', 'finanzministeriums', 'bundesfinanzministerium', 'bundesfinanzministeriums'],
    fr: ['ministre des finances', 'ministre de l\'economie', 'ministere des finances', 'ministere de l\'economie'],
    es: ['ministro de finanzas', 'ministra de finanzas', 'ministro de economia', 'ministra de economia', 'ministro de hacienda', 'ministra de hacienda',
      'ministerio de hacienda', 'ministerio de economia', 'ministerio de finanzas'],
  },
  '~foreign-minister': {
    en: ['foreign minister', 'foreign secretary', 'secretary of state', 'foreign ministry', 'foreign office'],
    de: ['aussenminister', 'aussenministerin', 'aussenministerium', 'aussenministeriums', 'auswartige amt', 'auswartigen amt', 'auswartigen amts'],
    fr: ['ministre des affaires etrangeres', 'chef de la diplomatie', 'cheffe de la diplomatie', 'ministere des affaires etrangeres', 'quai d\'orsay'],
    es: ['ministro de exteriores', 'ministra de exteriores', 'ministro de asuntos exteriores', 'ministra de asuntos exteriores', 'jefe de la diplomacia',
      'jefa de la diplomacia', 'ministerio de exteriores', 'ministerio de asuntos exteriores'],
  },
  '~justice-minister': {
    en: ['justice minister', 'justice secretary', 'justice ministry', 'ministry of justice'],
    de: ['justizminister', 'justizministerin', 'justizministerium', 'justizministeriums'],
    fr: ['ministre de la justice', 'garde des sceaux', 'ministere de la justice'],
    es: ['ministro de justicia', 'ministra de justicia', 'ministerio de justicia'],
  },
  // An international body's envoy for a region or a conflict ("the UN special envoy for Sarvel", "UN-Sondergesandte").
  '~envoy': {
    en: ['special envoy', 'envoy'], de: ['sondergesandte', 'sondergesandter', 'sondergesandten', 'sonderbeauftragte', 'sonderbeauftragter'],
    fr: ['envoye special', 'envoyee speciale', 'emissaire'], es: ['enviado especial', 'enviada especial'],
  },
  '~education-minister': {
    en: ['education minister', 'education secretary', 'education ministry', 'ministry of education'],
    de: ['bildungsminister', 'bildungsministerin', 'bildungsministerium', 'kultusminister', 'kultusministerin'],
    fr: ['ministre de l\'education', 'ministere de l\'education'], es: ['ministro de educacion', 'ministra de educacion', 'ministerio de educacion'],
  },
  '~energy-minister': {
    en: ['energy minister', 'energy secretary', 'energy ministry', 'ministry of energy'],
    de: ['energieminister', 'energieministerin', 'energieministerium'],
    fr: ['ministre de l\'energie', 'ministere de l\'energie'], es: ['ministro de energia', 'ministra de energia', 'ministerio de energia'],
  },
  '~health-minister': {
    en: ['health minister', 'health secretary', 'health ministry', 'ministry of health', 'department of health'],
    de: ['gesundheitsminister', 'gesundheitsministerin', 'gesundheitsministerium', 'gesundheitsministeriums'],
    fr: ['ministre de la sante', 'ministere de la sante'],
    es: ['ministro de sanidad', 'ministra de sanidad', 'ministerio de sanidad', 'ministro de salud', 'ministra de salud', 'ministerio de salud'],
  },
  '~interior-minister': {
    en: ['interior minister', 'home secretary', 'interior ministry', 'home office', 'ministry of the interior'],
    de: ['innenminister', 'innenministerin', 'innenministerium', 'innenministeriums'],
    fr: ['ministre de l\'interieur', 'ministere de l\'interieur', 'place beauvau'],
    es: ['ministro del interior', 'ministra del interior', 'ministerio del interior'],
  },
  '~defence-minister': {
    en: ['defence minister', 'defense minister', 'defence secretary', 'defense secretary', 'defence ministry', 'defense ministry', 'ministry of defence', 'pentagon'],
    de: ['verteidigungsminister', 'verteidigungsministerin', 'verteidigungsministerium', 'verteidigungsministeriums'],
    fr: ['ministre des armees', 'ministre de la defense', 'ministere des armees', 'ministere de la defense'],
    es: ['ministro de defensa', 'ministra de defensa', 'ministerio de defensa'],
  },
};

/** An office's pattern, and the words written as they stand that open its titles: a text without any of them names no such office. */
type OfficePattern = [key: string, pattern: RegExp, openings: string[] | null];
const officePatterns = new Map<string, { patterns: OfficePattern[]; any: RegExp }>();
/**
 * A title's opening up to its first sign of a pattern ("premier" of "premier(?! league)"), less a letter a quantifier
 * makes optional ("vice" of "vice-?president"); null for a title that opens with one.
 */
function openingOf(title: string): string | null {
  const sign = /[\\()[\]?*+|{}^$.]/u.exec(title);
  if (!sign) return title;
  return title.slice(0, '?*{'.includes(sign[0]) ? sign.index - 1 : sign.index) || null;
}
/** A language's office patterns, and one of them all: most texts name no office, and are read with that one alone. */
function patternsOf(language: string): { patterns: OfficePattern[]; any: RegExp } {
  let compiled = officePatterns.get(language);
  if (!compiled) {
    const titled = (titles: string[], flags: string) => new RegExp(`(?<![\\p{L}])(?:${titles.join('|')})(?![\\p{L}])`, flags);
    // One pattern an office, its longer titles first ("finance ministry" before "finance minister").
    const patterns = Object.entries(OFFICES).flatMap(([key, titles]): OfficePattern[] => {
      const own = titles[language];
      if (!own?.length) return [];
      const openings = own.map(openingOf);
      return [[key, titled([...own].sort((a, b) => b.length - a.length), 'gu'), openings.includes(null) ? null : openings as string[]]];
    });
    const all = Object.values(OFFICES).flatMap((titles) => titles[language] ?? []);
    compiled = { patterns, any: all.length ? titled(all, 'u') : /(?!)/u };
    officePatterns.set(language, compiled);
  }
  return compiled;
}

/** A letter folded (see foldCase) where folding keeps its length, else as written. */
function foldedInPlace(letter: string): string {
  // An ASCII letter folds to its lower case.
  if (letter < '\x80') return letter.toLowerCase();
  const folded = foldCase(letter);
  return folded.length === letter.length ? folded : letter;
}

/** What a text (and the text folded, foldCase) says of offices (see OfficesNamed): most texts name none, and are read no further. */
export function officesNamed(text: string, language: string, whole = foldCase(text)): OfficesNamed {
  const base = language.slice(0, 2);
  const { patterns, any } = patternsOf(base);
  // Folded a letter at a time where folding changes a length ("ß"), so a title found in the folded text stands where it is written.
  const folded = (whole.length === text.length ? whole : [...text].map(foldedInPlace).join('')).replace(/’/gu, "'");
  if (!any.test(folded)) return { offices: [], titleWords: [], beside: [], holders: [] };
  const found = patterns.filter(([, , openings]) => openings === null || openings.some((opening) => folded.includes(opening)))
    .flatMap(([key, pattern]) => [...folded.matchAll(pattern)].map((match) => ({ key, match, end: match.index + match[0].length })));
  const nameBefore = NAME_BEFORE.get(base) ?? NAME_BEFORE.get('en')!;
  return {
    offices: [...new Set(found.map(({ key }) => key))],
    titleWords: found.flatMap(({ match }) => match[0].split(' ')),
    beside: found.flatMap(({ key, match, end }): OfficeQualifier[] => {
      const before = BEFORE_TITLE.exec(folded.slice(Math.max(0, match.index - NEAR_TITLE), match.index));
      const after = AFTER_TITLE.exec(folded.slice(end, end + NEAR_TITLE));
      // A genitive is whose the office is ("Valdoria's", German "Valdorias"); so is a name after "of", "de", "von".
      const genitive = before && (before[2] ? before[1]! : base === 'de' && before[1]!.endsWith('s') ? before[1]!.slice(0, -1) : null);
      return [
        ...(before ? [{ office: key, word: genitive ?? before[1]!, byName: genitive !== null }] : []),
        ...(after ? [{ office: key, word: after[2]!, byName: after[1] !== undefined }] : []),
      ];
    }),
    holders: found.flatMap(({ key, match, end }): Array<[string, string[]]> => {
      const name = NAME_AFTER.exec(text.slice(end, end + NEAR_TITLE))?.[1]
        ?? nameBefore.exec(text.slice(Math.max(0, match.index - NEAR_TITLE), match.index))?.slice(1).find((group) => group !== undefined);
      const words = name?.split(' ').filter((word) => !isTitleWord(word, base));
      return words?.length ? [[key, words]] : [];
    }),
  };
}

/**
 * What a text says of offices: the offices it names by a title of its language ("Estmark's
 * premier" and "prime minister Henrik Vallin" both name a head of government), the words of those
 * titles, the words beside a title that may say whose the office is, and who holds one: the name
 * written right after a title ("Finance Minister Henrik Vallin", "le ministre des Finances, Henrik
 * Vallin") or right before it with a comma ("Henrik Vallin, the finance minister"), as written,
 * the title's own words left out.
 */
export interface OfficesNamed { offices: string[]; titleWords: string[]; beside: OfficeQualifier[]; holders: Array<[office: string, name: string[]]> }

/** Words before an office's title that say its holder is new ("the new chief executive", "neue Finanzministerin", "la nouvelle ministre", "nueva ministra"). */
const NEW_IN_OFFICE = new Set(['new', 'neue', 'neuer', 'neuen', 'nouveau', 'nouvelle', 'nuevo', 'nueva']);
/** Whether a text's words beside its offices' titles tell that one has a new holder: an appointment. */
export const newInOffice = (beside: OfficeQualifier[]): boolean => beside.some(({ word, byName }) => !byName && NEW_IN_OFFICE.has(word));

/** A word written beside an office's title that may say whose it is: a country's adjective ("espanol"), or, when byName, any name ("Valdoria's"). */
export interface OfficeQualifier { office: string; word: string; byName: boolean }
const BEFORE_TITLE = /([\p{L}-]+?)('s)? $/u;
const AFTER_TITLE = /^ (?:(of|de|del|du|von|der) (?:the |la |l')?)?([\p{L}-]+)/u;

/** How far from a title (in letters) its bearer's name or country is looked for: three words. */
const NEAR_TITLE = 60;
/** Articles that may stand between a name and its title ("Henrik Vallin, the finance minister"), per language (folded). */
const TITLE_ARTICLES: Record<string, string> = { en: 'the', de: 'der|die', fr: "le|la|l'", es: 'el|la' };
const NAME_WORD = "\\p{Lu}[\\p{L}'’-]+";
/** Up to three capitalised words right after a title ("Finance Minister Henrik Vallin", "le ministre des Finances, Henrik Vallin"). */
const NAME_AFTER = new RegExp(`^,? (${NAME_WORD}(?: ${NAME_WORD}){0,2})`, 'u');
const NAME = `(${NAME_WORD}(?: ${NAME_WORD}){0,2})`;
const NEW_WORDS: Record<string, string> = { en: 'new|interim', de: 'neue[rn]?|künftige[rn]?', fr: 'nouvel(?:le)?|nouveau', es: 'nuev[oa]' };
/**
 * Verbs that make a name an office's holder, per language, the name captured ("has appointed Mara
 * Lind as", "Lind wird ab Juli neue", "X a été nommée", "nombra a X"); the title follows, after
 * an article or a word for new.
 */
const HOLDER_VERBS: Record<string, string> = {
  en: `(?:appoint(?:s|ed)?|names|named|picks|picked|promotes|promoted) ${NAME}(?:, [^,]{1,40},)? (?:as )?`
    + `|${NAME} (?:(?:is|was|has been|will be) (?:appointed|named) (?:as )?|(?:becomes|became|to become|will become) )`,
  de: `${NAME} (?:wird|ist|war|soll)(?: [\\p{L}\\d.]+){0,2} |(?:ernennt|ernannte|beruft|berief) ${NAME}(?: [\\p{L}\\d.]+){0,2} (?:zum|zur) `
    + `|${NAME}(?: [\\p{L}\\d.]+){0,3} (?:als|zum|zur) `,
  fr: `${NAME},? (?:(?:a été|est|sera) )?(?:nommée?|désignée?|confirmée?|élue?|devient) (?:au poste de |comme )?|(?:nomme|désigne) ${NAME} (?:au poste de |comme )?`,
  es: `${NAME},? (?:(?:ha sido|es|fue|será) )?(?:nombrad[oa]|designad[oa]|confirmad[oa]|elegid[oa]) (?:como )?|(?:nombra|nombró|designa|designó) (?:a )?${NAME} (?:como )?`,
};
/** ... or right before it, a comma and an article between ("Henrik Vallin, the finance minister", "Lena Sorvik, nueva ministra"), or a verb (HOLDER_VERBS). */
const NAME_BEFORE = new Map(Object.entries(TITLE_ARTICLES).map(([language, articles]) =>
  [language, new RegExp(`(?:${NAME}, |${HOLDER_VERBS[language]})(?:(?:${articles}|${NEW_WORDS[language]}) ?)*$`, 'u')] as const));

/**
 * Capitalised words of a title or honorific written before a person's name, per language (folded):
 * "Prime Minister Vallin", "Bundeskanzlerin Berg", "Mme Roux", "la ministra García" name the person
 * Vallin, Berg, Roux, García (the title itself is read as the office).
 */
const TITLE_WORDS: Record<string, string[]> = {
  en: ['president', 'vice', 'prime', 'minister', 'chancellor', 'governor', 'mayor', 'secretary', 'senator', 'finance', 'foreign', 'health', 'interior', 'justice',
    'defence', 'defense', 'chief', 'executive', 'ceo', 'chairman', 'chairwoman', 'judge', 'king', 'queen', 'sir', 'dame', 'pope', 'coach', 'captain'],
  de: ['prasident', 'prasidentin', 'bundeskanzler', 'bundeskanzlerin', 'kanzler', 'kanzlerin', 'minister', 'ministerin', 'ministerprasident',
    'ministerprasidentin', 'premierminister', 'premierministerin', 'burgermeister', 'burgermeisterin', 'finanzminister', 'finanzministerin', 'aussenminister',
    'aussenministerin', 'innenminister', 'innenministerin', 'gesundheitsminister', 'gesundheitsministerin', 'regierungschef', 'regierungschefin', 'herr', 'frau',
    'dr', 'prof', 'trainer', 'trainerin', 'konzernchef', 'konzernchefin', 'vorstandschef', 'vorstandschefin'],
  fr: ['president', 'presidente', 'ministre', 'premier', 'premiere', 'mme', 'mlle', 'maire', 'monsieur', 'madame'],
  es: ['presidente', 'presidenta', 'ministro', 'ministra', 'primer', 'primera', 'alcalde', 'alcaldesa', 'sr', 'sra', 'don', 'dona', 'senor', 'senora'],
};
const titleWords = new Map(Object.entries(TITLE_WORDS).map(([language, words]) => [language, new Set(words)]));

/** A former holder's title is a title too ("Ex-Minister", "exministro"); so is any German minister's ("Infrastrukturminister", "Justizministerin"). */
const FORMER = /^ex-?(?=\p{L}{3})/u;
const GERMAN_MINISTER = /\p{L}minister(?:in)?$/u;

/** Whether a word (as written) is a title before a name in the language ("Minister", "Frau", "Ex-Minister"), not a name's own. */
export function isTitleWord(word: string, language: string): boolean {
  const base = language.slice(0, 2);
  const whole = foldCase(word);
  const folded = whole.startsWith('ex') ? whole.replace(FORMER, '') : whole;
  return (titleWords.get(base)?.has(folded) ?? false) || (base === 'de' && GERMAN_MINISTER.test(folded));
}

/** A club's form written beside its name in any language ("FC Harnau", "SV Eisenau", "CD Almarena", "Harlow FC"): every club of a country writes one, so it names none. */
const CLUB_FORMS = new Set(['fc', 'afc', 'cfc', 'sv', 'tsv', 'fsv', 'tus', 'vfb', 'vfl', 'sc', 'ssc', 'cd', 'cf', 'ud', 'sd', 'rc', 'ac', 'ogc', 'fk', 'sk', 'bk']);
export const isClubForm = (word: string): boolean => CLUB_FORMS.has(foldCase(word));

/**
 * A club's sides other than its first team, per language, as a report of their match writes them
 * ("Kesting reserves", "Harlow Women", "la réserve du FC", "el filial del Betis"); matched on the
 * title and lead as written, so "Women" after a name is a side and "women" in a sentence is not.
 */
const SIDES: Record<string, Array<[string, RegExp]>> = {
  en: [['reserves', /\p{Lu}\p{L}* reserves\b|\b(?:reserve (?:side|team)|B team|under-2[13]s?|U-?2[13]s?|youth (?:side|team)|academy (?:side|team))\b/u],
    ['women', /\p{Lu}\p{L}* Women\b|\bwomen's (?:team|side)\b/u]],
  de: [['reserves', /(?<!\p{L})(?:Reserve|zweite Mannschaft|U-?2[13]|Nachwuchsmannschaft)(?!\p{L})|\p{Lu}\p{L}* II(?!\p{L})/u],
    ['women', /(?<!\p{L})(?:Frauenteam|Frauenmannschaft|Frauen-Team)(?!\p{L})|\p{Lu}\p{L}*s Frauen(?!\p{L})/u]],
  fr: [['reserves', /(?<!\p{L})(?:[EÉée]quipe réserve|[Rr]éserve (?:du|de l[a']|de) ?\p{Lu}|[Ee]spoirs|U2[13])/u],
    ['women', /(?<!\p{L})(?:[Ff]éminines|équipe féminine)(?!\p{L})/u]],
  es: [['reserves', /(?<!\p{L})(?:[Ee]l filial|[Dd]el filial|[Aa]l filial|[Ss]ub-?2[13]|[Ee]quipo juvenil)(?!\p{L})/u],
    ['women', /(?<!\p{L})(?:equipo femenino|\p{Lu}\p{L}* Femenino)(?!\p{L})/u]],
};

/** Which side other than its first team a report's title and lead say played ("reserves", "women"); null for a first team, or no match at all. */
export function sideNamed(titleAndLead: string, language: string): string | null {
  return (SIDES[language.slice(0, 2)] ?? []).find(([, pattern]) => pattern.test(titleAndLead))?.[0] ?? null;
}
