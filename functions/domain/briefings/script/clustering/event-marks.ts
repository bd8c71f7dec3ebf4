/**
 * What an item names of the happening it reports: its people, places and organisations (one
 * spelling across languages), its figures (one notation: "3,25 Prozent" and "3.25%" alike, "three
 * per cent" too), its dates and quarters, the actors it names otherwise (an institution by its
 * seat, an office by its title), the facts of which one event has one value (a score, a date, a
 * quarter, a sum of money, a road's or line's code, a storm's name, a strike's sector, a vote's tally), and its content words. Pure.
 */
import { splitSentences } from '#shared/sentences';
import { foldCase, safeLocale } from '#shared/text';
import {
  centralBanksNamed, institutionAtSeat, isCentralBank, isClubForm, isTitleWord, newInOffice, type OfficeQualifier, officesNamed, sideNamed,
} from './actors.ts';
import { actKinds, winnersIn, withoutBefore } from './acts.ts';
import { APPOINTMENT, RECALL, STRIKE } from './concept-phrases.ts';
import { conceptsBefore, isSector, namesHappening } from './concepts.ts';
import { type ContentWords, contentWords, LEAD_SENTENCES } from './content.ts';
import { type DistinguishingKind, figuresOf } from './event-figures.ts';
import { FIGURE_PATTERN, isMagnitude, isNumberWord, tokensOf, trimmed } from './figures.ts';
import { canonicalWords, germanForms, isParty, namedHappenings, namesBearer, placeNamed, spelledNamesIn, townsTitled } from './event-names.ts';
import { guessLanguage } from './language.ts';
import { lawsIn } from './facts/laws.ts';
import { goodsIn } from './facts/goods.ts';
import { isKind } from './kinds.ts';
import { prizesNamed } from './facts/prizes.ts';
import type { ScriptItem } from '../types.ts';


/** What an item names: its entities (lower case) and figures (normalized), each with its weight. */
export interface EventMarks {
  names: Map<string, number>;
  /** Single capitalised words that open a sentence (or German nouns): names only when another item names them too. */
  openers: Map<string, number>;
  /**
   * German single words written after a bare "in" ("in Kempten"): a place's name, as uncertain as
   * any German single word (half a name), unless double-barrelled ("in Baden-Württemberg": a whole one).
   */
  places: Map<string, number>;
  /**
   * Names a German word is a form of ("halvorsen" for "Halvorsens Rücktritt", "kellmoor" for "die Kellmoorer Feuerwehr", "kestner"
   * for "Kestnerpreis"; event-names.ts): each counts, whole, when the other item names it.
   */
  forms: Map<string, number>;
  /** Initials of the item's names of three words and more ("tsmc"): count when the other item names them. */
  acronyms: Map<string, number>;
  /** Institutions named by their seat or as a country's central bank, and offices named by a title ("~head-of-government"), not by name. */
  actors: Map<string, number>;
  /** Whose each office is, where the item writes it beside the title ("Valdoria's finance minister", "el primer ministro español"). */
  officeOf: Map<string, Set<string>>;
  /** The words of each name of two or three words the item gives in full (["henrik", "vallin"]), which another item may shorten to one word. */
  fullNames: string[][];
  /** Those of the full names that are people's as far as writing tells: inside a sentence, with no joiner, and not in German (where every noun is capitalised). */
  people: string[][];
  /** Whether the item names a person: one of its people, or a name after an honorific ("Mme Sorvik", "Frau Lund"). */
  person: boolean;
  /**
   * The offices and kinds of bearer the item names someone by ("~finance-minister", "%carmaker"; a
   * word of its own language that says what a bearer is, "en:toymaker"), and who it says holds or is
   * one ("Finance Minister Henrik Vallin", "le constructeur Kestrel"): the material learns from all
   * items who a role names.
   */
  roles: Set<string>;
  holders: Array<[role: string, bearer: string[]]>;
  /** The countries and the union the title names: whom a deal or a measure is between ("EU and Indonesia sign trade deal"). */
  parties: Set<string>;
  /** The full names its title gives, whole or by one word ("Valcárcel sacked" beside "Ruy Valcárcel"; not in German): whom or what the report is about. */
  protagonists: string[][];
  /** Who its title says won or lost, in one spelling across languages ("rovak" for "Rovak gewinnt die Velmont Open", "=belgium" for "La Belge s'impose"). */
  winners: string[];
  /** Happenings given a name of their own ("!isla" for "Storm Isla"). */
  happenings: Set<string>;
  /** Figures, dates ("d:6-9") and quarters ("q:1"). */
  figures: Map<string, number>;
  /** Figures given right after the words of what came before ("au lendemain d'un rachat à 2,3 milliards"): another act's. */
  figuresBefore: Set<string>;
  distinguishing: Map<DistinguishingKind, Set<string>>;
  /** Shares the item tells changed, [before, after] ("to 35% from 25%"). */
  changes: Array<[before: string, after: string]>;
  /** Content words of the title and lead that are not names, in the item's language: what the report says happened. */
  content: ContentWords;
  /** The kinds of act (acts.ts) the item tells: its title's, else its lead's (which may tell what came before: "after her predecessor quit"). */
  acts: string[];
  /** The subjects of the laws the item names in its language ("amnistia" for "la ley de amnistía"). */
  laws: Set<string>;
  /** The first name its title gives, in one spelling: who acts, as a title tells it first ("Tarsland freezes assets …"). */
  subject: string | null;
  /** The names its title gives, in one spelling. */
  titleNames: string[];
  /** The towns its title says a happening struck ("at Pellow Point", "Fähren nach Möwenoog"; event-names.ts). */
  titleTowns: string[];
}

