/**
 * Whether a story is about an interest: where the interest is named (title, lead, body) and how
 * often, never a keyword anywhere. An interest is named by its own words or by what its topic also
 * matches (../topics): multi-word terms match as whole phrases (stems and plurals included), a
 * single word of them alone does not; a hyphenated modifier ("low-energy") does not count for its
 * parts; a term inside another sense ("fed up") does not count; a term that only supports the
 * topic counts half, and only in a story that names the interest too; a body that names the interest once or twice in passing is not enough;
 * a naming term in the opening sentence, backed by a supporting term of the topic anywhere in the story, makes it about it.
 */
import { findMentions, fullNamesEndingIn, fullNamesIn, type InterestMatcher, isRoundUpTitle, type Mentions, type TermPattern, withoutSideRoles } from '#domain/catalogue';
import { type MatchToken, matchTokens, splitSentences, stem } from '#shared/text';
import { clausesOf, passingInRoundUp } from './round-ups.ts';

/** Points for naming the interest in the title, in the lead (first two sentences), per further mention. */
const TITLE_POINTS = 3;
/** A title hit the text does not mention again. */
const UNCONFIRMED_TITLE_POINTS = 2;
/** Texts shorter than this many words leave the title to speak for the story. */
const HEADLINE_ONLY_WORDS = 12;
const LEAD_POINTS = 2;
/** A naming mention in the opening sentence that a supporting term of the topic backs: news names its subject once, up front. */
const OPENING_POINTS = 3;
const BODY_POINTS_MAX = 4;
/** A story is about an interest from this many points on: a title hit the text takes up, or a lead hit named again. */
const ABOUT_THRESHOLD = 3;
/**
 * Distinct terms of a topic that together say what one alone cannot: a headline with two of them
 * needs no repeat in the text ("Sinner beats Alcaraz in Wimbledon final"), and a title and lead with
 * two distinct supporting terms, one in the title, make a story about a topic it never names
 * ("Glaciers lost a tenth of their ice" + "hotter summers", "warming").
 */
const CORROBORATING_TERMS = 2;
/** Supporting terms that other topics use too ("club", "fans") corroborate only this many together. */
const COMMON_CORROBORATING_TERMS = 3;
/**
 * A lead that tells the topic by this many distinct supporting terms, LEAD_OWN_TERMS of them the
 * topic's alone, needs no title term ("Summer heat killed 40,000" + "heatwaves", "warming", "coal,
 * oil and gas"); a lead of words many topics use ("club", "league", "fans") does not.
 */
const LEAD_CORROBORATING_TERMS = 3;
const LEAD_OWN_TERMS = 2;
/** Without a title or lead hit, the body must name the interest this often, at least once per this many words. */
const BODY_ONLY_MENTIONS = 3;
const BODY_ONLY_WORDS_PER_MENTION = 200;
/** A body that names the interest this often, by at least two distinct naming terms, is about it however long it runs. */
const BODY_ONLY_NAMING_MENTIONS = 3;
const LEAD_SENTENCES = 2;
/** The lead is looked for in the text's opening characters only. */
const LEAD_SCAN_CHARS = 2000;
/** Matched words a story reports per interest, at most. */
const MAX_MATCHED_WORDS = 8;

export type { InterestMatcher } from '#domain/catalogue';

export interface StoryText {
  title: string;
  text: string;
}

/** A story's words as the matcher reads them, stemmed in the profile's language. */
export interface StoryTokens {
  title: MatchToken[];
  lead: MatchToken[];
  /** The lead's first sentence. */
  opening: MatchToken[];
  all: MatchToken[];
  /** The items of a list of three or more in the title ("golf, cycling, football and athletics"), folded: a round-up's passing mentions. */
  titleList: string[];
  /** People the story names in full ("Maya Kestrel"), as guards: a company's name there is a surname. */
  fullNames: TermPattern[];
  /** Whether the title labels the story a round-up of the day's news ("News in brief", "Kurz gemeldet"). */
  roundUpTitle: boolean;
  /** The text's clauses, read when a round-up is in question. */
  clauses: () => MatchToken[][];
}

/** Items of a list joined by commas and a last "and" (in the four languages), after any "Round-up:" label. */
const LIST_SEPARATOR = /\s*,\s*|\s+(?:and|und|et|y|&)\s+/u;
const MIN_LIST_ITEMS = 3;

function titleListOf(title: string): string[] {
  const items = (title.split(':').at(-1) ?? '').split(LIST_SEPARATOR).map((item) => item.trim().toLowerCase());
  return items.length >= MIN_LIST_ITEMS ? items : [];
}

