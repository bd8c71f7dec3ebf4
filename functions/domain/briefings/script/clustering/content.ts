/**
 * What two reports say happened, beyond names and figures: the content words of their titles and
 * leads, stemmed with the language's stemmer (a word of the concept lexicon as its concept),
 * compared as TF-IDF vectors over the briefing's material (a word every report uses says nothing,
 * one only two use says much): in one language every word, across languages the concepts; and
 * the action both titles name (shared rare words: "recalls", "strike", "lander", or one concept
 * in two languages: "Streik", "grève"); and what a report calls its names' bearers ("carmaker
 * Kestrel", "the carmaker"). Pure.
 */
import { foldCase } from '#shared/text';
import { isKind, kindOf } from './kinds.ts';
import {
  BEFORE_A_NAME, conceptOf, contextualConcept, isConcept, isOtherWord, isSector, NOT_THE_REAL_THING, namesNoHappening, separatedVerbConcepts, stemmerOf,
} from './concepts.ts';

/** An item's content words: stems (or concepts) of its title and of title and lead together, names left out. */
export interface ContentWords {
  language: string;
  title: Set<string>;
  lead: Map<string, number>;
  /** Stems of the words written just before a name in its title or lead ("Chip maker Zeta"): what the item calls the name's bearer. */
  epithets: Set<string>;
  /**
   * What the item says a name's bearer is, with the words of the names it says it of: the word
   * written right before a name ("carmaker Kestrel"), or a kind of bearer (kinds.ts) written after
   * a name and its article ("Kestrel, le constructeur"); a kind as its key ("%carmaker"), another word as its stem.
   */
  appositions: Map<string, Set<string>>;
  /** What the words just after a definite article in the title or lead are, as appositions are keyed ("the carmaker"): whom or what the item names by what it is. */
  definites: Set<string>;
  /** Whether the title or lead tells a drill of a happening rather than the happening (concepts.ts). */
  notTheRealThing: boolean;
}

/** Sentences of the text read as its lead. */
export const LEAD_SENTENCES = 2;
const MIN_LETTERS = 3;

/** Words that say nothing of a happening, per language (folded): function words and reporting verbs. */
const STOPWORDS: Record<string, string[]> = {
  en: ['the', 'and', 'for', 'with', 'from', 'that', 'this', 'its', 'has', 'have', 'had', 'was', 'were', 'are', 'been', 'will', 'would', 'could', 'after',
    'before', 'into', 'over', 'than', 'their', 'they', 'who', 'which', 'but', 'not', 'said', 'says', 'also', 'more', 'about', 'new', 'year', 'years'],
  de: ['der', 'die', 'das', 'den', 'dem', 'des', 'und', 'ein', 'eine', 'einen', 'einer', 'ist', 'sind', 'hat', 'haben', 'wird', 'werden', 'mit', 'von', 'fur',
    'auf', 'bei', 'nach', 'sich', 'nicht', 'auch', 'wie', 'als', 'aus', 'zum', 'zur', 'uber', 'sagte', 'jahr', 'jahre'],
  fr: ['les', 'des', 'une', 'est', 'sont', 'dans', 'pour', 'sur', 'aux', 'qui', 'que', 'par', 'avec', 'son', 'ses', 'leur', 'leurs', 'pas', 'plus', 'ont',
    'ete', 'apres', 'selon', 'cette', 'ces', 'elle', 'ils', 'annee', 'ans'],
  es: ['los', 'las', 'una', 'del', 'por', 'con', 'para', 'que', 'sus', 'como', 'mas', 'tras', 'sobre', 'entre', 'fue', 'han', 'ser', 'esta', 'este', 'segun',
    'dijo', 'ano', 'anos'],
};
const stopwordsOf = new Map(Object.entries(STOPWORDS).map(([language, words]) => [language, new Set(words)]));

const wordsOf = (text: string): string[] => foldCase(text).match(/\p{L}+/gu) ?? [];

const CLAUSE_END = /[.!?;:]\s/u;