/** How much a report writes a word as a name, or only where every word is capitalised; 0 when it does not write it. */
export const written = (marks: EventMarks, word: string): number => marks.names.get(word) ?? marks.openers.get(word) ?? 0;

const MIN_ACRONYM_WORDS = 3;
/** An honorific before a capitalised name, which names a person ("Mme Sorvik", "Mr Lund", "Frau Lund", "la Sra. Lund"). */
const HONORIFIC = /(?<![\p{L}])(?:Mme|Mlle|M\.|Mr|Mrs|Ms|Herr|Frau|Sr\.|Sra\.)\.? \p{Lu}/u;
/** Languages that write a country's adjective in lower case, and a word so written (of four letters and more). */
const LOWER_CASE_ADJECTIVES = new Set(['de', 'fr', 'es']);
const LOWER_CASE_WORD = /(?<![\p{L}'’])\p{Ll}{4,}(?![\p{L}])/gu;
/** A German word after a bare "in" weighs this much of a name; a double-barrelled one, a capital on each side of its hyphen and no part shorter than three letters, a whole one. */
const UNCERTAIN_PLACE_WEIGHT = 0.5;
const DOUBLE_NAME = /^\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}{2,})+$/u;
/** A person's or organisation's full name has at most this many words ("Ana María García", "Halden Building Society"). */
const MAX_FULL_NAME_WORDS = 3;
/** An institution named by its seat or as its country's central bank, and an office named by its title, weigh this much of a name. */
const ACTOR_WEIGHT = 0.75;

/** Capitalised words that name no one: pronouns, articles and words that open clauses, per language. */
const NOT_NAMES: Record<string, string[]> = {
  en: ['i', 'the', 'a', 'an', 'it', 'its', 'he', 'she', 'they', 'we', 'this', 'that', 'these', 'those', 'his', 'her', 'their', 'our', 'mr', 'mrs', 'ms', 'dr'],
  de: ['der', 'die', 'das', 'ein', 'eine', 'er', 'sie', 'es', 'wir', 'ihr', 'dem', 'den', 'des', 'prozent', 'euro', 'millionen', 'milliarden', 'jahr', 'jahre',
    // Prepositions and quantifiers, capitalised where a sentence, a title or a clause after a colon opens with them.
    'in', 'im', 'am', 'an', 'auf', 'aus', 'bei', 'mit', 'nach', 'seit', 'von', 'vom', 'vor', 'zu', 'zum', 'zur', 'für', 'über', 'unter', 'viele', 'alle', 'kein', 'keine',
    'einige', 'mehrere', 'zahlreiche', 'dutzende', 'hunderte', 'hunderten', 'tausende', 'tausenden'],
  fr: ['le', 'la', 'les', 'un', 'une', 'il', 'elle', 'ils', 'elles', 'nous', 'ce', 'cette'],
  es: ['el', 'la', 'los', 'las', 'un', 'una', 'él', 'ella', 'ellos', 'nosotros', 'este', 'esta'],
};
/** Lower-case words that may sit inside a name ("Bank of England", "Rat der Stadt"). */
const NAME_JOINERS = new Set(['of', 'and', 'for', 'de', 'der', 'des', 'von', 'du', 'la', 'del', 'y', 'et']);

