/**
 * An interest as the matcher looks for it: its own words (stems, inflections, initials), and when
 * the knowledge base knows its topic, what the topic also matches in the profile's language
 * (synonyms, acronyms, members, related phrasings), less what the listener removed and plus what
 * they added, with the topic's guards against other senses.
 */
import { matchTokens } from '#shared/text';
import { compileTerm, type CompileOptions, type TermPattern } from './term-patterns.ts';
import { companyWords, defaultAlsoMatches, knownTopic, namePlaces, personHonorifics, personRoles, topicIds, topicTerms } from './knowledge-base.ts';
import { topicLanguage, type TopicLanguage } from './languages.ts';
import { stemmerFor } from './stems.ts';

/** A term that only supports the topic counts this much of a mention. */
export const RELATED_WEIGHT = 0.5;

export interface InterestMatcher {
  /** The interest as the profile wrote it. */
  text: string;
  /** The knowledge base's topic the interest names; absent for one it does not know (a company, a person). */
  topic?: string;
  /** A one-word name the knowledge base does not know ("Kestrel"), as written: a company's, which a story may also write as someone's surname. */
  company?: string;
  /** The surname of an interest written as a person's name ("Vallin" of "Henrik Vallin"), as written. */
  surname?: string;
  patterns: TermPattern[];
  guards: TermPattern[];
  /** Other topics that share supporting terms with the interest's topic; empty for an interest the knowledge base does not know. */
  rivals?: RivalTopic[];
  /** The topic's supporting terms (by stems) that some other topic also uses: two corroborate only with one that is not. */
  commonSupport?: ReadonlySet<string>;
  /** Every other topic of the knowledge base with the words it does not share with the interest: for a story that never names the interest, another topic its title and lead tell as strongly claims it; a round-up's other topics. */
  others?: OtherTopic[];
}

/** Another topic's words less those it shares with the interest, and the shared ones (by stems), which tell neither apart. */
export interface OtherTopic extends TopicWords {
  shared: ReadonlySet<string>;
}

/** A topic's words in one language: its naming and supporting terms, and its guards. */
export interface TopicWords {
  topic: string;
  patterns: TermPattern[];
  guards: TermPattern[];
}

/**
 * Another topic of the knowledge base that shares supporting words with an interest's topic
 * ("coach" is football's and basketball's): a story whose title names the rival, by words
 * that are not the interest's own, and only supports the interest is about the rival.
 */
export interface RivalTopic {
  topic: string;
  /** The rival's naming terms, less those the interest's topic counts as its own supporting terms. */
  naming: TermPattern[];
}

/** What the profile says an interest also matches (its `topics` entry), when it says anything. */
export type AlsoMatches = ReadonlyMap<string, readonly string[]>;

export const compileOptions = (language: TopicLanguage): CompileOptions => ({ stemWord: stemmerFor(language), compounds: language === 'de' });

/** Upper-case initials of a two-to-four-word interest written in letters, e.g. "EV" for "electric vehicles". */
function initialsOf(interest: string): string | null {
  const words = interest.trim().split(/\s+/);
  const letters = /^\p{L}{3,}$/u;
  return words.length >= 2 && words.length <= 4 && words.every((word) => letters.test(word))
    ? words.map((word) => word[0]!.toUpperCase()).join('')
    : null;
}

/**
 * The surname of an interest written as a person's name ("Elon Musk", "Taylor Swift": two or three
 * capitalised words): stories name people in full once, then by surname. It counts as written, and
 * only in a story that names the person in full too.
 */
function surnameOf(interest: string): string | null {
  const words = interest.trim().split(/\s+/);
  const last = words.at(-1) ?? '';
  return words.length >= 2 && words.length <= 3 && words.every((word) => /^\p{Lu}\p{Ll}/u.test(word)) && last.length >= 4 ? last : null;
}

/** A one-word interest written as a name ("Kestrel", "Orvane"), which the knowledge base does not know: a company's or a brand's. */
function companyNameOf(interest: string): string | null {
  const name = interest.trim();
  return /^\p{Lu}\p{Ll}{3,}$/u.test(name) ? name : null;
}

/** Topics that share this many supporting words or more are rivals: sibling senses of the same words. */
const MIN_SHARED_FOR_RIVAL = 2;
const stemKey = (pattern: TermPattern): string => pattern.stems.join(' ');
const rivalCache = new Map<string, { rivals: RivalTopic[]; common: Set<string> }>();

/** The topics that share supporting terms with `topic` in the language, each with its naming terms. */
function rivalsOf(topic: string, language: TopicLanguage, related: readonly string[]): { rivals: RivalTopic[]; common: Set<string> } {
  const cacheKey = `${language}:${topic}`;
  const cached = rivalCache.get(cacheKey);
  if (cached) return cached;
  const options = compileOptions(language);
  const own = new Set(related.flatMap((term) => compileTerm(term, RELATED_WEIGHT, options) ?? []).map(stemKey));
  const common = new Set<string>();
  const rivals = topicIds().filter((other) => other !== topic).flatMap((other) => {
    const terms = topicTerms(other, language);
    const naming = terms.terms.flatMap((term) => compileTerm(term, 1, options) ?? []);
    const shared = new Set([...naming, ...terms.related.flatMap((term) => compileTerm(term, RELATED_WEIGHT, options) ?? [])].map(stemKey).filter((key) => own.has(key)));
    for (const key of shared) common.add(key);
    const distinct = naming.filter((pattern) => !own.has(stemKey(pattern)));
    return shared.size >= MIN_SHARED_FOR_RIVAL && distinct.length > 0 ? [{ topic: other, naming: distinct }] : [];
  });
  rivalCache.set(cacheKey, { rivals, common });
  return { rivals, common };
}

const topicWordsCache = new Map<TopicLanguage, TopicWords[]>();