/** Words an epithet may have before its name ("chip maker", "finance minister"), or after it and its article ("the Holm island ferry"). */
const EPITHET_WORDS = 2;

/** Words between a noun and the name it is of ("the museum of", "le musée des", "el museo del"). */
const OF_NAME = new Set(['of', 'de', 'des', 'du', 'del', 'der', 'von']);

/** Definite articles per language (folded; French "l'" read as "l"). */
const DEFINITE_ARTICLES: Record<string, Set<string>> = {
  en: new Set(['the']), de: new Set(['der', 'die', 'das', 'den', 'dem', 'des']), fr: new Set(['le', 'la', 'les', 'l']), es: new Set(['el', 'la', 'los', 'las']),
};

/** What a text's clauses say: their content stems (a word of the lexicon as its concept), and what they call their names' bearers. */
type Reading = Pick<ContentWords, 'epithets' | 'appositions' | 'definites'> & { stems: string[] };

/** Reads a text's clauses into a reading: a new one, or one that holds the clauses before them. */
function read(
  text: string, language: string, names: Set<string>, uncertain: Set<string>,
  reading: Reading = { stems: [], epithets: new Set(), appositions: new Map(), definites: new Set() },
): Reading {
  const stop = stopwordsOf.get(language) ?? new Set();
  const articles = DEFINITE_ARTICLES[language] ?? new Set();
  const stemWord = stemmerOf(language);
  for (const clause of text.split(CLAUSE_END)) {
    const words = wordsOf(clause);
    const stems = words.map((word) => (word.length < MIN_LETTERS || stop.has(word) || names.has(word) ? null : stemWord(word)));
    // A happening's word may name none where it stands ("strike a deal", "averting strikes"): a sector's word always names its
    // sector, unless it is another word of the same stem ("portes").
    const happening = (stem: string, index: number) => {
      const concept = conceptOf(stem, language);
      if (!isConcept(concept)) return concept;
      const named = BEFORE_A_NAME.has(concept) && names.has(words[index + 1] ?? '');
      return named || isOtherWord(words[index]!, language) || (!isSector(concept) && namesNoHappening(words, index, language)) ? stem : concept;
    };
    const stemmed = stems.map((stem, index) => stem && (contextualConcept(words, index, language, names) ?? happening(stem, index)));
    // A word of the concept lexicon names a happening, never who acted.
    const bearer = (index: number) => (index >= 0 && stemmed[index] && !isConcept(stemmed[index]) ? stemmed[index] : null);
    // A kind of bearer may also be a sector a strike stops ("die Fluggesellschaft"): what it is, read from its own stem.
    const kind = (index: number) => {
      const own = index >= 0 && stems[index] ? kindOf(stems[index], language) : null;
      return own && (isKind(own) || bearer(index)) ? own : null;
    };
    const appose = (key: string | null, word: string) => {
      if (key) reading.appositions.set(key, (reading.appositions.get(key) ?? new Set()).add(word));
    };
    words.forEach((word, index) => {
      if (stemmed[index]) reading.stems.push(stemmed[index]);
      // "Le musée des Beaux-Arts" names its own museum, not another by what it is.
      const named = names.has(words[index + 1] ?? '') || (OF_NAME.has(words[index + 1] ?? '') && names.has(words[index + 2] ?? ''));
      const definite = articles.has(words[index - 1] ?? '') && !named && kind(index);
      if (definite) reading.definites.add(definite);
      // A joiner inside a name ("Bank of England") bears nothing.
      if (word.length < MIN_LETTERS || !(names.has(word) || uncertain.has(word))) return;
      // After a name, only a known kind is what it is ("Kestrel, the carmaker"): "dass Kestrel die Produktion …" says no such thing.
      if (articles.has(words[index + 1] ?? '') && isKind(kind(index + 2) ?? '')) appose(kind(index + 2), word);
      // A word that may be a name is one beside a known kind ("die Fluggesellschaft Aerona", "Aerona, the airline").
      if (!names.has(word)) {
        if (isKind(kind(index - 1) ?? '')) appose(kind(index - 1), word);
        return;
      }
      for (let before = Math.max(0, index - EPITHET_WORDS); before < index; before++) if (bearer(before)) reading.epithets.add(bearer(before)!);
      // After an article, the words a name stands before are its bearer too ("the Skarre ferry", "the Holm island ferry").
      let start = index;
      while (start > 0 && names.has(words[start - 1]!)) start--;
      if (!names.has(words[index + 1] ?? '') && articles.has(words[start - 1] ?? '')) {
        for (let after = index + 1; after <= index + EPITHET_WORDS; after++) if (bearer(after)) reading.epithets.add(bearer(after)!);
      }
      appose(kind(index - 1), word);
    });
    reading.stems.push(...separatedVerbConcepts(words, language));
  }
  return reading;
}