/**
 * The story's words; its lead split into sentences by the rules of `language` (the profile's). A
 * phrase that gives a person a side role ("the councillor, who also chairs Rivermouth FC,"), and a
 * role its subject left ("Former striker's bakery"), are left out: what they name is not what the
 * story is about.
 */
export function storyTokens(story: StoryText, stemWord: (folded: string) => string = stem, language = 'en'): StoryTokens {
  const { title, text } = withoutSideRoles(story, language);
  const sentences = splitSentences(text.slice(0, LEAD_SCAN_CHARS), language).slice(0, LEAD_SENTENCES);
  let clauses: MatchToken[][] | undefined;
  return {
    title: matchTokens(title, stemWord), lead: matchTokens(sentences.join(' '), stemWord), opening: matchTokens(sentences[0] ?? '', stemWord),
    all: matchTokens(text, stemWord), titleList: titleListOf(story.title), fullNames: fullNamesIn(story.title, story.text, language, stemWord),
    roundUpTitle: isRoundUpTitle(story.title, language), clauses: () => (clauses ??= clausesOf(text, language, stemWord)),
  };
}

const mentionsIn = (tokens: MatchToken[], interest: InterestMatcher): Mentions => findMentions(tokens, interest.patterns, interest.guards);

/** The words that matched, as written, each once (case aside), title first. */
function matchedWords(...found: Mentions[]): string[] {
  const seen = new Map<string, string>();
  for (const word of found.flatMap(({ words }) => words)) if (!seen.has(word.toLowerCase())) seen.set(word.toLowerCase(), word);
  return [...seen.values()].slice(0, MAX_MATCHED_WORDS);
}

/**
 * Related terms support a story that names the interest; one alone ("fans", "scored") does not make
 * it about it, nor do several in a story whose title or lead holds another sense of the topic's
 * words ("rugby", "table tennis"). Distinct supporting terms in the title and the lead, at least one
 * in each, do: that is how news tells a story it never names. Two are enough when one of them
 * is the topic's alone; terms other topics use too ("club", "fans", "coach") need to be three. A
 * lead alone does with three distinct supporting terms, two of them the topic's alone.
 */
function corroborated(story: StoryTokens, interest: InterestMatcher, title: Mentions, lead: Mentions): boolean {
  if (title.guarded || lead.guarded) return false;
  const supporting = new Set([...title.supporting, ...lead.supporting]);
  const ownSupport = [...supporting].filter((key) => !interest.commonSupport?.has(key)).length;
  // A title's supporting terms that the lead never takes up are names other things share ("Liverpool and Newcastle councils warn of bankruptcy").
  const told = title.supporting.length > 0
    ? lead.supporting.length > 0 && supporting.size >= CORROBORATING_TERMS && (supporting.size >= COMMON_CORROBORATING_TERMS || ownSupport > 0)
    : lead.supporting.length >= LEAD_CORROBORATING_TERMS && ownSupport >= LEAD_OWN_TERMS;
  if (!told) return false;
  // A title that names another topic and nothing of the interest's ("Top 14: Toulouse crush Racing") is that topic's story, whatever its lead says.
  if (title.supporting.length === 0 && titleNamesAnother(story, interest, title)) return false;
  // A rival topic (one that shares supporting words) the title names claims the story ("Basketball star breaks scoring record").
  if ((interest.rivals ?? []).some((rival) => findMentions(story.title, rival.naming, []).naming > 0)) return false;
  return !toldMoreStronglyByAnother(story, interest, supporting);
}

/**
 * Whether another topic of the knowledge base says more in the title and lead of a story that never
 * names the interest: more distinct terms of its own (words both topics list count for neither), a
 * naming one in the title counting twice ("Conductor wins promotion after transfer" + "symphony",
 * "orchestra", "concerts": music, not football; "fichaje" + "partido" under "elecciones": a party's
 * new candidate). A neighbour topic never claims (see interest-matchers.ts).
 */
function toldMoreStronglyByAnother(story: StoryTokens, interest: InterestMatcher, supporting: ReadonlySet<string>): boolean {
  return (interest.others ?? []).some((other) => {
    const title = findMentions(story.title, other.patterns, other.guards);
    const lead = findMentions(story.lead, other.patterns, other.guards);
    const terms = new Set([...title.distinct, ...lead.distinct]);
    const evidence = [...supporting].filter((key) => !other.shared.has(key)).length;
    return terms.size + (title.naming > 0 ? 1 : 0) > evidence;
  });
}