const localeCache = new Map<string, { notNames: Set<string>; months: Map<string, number> }>();
/** A language's words that name no one (weekdays and months too: every event of a day shares them) and its month names. */
function calendarOf(language: string) {
  const base = language.slice(0, 2).toLowerCase();
  let cached = localeCache.get(base);
  if (!cached) {
    const locale = safeLocale(base);
    const notNames = new Set(NOT_NAMES[base] ?? []);
    for (let day = 0; day < 7; day++) {
      const date = new Date(Date.UTC(2024, 0, 1 + day));
      for (const weekday of ['long', 'short'] as const) notNames.add(new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(date).toLowerCase().replace(/\.$/, ''));
    }
    const months = new Map<string, number>();
    for (let month = 0; month < 12; month++) {
      const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month, 1))).toLowerCase();
      notNames.add(name);
      months.set(foldCase(name), month + 1);
    }
    cached = { notNames, months };
    localeCache.set(base, cached);
  }
  return cached;
}

const dateMonthsCache = new Map<string, Map<string, number>>();
/** The month names a date of the language may be written with: English's and its own. */
function dateMonthsOf(language: string): Map<string, number> {
  let months = dateMonthsCache.get(language);
  if (!months) {
    months = new Map([...calendarOf('en').months, ...calendarOf(language).months]);
    dateMonthsCache.set(language, months);
  }
  return months;
}

/** Whose each office is, from the words written beside its titles: a known name, or one the item names. */
function officesOf(beside: OfficeQualifier[], names: Map<string, number>, openers: Map<string, number>): Map<string, Set<string>> {
  const officeOf = new Map<string, Set<string>>();
  for (const { office, word, byName } of beside) {
    const [key] = canonicalWords([word]);
    if (key?.startsWith('=') || (byName && (names.has(key!) || openers.has(key!)))) officeOf.set(office, (officeOf.get(office) ?? new Set()).add(key!));
  }
  return officeOf;
}

/** The roles an item names someone by (its offices and what its content calls a bearer), and who it says holds each. */
function rolesOf(content: ContentWords, offices: string[], officeHolders: Array<[string, string[]]>, names: Map<string, number>) {
  const roleOf = (key: string) => (isKind(key) ? key : `${content.language}:${key}`);
  const roles = new Set<string>(offices);
  for (const key of content.definites) roles.add(roleOf(key));
  const holders: Array<[string, string[]]> = [];
  for (const [office, written] of officeHolders) {
    const bearer = canonicalWords(written).filter((word) => names.has(word));
    if (bearer.length) holders.push([office, bearer]);
  }
  for (const [key, words] of content.appositions) {
    roles.add(roleOf(key));
    holders.push([roleOf(key), [...words]]);
  }
  return { roles, holders };
}

/** A minister's title before the capitalised name of the portfolio ("le ministre de l'Équipement", "la ministra de Justicia", "Minister for Energy"). */
const MINISTER = /^(?:ex-?)?(?:ministre|ministro|ministra|minister)s?$/u;
const PORTFOLIO_JOINERS = new Set(['de', 'des', 'du', 'del', 'la', 'of', 'for']);
/** Whether the capitalised word at position names a minister's portfolio: a minister's title stands before it, joiners between. */
function portfolioAt(words: string[], position: number): boolean {
  for (let back = 1; back <= 3; back++) {
    const word = foldCase(words[position - back] ?? '');
    if (MINISTER.test(word)) return back > 1;
    if (!PORTFOLIO_JOINERS.has(word)) return false;
  }
  return false;
}

/** A run of capitalised words of a sentence (and joiners inside it): as written (folded), and in one spelling. */
interface NameRun { written: string[]; words: string[]; opensSentence: boolean; place: number }

/**
 * The runs of capitalised words of a sentence's tokens (as written, and trimmed); the initials of
 * runs of three names and more go to acronyms. happening tells a word that names what happened (namesHappening).
 */