/**
 * The content words of an item's title and lead (its first LEAD_SENTENCES sentences) in its
 * language, leaving out the words of its names; a full name's first word may be what its bearer
 * is, capitalised as the name ("Carmaker Kestrel", "Autobauer Kestrel"), so it is an apposition of
 * the name's other words too; a word that may be a name (a German noun, a sentence's first word,
 * uncertain) is one when a known kind stands before it.
 */
export function contentWords(
  item: { title: string; lead: string }, language: string, names: Set<string>, fullNames: string[][], uncertain: Set<string> = new Set(),
): ContentWords {
  const base = language.slice(0, 2).toLowerCase();
  const stemWord = stemmerOf(base);
  const lead = new Map<string, number>();
  // The title's clauses, then the lead's: the clauses of "title. lead".
  const reading = read(item.title, base, names, uncertain);
  const title = new Set(reading.stems);
  const { stems, epithets, appositions, definites } = read(item.lead, base, names, uncertain, reading);
  for (const stem of stems) lead.set(stem, (lead.get(stem) ?? 0) + 1);
  for (const [first, ...rest] of fullNames) {
    const key = kindOf(stemWord(first!), base);
    appositions.set(key, new Set([...appositions.get(key) ?? [], ...rest]));
  }
  return {
    language: base, title, lead, epithets, appositions, definites,
    // A drill of a happening: the drill's word beside the happening's ("earthquake drill", not "oil drilling").
    notTheRealThing: [...NOT_THE_REAL_THING].some((concept) => lead.has(concept)) && [...lead.keys()].some((stem) => isConcept(stem) && !NOT_THE_REAL_THING.has(stem)),
  };
}

/** How alike two items' content is, 0 to 1, and how rare the action words their titles share are. */
export interface ContentLikeness {
  /** Cosine of the two items' TF-IDF vectors: every word in one language, the concepts only across languages. */
  similarity: (a: ContentWords, b: ContentWords) => number;
  /** The rarity (0 to 1) of each title word (across languages: concept) both share, summed. */
  sharedAction: (a: ContentWords, b: ContentWords) => number;
  /** How rare (0 to 1) a content word of the language is in the material. */
  rarity: (language: string, stem: string) => number;
}

/** A small material reads as one of this many items, so a word two of five reports use is not taken for rare. */
const MIN_MATERIAL = 20;

/** A German compound's last part, when it is a word of the material, counts as the word too: "Warnstreik" holds "Streik". */
const MIN_COMPOUND_PART = 4;
function withCompoundHeads(words: ContentWords, vocabulary: Map<string, number>): ContentWords {
  if (words.language !== 'de') return words;
  // The stem's endings that are words of the material, in the material's order: each ending is looked up, not each word.
  const heads = (stem: string) => {
    const found: string[] = [];
    for (let length = MIN_COMPOUND_PART; length <= stem.length - MIN_COMPOUND_PART + 1; length++) {
      const ending = stem.slice(-length);
      if (vocabulary.has(ending)) found.push(ending);
    }
    return found.sort((a, b) => vocabulary.get(a)! - vocabulary.get(b)!);
  };
  const lead = new Map(words.lead);
  for (const [stem, count] of words.lead) for (const head of heads(stem)) lead.set(head, Math.max(lead.get(head) ?? 0, count));
  return { ...words, lead, title: new Set([...words.title].flatMap((stem) => [stem, ...heads(stem)])) };
}