/** The interest's own words ("football", "energy") by stems: its first pattern. */
const ownKey = (interest: InterestMatcher): string => interest.patterns[0]?.stems.join(' ') ?? '';

/**
 * A company's name that a story writes only inside a person's full name ("Author Maya Kestrel wins
 * ...", "Maya Kestrel's debut") is a surname, not the company: the full names are guarded. A story
 * that also writes the name alone ("Donald Trump" and "Trump") keeps every mention.
 */
function withoutNamesakes(story: StoryTokens, interest: InterestMatcher): InterestMatcher {
  const people = interest.company === undefined ? [] : fullNamesEndingIn(story.fullNames, interest.company);
  if (people.length === 0) return interest;
  const guarded = { ...interest, guards: [...interest.guards, ...people] };
  return mentionsIn(story.title, guarded).naming + mentionsIn(story.all, guarded).naming === 0 ? guarded : interest;
}

/**
 * Whether the story names someone else with the person's surname in full ("Skier Anna Ekberg") and
 * never the person: then "Ms Ekberg" and "Ekberg" are that namesake.
 */
function aboutNamesake(story: StoryTokens, interest: InterestMatcher): boolean {
  if (interest.surname === undefined) return false;
  // "Finanzminister Ekberg" is the person by title, not a namesake.
  const namesakes = fullNamesEndingIn(story.fullNames, interest.surname)
    .filter(({ term, stems }) => !interest.text.endsWith(term) && !interest.patterns.some((pattern) => pattern.stems.join(' ') === stems.join(' ')));
  if (namesakes.length === 0) return false;
  const fullName = interest.patterns.slice(0, 1);
  return findMentions(story.title, fullName, []).naming + findMentions(story.all, fullName, []).naming === 0;
}

/**
 * Whether a story of some length matches a known topic by one everyday word only, however often
 * ("energy", "power", "food": a single word the story writes in lower case somewhere), with no other
 * term of the topic, naming or supporting, anywhere: a story about the topic uses more of its words.
 * Names ("Wimbledon"), compounds ("Frauenfußball") and an interest the knowledge base does not know
 * (a company, a person) are exempt.
 */
function loneEverydayWord(story: StoryTokens, interest: InterestMatcher, title: Mentions, all: Mentions): boolean {
  if (interest.topic === undefined || story.all.length < HEADLINE_ONLY_WORDS) return false;
  const terms = new Set([...title.distinct, ...all.distinct]);
  const own = ownKey(interest);
  return terms.size === 1 && terms.has(own) && !own.includes(' ') && [...title.words, ...all.words].some((word) => /^\p{Ll}+$/u.test(word));
}

/**
 * Whether a title names a person by surname and the lead by a title ("Ekberg to visit Washington" +
 * "The finance minister will meet..."): news names a well-known person so without the full name.
 */
function namedBySurnameAndRole(interest: InterestMatcher, title: Mentions, lead: Mentions): boolean {
  if (interest.surname === undefined) return false;
  const surname = interest.patterns.find(({ term }) => term === interest.surname)?.stems.join(' ');
  return surname !== undefined && title.distinct.includes(surname) && lead.distinct.some((key) => key !== surname);
}

/** Whether a title that holds nothing of the interest names another topic (a neighbour aside). */
function titleNamesAnother(story: StoryTokens, interest: InterestMatcher, title: Mentions): boolean {
  return title.weight === 0 && (interest.others ?? []).some((other) => findMentions(story.title, other.patterns, other.guards).naming > 0);
}

/** How strongly the story is about the interest, in points (ABOUT_THRESHOLD and up means it is about it), and the words that said so. */
export function interestPoints(story: StoryTokens, matcher: InterestMatcher): { points: number; words: string[] } {
  const scored = pointsOf(story, matcher);
  if (scored.points < ABOUT_THRESHOLD) return scored;
  // One clause of a round-up whose title does not name the interest is a passing mention ("News in brief: …; the Bank of England held rates; …").
  const title = mentionsIn(story.title, withoutNamesakes(story, matcher));
  const named = title.naming > 0 || (matcher.surname !== undefined && title.words.includes(matcher.surname));
  const titleNames = named && !title.words.every((word) => story.titleList.includes(word.toLowerCase()));
  return !titleNames && passingInRoundUp(story.clauses(), matcher, story.roundUpTitle) ? { points: 0, words: [] } : scored;
}