function nameRuns(
  tokens: string[], words: string[], language: string, stop: Set<string>, happening: (word: string) => boolean, acronyms: Map<string, number>,
): NameRun[] {
  const german = language.startsWith('de');
  const runs: NameRun[] = [];
  let run: string[] = [];
  let opens = false;
  // A German common noun after "in" takes an article ("in der Nacht"), a place does not ("in Kempten").
  let place = 0;
  // The portfolio written before a minister's name is the title's, not the name's: "ministre de l'Équipement Paul Mercadier".
  let portfolio = false;
  const initials = () => {
    const named = run.filter((word) => !NAME_JOINERS.has(word));
    if (named.length >= MIN_ACRONYM_WORDS) acronyms.set(named.map((word) => foldCase(word)[0]).join(''), 1);
  };
  const close = () => {
    // An institution's name may open with what it does: "Tribunal Constitucional de Estrelia" is the TCE.
    initials();
    if (portfolio) {
      run.shift();
      opens = false;
    }
    // What happened, and the sector it stopped, is not who or where: "Warnstreik an …", "Storm Isla" (the storm's own name is
    // read by namedHappenings), "Hamburger Kitas".
    while (run.length && (NAME_JOINERS.has(run.at(-1)!) || happening(run.at(-1)!) || isClubForm(run.at(-1)!))) run.pop();
    // Nor is a title before a name: "Prime Minister Vallin" names Vallin, "SV Eisenau" Eisenau.
    while (run.length && (happening(run[0]!) || isTitleWord(run[0]!, language) || isClubForm(run[0]!) || NAME_JOINERS.has(run[0]!))) {
      run.shift();
      opens = false;
    }
    initials();
    if (run.length) runs.push({ written: run.map(foldCase), words: canonicalWords(run), opensSentence: opens, place });
    run = [];
  };
  tokens.forEach((raw, position) => {
    const token = words[position]!;
    // A German number in words is capitalised where a sentence or a clause after a colon opens with it ("Vierzigtausend Haushalte"): a figure.
    if (FIGURE_PATTERN.test(token) || (FIGURE_PATTERN.test(words[position - 1] ?? '') && isMagnitude(token)) || (german && isNumberWord(token))) return close();
    const lower = token.toLowerCase();
    const capitalised = /^\p{Lu}/u.test(token) && token.length > 1 && !stop.has(lower);
    // A title inside a run stands before a name of its own: "Einheitspartei von Präsident Radek Sulen" names the party and Radek Sulen.
    if (capitalised && run.length && isTitleWord(token, language)) close();
    // A German clause after a title's colon opens as a sentence does: "Kreta: Neue Flugverbindung" names no "Neue Flugverbindung".
    const opensClause = position === 0 || (german && (tokens[position - 1] ?? '').endsWith(':'));
    if (capitalised) {
      if (!run.length) {
        opens = opensClause;
        portfolio = portfolioAt(words, position);
        place = german && foldCase(tokens[position - 1] ?? '') === 'in' ? (DOUBLE_NAME.test(token) ? 1 : UNCERTAIN_PLACE_WEIGHT) : 0;
      }
      run.push(lower);
    } else if (run.length && NAME_JOINERS.has(lower) && token === lower) run.push(lower);
    else close();
    // A word cut off by punctuation ends the run: "Frankfurt, Paris" are two names. A German sentence's first word is
    // capitalised whatever it is ("Heftiger Starkregen", "Dutzende Keller"): it stands alone.
    // An owner's full name ends at its "'s": "Radek Sulen's Unity Party" names two ("Germany's Federal Cartel Office" stays one).
    if (/[,;:)]$/.test(raw) || (run.length > 1 && (raw.endsWith("'s") || raw.endsWith('’s'))) || (german && opensClause && capitalised)) close();
  });
  close();
  return runs;
}

