/**
 * Expansion of interests from the stories themselves. An acronym a story defines for the interest
 * ("the European Central Bank (ECB)", "Künstliche Intelligenz (KI)", or the other way round, "the
 * ECB (European Central Bank)") names it in every story of the
 * briefing; only acronyms whose long form names the interest and whose letters are that long form's
 * initials count, so a stray parenthesis does not drift the interest elsewhere. Two-word phrases
 * that most stories strongly about the interest share, and few others use, support it (pseudo-
 * relevance feedback); as related terms they never make a story about the interest on their own,
 * so they cannot drift it either.
 */
import { type MatchToken, matchTokens } from '#shared/text';
import { compileTerm, findMentions, type CompileOptions } from './term-patterns.ts';
import { type InterestMatcher, RELATED_WEIGHT } from './interest-matchers.ts';

/** Up to six words before "(ACRONYM)", the acronym two to six capitals (a trailing plural "s" allowed). */
const DEFINITION = /((?:[\p{L}'-]+[ \u00a0]+){1,6})\((\p{Lu}{2,6})s?\)/gu;
/** "ACRONYM (two to six words)": the long form in the parenthesis. */
const REVERSE_DEFINITION = /(?<![\p{L}\p{N}])(\p{Lu}{2,6})s?[ \u00a0]+\(((?:[\p{L}'-]+[ \u00a0]*){2,6})\)/gu;

function initialsMatch(longForm: string, acronym: string): boolean {
  const words = matchTokens(longForm).map((token) => token.written);
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word));
  // The acronym's words are the last ones before the parenthesis: compare with the tail of the long form.
  const tailOf = (list: string[]) => list.slice(-acronym.length).map((word) => word[0]!.toUpperCase()).join('');
  return tailOf(words) === acronym || tailOf(capitalised) === acronym;
}

/** Each definition in the text as [long form, acronym], in either order of writing. */
function definitions(text: string): Array<[string, string]> {
  if (!text.includes('(')) return [];
  const forward = [...text.matchAll(DEFINITION)].map(([, longForm, acronym]): [string, string] => [longForm ?? '', acronym ?? '']);
  const reverse = [...text.matchAll(REVERSE_DEFINITION)].map(([, acronym, longForm]): [string, string] => [longForm?.trim() ?? '', acronym ?? '']);
  return [...forward, ...reverse];
}

/** The definitions of every text, read once for all the interests of a briefing's material. */
const materialDefinitions = new WeakMap<readonly string[], Array<[string, string]>>();

function definitionsIn(texts: readonly string[]): Array<[string, string]> {
  let found = materialDefinitions.get(texts);
  if (!found) {
    found = texts.flatMap(definitions);
    materialDefinitions.set(texts, found);
  }
  return found;
}

/** Acronyms the texts define for the interest: long forms that name it with one of its naming terms. */
export function definedAcronyms(texts: readonly string[], interest: InterestMatcher, options: CompileOptions): string[] {
  const naming = interest.patterns.filter((pattern) => pattern.weight === 1 && pattern.exact === null);
  const found = new Set<string>();
  for (const [longForm, acronym] of definitionsIn(texts)) {
    if (!longForm || !acronym || found.has(acronym) || !initialsMatch(longForm, acronym)) continue;
    if (findMentions(matchTokens(longForm, options.stemWord), naming, interest.guards).weight > 0) found.add(acronym);
  }
  return [...found];
}

/** The interest with the acronyms the material defines for it added as naming terms. */
export function withDefinedAcronyms(interest: InterestMatcher, texts: readonly string[], options: CompileOptions): InterestMatcher {
  const known = new Set(interest.patterns.map((pattern) => pattern.exact));
  const added = definedAcronyms(texts, interest, options).filter((acronym) => !known.has(acronym));
  if (added.length === 0) return interest;
  return { ...interest, patterns: [...interest.patterns, ...added.flatMap((acronym) => compileTerm(acronym, 1, options) ?? [])] };
}

/** Stories strongly about the interest needed before their shared phrases are learnt. */
const MIN_STRONG_STORIES = 3;
/** A learnt phrase is in at least this share of the strong stories... */
const MIN_SHARE_OF_STRONG = 0.5;
/** ...and its share of the other stories is at most this part of its share of the strong ones. */
const MAX_OTHER_RATIO = 1 / 3;
const MAX_LEARNT_PHRASES = 5;
/** Both words of a learnt phrase have at least this many letters: no function words. */
const MIN_WORD_LETTERS = 4;

const storyPhrases = new WeakMap<MatchToken[], Map<string, string>>();

/** The two-word phrases of a story's words, by stems, with how the story wrote each; read once per story for all the interests. */
function phrasesOf(tokens: MatchToken[]): Map<string, string> {
  const cached = storyPhrases.get(tokens);
  if (cached) return cached;
  const phrases = new Map<string, string>();
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (!next || token.folded.length < MIN_WORD_LETTERS || next.folded.length < MIN_WORD_LETTERS) return;
    const key = `${token.stem} ${next.stem}`;
    if (!phrases.has(key)) phrases.set(key, `${token.written} ${next.written}`);
  });
  storyPhrases.set(tokens, phrases);
  return phrases;
}

/**
 * The interest with up to five related phrases that at least half of the stories strongly about it
 * share (three such stories at least) and other stories rarely use. `strong` tells which stories
 * are strongly about the interest.
 */
export function withSharedPhrases(interest: InterestMatcher, stories: MatchToken[][], strong: (index: number) => boolean, options: CompileOptions): InterestMatcher {
  const isStrong = stories.map((_, index) => strong(index));
  const strongCount = isStrong.filter(Boolean).length;
  if (strongCount < MIN_STRONG_STORIES) return interest;
  const inStrong = new Map<string, number>();
  const inOthers = new Map<string, number>();
  const written = new Map<string, string>();
  stories.forEach((tokens, index) => {
    for (const [key, phrase] of phrasesOf(tokens)) {
      const counts = isStrong[index] ? inStrong : inOthers;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (!written.has(key)) written.set(key, phrase);
    }
  });
  const known = new Set(interest.patterns.map((pattern) => pattern.stems.join(' ')));
  const othersCount = Math.max(1, stories.length - strongCount);
  const learnt = [...inStrong]
    .filter(([key, count]) => !known.has(key) && count >= Math.max(MIN_STRONG_STORIES, strongCount * MIN_SHARE_OF_STRONG)
      && (inOthers.get(key) ?? 0) / othersCount <= (count / strongCount) * MAX_OTHER_RATIO)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_LEARNT_PHRASES)
    .flatMap(([key]) => compileTerm(written.get(key)!, RELATED_WEIGHT, options, false) ?? []);
  return learnt.length === 0 ? interest : { ...interest, patterns: [...interest.patterns, ...learnt] };
}