function pointsOf(story: StoryTokens, matcher: InterestMatcher): { points: number; words: string[] } {
  const interest = withoutNamesakes(story, matcher);
  const title = mentionsIn(story.title, interest);
  const lead = mentionsIn(story.lead, interest);
  const all = mentionsIn(story.all, interest);
  const inTitle = title.weight;
  const inLead = lead.weight;
  // Every mention after the first one of the lead counts as a repeat.
  const later = Math.max(0, all.weight - Math.min(inLead, 1));
  const words = matchedWords(title, all);
  // A title that holds another sense of the topic's words and never names it ("Padel courts open", "Ice hockey league expands") is about that other sense,
  // and so is one that names another thing by its own word and the topic only by a name other things share ("Handball-Bundesliga", "Ligue des champions de handball").
  if (title.guarded && (title.naming === 0 || (title.otherNamed && !title.distinct.includes(ownKey(interest))))) return { points: 0, words: [] };
  // So is a story whose lead names another sport by its one word ("NHL", "NFL") and whose title names the topic once, by a word that sport uses too ("hat-trick", "La Liga").
  if (lead.otherNamed && title.naming <= 1 && ![...title.distinct, ...lead.distinct].includes(ownKey(interest))) return { points: 0, words: [] };
  // And one whose title names a rival topic by its own term and the interest only by a name the rival shares, which the lead never takes up ("Liga Endesa: el Unicaja gana al Barça").
  if (lead.naming === 0 && !title.distinct.includes(ownKey(interest)) && (interest.rivals ?? []).some((rival) => findMentions(story.title, rival.naming, []).naming > 0)) return { points: 0, words: [] };
  // A topic's one word and nothing else of the topic in a whole story is that word's everyday sense ("Team shows energy and grit").
  if (loneEverydayWord(story, interest, title, all) || aboutNamesake(story, interest)) return { points: 0, words: [] };
  if (title.naming + all.naming === 0 && !namedBySurnameAndRole(interest, title, lead)) {
    const about = corroborated(story, interest, title, lead);
    return { points: about ? ABOUT_THRESHOLD : 0, words: about ? words : [] };
  }
  if (inTitle === 0 && inLead === 0) {
    const named = all.naming >= BODY_ONLY_NAMING_MENTIONS && all.distinct.length >= 2;
    const dense = named || (later >= BODY_ONLY_MENTIONS && later * BODY_ONLY_WORDS_PER_MENTION >= story.all.length);
    return { points: dense ? Math.min(later, BODY_POINTS_MAX) : 0, words };
  }
  // A headline word the text never takes up is a pun or a label ("Energy drinks...", "Food for thought"), not the subject.
  // A text of a few words (a link post, "submitted by ...") is too short to take anything up: the title stands alone.
  const confirmed = inLead + later > 0 || story.all.length < HEADLINE_ONLY_WORDS || title.distinct.length >= CORROBORATING_TERMS;
  const listed = title.words.every((word) => story.titleList.includes(word.toLowerCase()));
  const titlePoints = inTitle === 0 || listed ? 0 : (confirmed ? TITLE_POINTS : UNCONFIRMED_TITLE_POINTS) * Math.min(1, inTitle);
  const backedOpening = mentionsIn(story.opening, interest).naming > 0 && title.supporting.length + all.supporting.length > 0;
  const leadPoints = backedOpening ? OPENING_POINTS : LEAD_POINTS * Math.min(1, inLead);
  return { points: titlePoints + leadPoints + Math.min(later, BODY_POINTS_MAX), words };
}

export interface InterestMatch {
  /** The interests the story is about, strongest first, as the profile wrote them. */
  matched: string[];
  /** Points of the strongest interest, 0 when it is about none. */
  points: number;
  /** The words of the story that matched the strongest interest, as written; empty when it is about none. */
  words: string[];
}

/** The interests a story is about; `tokens` when the caller already read the story in the profile's language. */
export function matchInterests(story: StoryText, interests: InterestMatcher[], tokens: StoryTokens = storyTokens(story)): InterestMatch {
  const scored = interests
    .map((interest) => ({ interest: interest.text, ...interestPoints(tokens, interest) }))
    .filter(({ points }) => points >= ABOUT_THRESHOLD)
    .sort((a, b) => b.points - a.points);
  return { matched: scored.map(({ interest }) => interest), points: scored[0]?.points ?? 0, words: scored[0]?.words ?? [] };
}

/** Points from which a story counts as strongly about an interest: named in its title and its lead. */
export const STRONG_POINTS = TITLE_POINTS + LEAD_POINTS;

/** The most points a story can gain for one interest; relevance is points over this. */
export const MAX_POINTS = TITLE_POINTS + LEAD_POINTS + BODY_POINTS_MAX;