/** Every topic's words in the language, compiled once. */
function allTopicWords(language: TopicLanguage): TopicWords[] {
  const cached = topicWordsCache.get(language);
  if (cached) return cached;
  const options = compileOptions(language);
  const compiled = topicIds().map((topic) => {
    const { terms, related, guards } = topicTerms(topic, language);
    return {
      topic,
      patterns: [...terms.flatMap((term) => compileTerm(term, 1, options) ?? []), ...related.flatMap((term) => compileTerm(term, RELATED_WEIGHT, options) ?? [])],
      guards: guards.flatMap((guard) => compileTerm(guard, 0, options) ?? []),
    };
  });
  topicWordsCache.set(language, compiled);
  return compiled;
}

const namingKeys = (words: TopicWords): Set<string> => new Set(words.patterns.filter(({ weight }) => weight >= 1).map(stemKey));
const supportingKeys = (words: TopicWords): Set<string> => new Set(words.patterns.filter(({ weight }) => weight < 1).map(stemKey));
const meets = (a: Set<string>, b: Set<string>): boolean => [...a].some((key) => b.has(key));

/**
 * The topics that may claim a story the interest's topic only supports, each with the words it does
 * not share with the interest ("heatwave" is weather's and climate change's). Neighbours are left
 * out: a topic that supports itself with a naming term of the other (climate change with "extreme
 * weather", weather with "climate") is a subject the other covers, and a story can be about both.
 * For an interest the knowledge base does not know (a company, a person), every topic is another.
 */
function otherTopics(topic: string | undefined, language: TopicLanguage, patterns: TermPattern[]): OtherTopic[] {
  const all = allTopicWords(language);
  const self = all.find((words) => words.topic === topic);
  if (topic !== undefined && !self) return [];
  const own = new Set(patterns.map(stemKey));
  const neighbours = (other: TopicWords) => self !== undefined && (meets(supportingKeys(other), namingKeys(self)) || meets(supportingKeys(self), namingKeys(other)));
  return all
    .filter((other) => other.topic !== topic && !neighbours(other))
    .map((other) => ({
      ...other,
      patterns: other.patterns.filter((pattern) => !own.has(stemKey(pattern))),
      shared: new Set(other.patterns.map(stemKey).filter((key) => own.has(key))),
    }));
}

/**
 * How a story names a person after (or instead of) the full name: the surname as written ("Musk",
 * whatever its length) and the titles a story calls them by ("the premier"), repeats that never name
 * them on their own; a title or an honorific with the surname ("Finance minister Brandt",
 * "Kanzlerin Merkel", "Mr Ekberg", "M. Ekberg") names them.
 */
function personPatterns(surname: TermPattern, language: TopicLanguage, options: CompileOptions): TermPattern[] {
  const plain = { ...options, compounds: false };
  const roles = personRoles(language);
  return [
    { ...surname, exact: surname.exact ?? matchTokens(surname.term)[0]!.written, compoundHead: null },
    ...roles.flatMap((role) => compileTerm(role, 1, plain, false) ?? []),
    ...[...roles, ...personHonorifics(language)].flatMap((title) => compileTerm(`${title} ${surname.term}`, 1, plain) ?? []),
  ];
}

export function interestMatcher(interest: string, language: string, alsoMatches?: readonly string[]): InterestMatcher {
  const spoken = topicLanguage(language);
  const options = compileOptions(spoken);
  const known = knownTopic(interest, language);
  const related = new Set(known?.related ?? []);
  const initials = initialsOf(interest);
  const terms = [interest, ...(initials ? [initials] : []), ...(alsoMatches ?? defaultAlsoMatches(interest, language))];
  const patterns = terms.flatMap((term) => compileTerm(term, related.has(term) ? RELATED_WEIGHT : 1, options) ?? []);
  const surname = compileTerm(known ? '' : surnameOf(interest) ?? '', 1, options, false);
  if (surname) patterns.push(...personPatterns(surname, spoken, options));
  const name = known || surname ? null : companyNameOf(interest);
  if (name) {
    // A company's name counts as written ("Kestrel", not "kestrels").
    const index = patterns.findIndex((pattern) => pattern.term === interest);
    patterns[index] = { ...patterns[index]!, exact: name, compoundHead: null };
    // After its name, a story calls the company by what it is ("the firm", "the payments group"): a repeat, never a mention on its own.
    patterns.push(...companyWords(spoken).flatMap((word) => compileTerm(word, 1, options, false) ?? []));
  }
  // A company's name in a place's name ("Linden Avenue", "village of Linden") or after an honorific ("Mrs Linden") is not the company.
  const namesakeGuards = name ? [...namePlaces(spoken).map((place) => place.replace('{name}', name)), ...personHonorifics(spoken).map((honorific) => `${honorific} ${name}`)] : [];
  const guards = [...(known?.guards ?? []), ...namesakeGuards].flatMap((guard) => compileTerm(guard, 0, options) ?? []);
  const { rivals, common } = known ? rivalsOf(known.topic, spoken, known.related) : { rivals: [], common: new Set<string>() };
  const others = otherTopics(known?.topic, spoken, patterns);
  return {
    text: interest, ...(known ? { topic: known.topic } : {}), ...(name ? { company: name } : {}), ...(surname ? { surname: surname.term } : {}), patterns, guards, rivals, commonSupport: common, others,
  };
}

/** The profile's interests as matchers; `alsoMatches` by interest where the profile has edited or stored them. */
export function interestMatchers(interests: readonly string[], language: string, alsoMatches: AlsoMatches = new Map()): InterestMatcher[] {
  return interests
    .map((interest) => interestMatcher(interest, language, alsoMatches.get(interest)))
    .filter((matcher) => matcher.patterns.length > 0);
}