/** The names an item's runs of capitalised words give (see eventMarks), its openers, places, full names and people, the words written as names, and the institutions named by their seat. */
function namesOf(runs: NameRun[], german: boolean) {
  const midSentence = new Set(runs.filter(({ opensSentence, words }) => !opensSentence || words.length > 1).flatMap(({ words }) => words));
  const names = new Map<string, number>();
  const openers = new Map<string, number>();
  const nameWords = new Set<string>();
  const seats = new Set<string>();
  const places = new Map<string, number>();
  const fullNames: string[][] = [];
  const people: string[][] = [];
  for (const { written, words, opensSentence, place } of runs) {
    const named = words.filter((word) => !NAME_JOINERS.has(word));
    if (named.length >= 2 && named.length <= MAX_FULL_NAME_WORDS && !named.some((word) => word.startsWith('='))) {
      fullNames.push(named);
      // "Parlamento de Valdoria", "Bank of England": a name with a joiner is an institution's or a place's, no person's.
      if (!opensSentence && !german && named.length === words.length) people.push(named);
    }
    // A known name (a key such as "=ecb") is a name wherever it stands, and so is a German one written onto a known head ("Brackwell-Arena").
    const uncertain = named.length === 1 && !named[0]!.startsWith('=') && ((german && !namesBearer(written[0]!)) || (opensSentence && !midSentence.has(named[0]!)));
    for (const word of named) (uncertain ? openers : names).set(word, Math.max(names.get(word) ?? 0, 1 / named.length));
    if (uncertain && place) places.set(named[0]!, place);
    // A name's words are no content, each part of a hyphenated one too ("Beaux-Arts", "Kellmoor-Sandvik"), as content reads words between hyphens.
    if (!uncertain) for (const word of written) for (const part of [word, ...word.includes('-') ? word.split('-') : []]) nameWords.add(part);
    // A seat that opens a sentence is its institution acting ("Frankfurt stands pat").
    const institution = opensSentence && named.length === 1 ? institutionAtSeat(named[0]!) : null;
    if (institution) seats.add(institution);
  }
  return { names, openers, places, fullNames, people, nameWords, seats };
}

/**
 * The names and figures of an item's title and text, read in the item's own language (guessed,
 * else the briefing's). A name is a run of capitalised words that does not open a sentence; each
 * word of a run weighs 1/length, so "Joel Vallin" counts once. A single word that opens a
 * sentence is only an opener unless the item also names it inside a sentence, and in German (where
 * every noun is capitalised) any single word is, however often written (after a bare "in" it is
 * also a place); an opener counts when the other item names it. Well-known names of several words
 * count however capitalised.
 */