/** TF-IDF over the material, per language: a word's weight is how few of the language's items use it. */
export function contentLikeness(material: ContentWords[]): ContentLikeness {
  const vocabulary = new Map([...new Set(material.filter(({ language }) => language === 'de').flatMap(({ lead }) => [...lead.keys()]))]
    .filter((stem) => stem.length >= MIN_COMPOUND_PART && !isConcept(stem)).map((stem, index) => [stem, index]));
  const expanded = new Map(material.map((words) => [words, withCompoundHeads(words, vocabulary)]));
  const read = (words: ContentWords) => expanded.get(words) ?? withCompoundHeads(words, vocabulary);
  const all = [...expanded.values()];
  // A word is counted among its language's items, a concept among all items.
  const keyOf = (language: string, stem: string) => (isConcept(stem) ? stem : `${language}:${stem}`);
  const counts = new Map<string, number>();
  const sizes = new Map<string, number>();
  for (const { language, lead, title } of all) {
    sizes.set(language, (sizes.get(language) ?? 0) + 1);
    for (const stem of new Set([...lead.keys(), ...title])) counts.set(keyOf(language, stem), (counts.get(keyOf(language, stem)) ?? 0) + 1);
  }
  const size = (language: string, stem: string) => Math.max(MIN_MATERIAL, isConcept(stem) ? all.length : sizes.get(language) ?? 0);
  const idf = (language: string, stem: string) => Math.log(size(language, stem) / Math.max(1, counts.get(keyOf(language, stem)) ?? 1));
  const rarity = (language: string, stem: string) =>
    Math.max(0, Math.log(size(language, stem) / Math.max(2, counts.get(keyOf(language, stem)) ?? 2)) / Math.log(size(language, stem) / 2));
  type Vector = { weights: Map<string, number>; norm: number };
  const vectors = new WeakMap<ContentWords, { all: Vector; concepts: Vector }>();
  const vectorOf = (original: ContentWords, sameLanguage: boolean) => {
    let vector = vectors.get(original);
    if (!vector) {
      const words = read(original);
      const weights = new Map([...words.lead].map(([stem, count]) => [stem, count * idf(words.language, stem)] as const));
      const concepts = new Map([...weights].filter(([stem]) => isConcept(stem)));
      vector = { all: { weights, norm: Math.hypot(...weights.values()) }, concepts: { weights: concepts, norm: Math.hypot(...concepts.values()) } };
      vectors.set(original, vector);
    }
    return sameLanguage ? vector.all : vector.concepts;
  };
  return {
    rarity,
    similarity: (a, b) => {
      const sameLanguage = a.language === b.language;
      const [first, second] = [vectorOf(a, sameLanguage), vectorOf(b, sameLanguage)];
      if (!first.norm || !second.norm) return 0;
      let dot = 0;
      let happening = sameLanguage;
      for (const [stem, weight] of first.weights) {
        const other = second.weights.get(stem);
        if (other === undefined) continue;
        dot += weight * other;
        happening ||= !isSector(stem);
      }
      // Across languages a sector both name ("metro", "Busse") is where; alike only when they share what happened there too.
      return happening ? dot / (first.norm * second.norm) : 0;
    },
    sharedAction: (a, b) => {
      const sameLanguage = a.language === b.language;
      if (a.notTheRealThing !== b.notTheRealThing) return 0;
      const [first, second] = [read(a).title, read(b).title];
      // What both call the bearer of a name ("Chip maker Zeta") is who acted, and a sector ("metro") where, not what was done.
      const action = [...first].filter((stem) => (sameLanguage || isConcept(stem)) && second.has(stem) && !(a.epithets.has(stem) && b.epithets.has(stem))
        && !isSector(stem));
      return action.reduce((sum, stem) => sum + rarity(a.language, stem), 0);
    },
  };
}
