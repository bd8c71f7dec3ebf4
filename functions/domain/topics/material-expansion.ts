/**
 * Expansion of interests from the stories themselves: an acronym a story defines for the interest
 * ("the European Central Bank (ECB)", "Künstliche Intelligenz (KI)") names it in every story of the
 * briefing. Only acronyms whose long form names the interest and whose letters are that long form's
 * initials count, so a stray parenthesis does not drift the interest elsewhere.
 */
import { matchTokens } from '#domain/script/text';
import { compileTerm, findMentions, type CompileOptions } from './term-patterns.ts';
import type { InterestMatcher } from './interest-matchers.ts';

/** Up to six words before "(ACRONYM)", the acronym two to six capitals (a trailing plural "s" allowed). */
const DEFINITION = /((?:[\p{L}'-]+[ \u00a0]+){1,6})\((\p{Lu}{2,6})s?\)/gu;

function initialsMatch(longForm: string, acronym: string): boolean {
  const words = matchTokens(longForm).map((token) => token.written);
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word));
  // The acronym's words are the last ones before the parenthesis: compare with the tail of the long form.
  const tailOf = (list: string[]) => list.slice(-acronym.length).map((word) => word[0]!.toUpperCase()).join('');
  return tailOf(words) === acronym || tailOf(capitalised) === acronym;
}

/** Acronyms the texts define for the interest: long forms that name it with one of its naming terms. */
export function definedAcronyms(texts: readonly string[], interest: InterestMatcher, options: CompileOptions): string[] {
  const naming = interest.patterns.filter((pattern) => pattern.weight === 1 && pattern.exact === null);
  const found = new Set<string>();
  for (const text of texts) {
    for (const [, longForm, acronym] of text.matchAll(DEFINITION)) {
      if (!longForm || !acronym || found.has(acronym) || !initialsMatch(longForm, acronym)) continue;
      if (findMentions(matchTokens(longForm, options.stemWord), naming, interest.guards).weight > 0) found.add(acronym);
    }
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