export function eventMarks(item: Pick<ScriptItem, 'title' | 'text'>, briefingLanguage: string): EventMarks {
  const language = guessLanguage(`${item.title} ${item.text}`, briefingLanguage);
  const { notNames: stop } = calendarOf(language);
  const foldedParts = [item.title, item.text].map(foldCase);
  const sentences = splitSentences(item.text, language);
  const titleSentences = splitSentences(item.title, language);
  const tokenized = [...titleSentences, ...sentences].map((sentence) => {
    const tokens = tokensOf(sentence);
    return { tokens, words: tokens.map(trimmed) };
  });
  const { figures, figuresBefore, distinguishing, changes } = figuresOf(foldedParts, tokenized, language, dateMonthsOf(language));
  const acronyms = new Map<string, number>();
  // A name is written again and again: whether its words name what happened is read once.
  const happening = new Map<string, boolean>();
  const namesWhatHappened = (word: string) => happening.get(word) ?? happening.set(word, namesHappening(word, language) && !namesBearer(word)).get(word)!;
  const sentenceRuns = tokenized.map(({ tokens, words }) => nameRuns(tokens, words, language, stop, namesWhatHappened, acronyms));
  const runs = sentenceRuns.flat();
  const { names, openers, places, fullNames, people, nameWords, seats } = namesOf(runs, language.startsWith('de'));
  for (const [key, words] of foldedParts.flatMap((folded) => spelledNamesIn(folded))) {
    names.set(key, 1);
    // The words of a well-known name are neither names nor content of their own ("Euro zone inflation eases").
    for (const word of words) {
      names.delete(word);
      nameWords.add(word);
    }
  }
  // A country's or region's adjective, which German, French and Spanish write in lower case ("le ministre belge", "el PIB británico",
  // "la directora gallega"), names the country or region.
  if (LOWER_CASE_ADJECTIVES.has(language.slice(0, 2))) {
    for (const word of `${item.title} ${item.text}`.match(LOWER_CASE_WORD) ?? []) {
      const country = placeNamed(foldCase(word));
      if (!country) continue;
      if (!names.has(country)) names.set(country, 1);
      nameWords.add(foldCase(word));
    }
  }
  // A seat named beside its institution is the institution ("Brussels" in a report of the Commission): one actor, not two names.
  for (const seat of [...names.keys()].filter((name) => names.has(institutionAtSeat(name) ?? ''))) names.delete(seat);
  for (const word of names.keys()) openers.delete(word);
  const forms = new Map<string, number>();
  if (language.startsWith('de')) {
    for (const word of [...names.keys(), ...openers.keys()]) {
      for (const form of germanForms(word)) if (!names.has(form) && !openers.has(form)) forms.set(form, 1);
    }
  }
  const foldedText = foldedParts.join('. ');
  const { offices, titleWords, beside, holders: officeHolders } = officesNamed(`${item.title}. ${item.text}`, language, foldedText);
  const officeOf = officesOf(beside, names, openers);
  const actors = new Map<string, number>();
  for (const actor of [...seats, ...centralBanksNamed(foldedText), ...offices]) {
    if (!names.has(actor)) actors.set(actor, ACTOR_WEIGHT);
  }
  // A rate decision is one central bank's: two reports that name central banks and none in common tell two decisions.
  const centralBanks = [...names.keys(), ...actors.keys()].filter(isCentralBank);
  if (centralBanks.length) distinguishing.set('central-bank', new Set(centralBanks));
  // An office's title is counted as the office, not again as content or as a name ("le ministre des Finances").
  for (const word of titleWords) {
    nameWords.add(word);
    names.delete(word);
    openers.delete(word);
  }
  for (const word of [...names.keys(), ...openers.keys()]) acronyms.delete(word);
  const happenings = new Set([item.title, item.text].flatMap((part, index) => namedHappenings(part, stop, foldedParts[index])));
  if (happenings.size) distinguishing.set('happening', happenings);
  // A prize is given once a year: two reports naming prizes and none in common tell two awards (prizes.ts).
  const prizes = prizesNamed(`${item.title}. ${item.text}`);
  if (prizes.length) distinguishing.set('prize', new Set(prizes));
  const lead = sentences.slice(0, LEAD_SENTENCES).join(' ');
  const content = contentWords({ title: item.title, lead }, language, nameWords, fullNames, new Set(openers.keys()));
  if (newInOffice(beside) && !content.lead.has(APPOINTMENT)) content.lead.set(APPOINTMENT, 1);
  // One strike stops one sector's work: a city's metro and its nurseries on one day are two strikes.
  const sectors = content.lead.has(STRIKE) ? [...content.lead.keys()].filter(isSector) : [];
  if (sectors.length) distinguishing.set('sector', new Set(sectors));
  // One recall calls back one kind of goods: a maker's phones and another's e-bike batteries are two recalls (goods.ts).
  const goods = content.lead.has(RECALL) ? foldedParts.flatMap(goodsIn) : [];
  if (goods.length) distinguishing.set('goods', new Set(goods));
  const { roles, holders } = rolesOf(content, offices, officeHolders, names);
  const side = sideNamed(`${item.title} ${lead}`, language);
  if (side) distinguishing.set('side', new Set([side]));
  const titled = canonicalWords(foldedParts[0]!.match(/\p{L}+/gu) ?? []);
  const parties = new Set(titled.filter((key) => isParty(key) && names.has(key)));
  // German capitalises every noun: its full names may be nouns ("Vollsperrung ab sofort"), not whom a report is about.
  const protagonists = language.startsWith('de') ? [] : fullNames.filter((name) => name.some((word) => titled.includes(word)));
  const titleActs = actKinds(content.title);
  const acts = titleActs.length ? titleActs : actKinds(withoutBefore(content.lead.keys(), conceptsBefore(lead, content.language)));
  const laws = new Set(foldedParts.flatMap((folded) => lawsIn(folded, language)));
  const titleRuns = sentenceRuns.slice(0, titleSentences.length).flat();
  const subject = titleRuns[0]?.words.at(-1) ?? null;
  const titleNames = titleRuns.flatMap(({ words }) => words.filter((word) => names.has(word) || places.has(word)));
  return {
    names, openers, forms, places, acronyms, actors, officeOf, fullNames, people, roles, holders, parties, protagonists, winners: canonicalWords(winnersIn(item.title)), happenings, figures, figuresBefore, distinguishing, changes, content, acts,
    laws, subject, titleNames, titleTowns: townsTitled(item.title, language, namesWhatHappened),
    person: people.length > 0 || HONORIFIC.test(`${item.title} ${item.text}`),
  };
}
