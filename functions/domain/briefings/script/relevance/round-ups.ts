/**
 * A round-up of the day's news tells many topics one clause each ("Flood warnings in the north;
 * train drivers walk out; meanwhile, Arsenal beat Spurs 2-1…"): one clause of it is a passing
 * mention, however many of a topic's words it holds. A story is a round-up when its title says so
 * ("News in brief", "Kurz gemeldet", "… and more") or when its clauses name two or more other
 * topics of the knowledge base in clauses of their own; then it is about an interest only when the
 * interest holds more than one clause, or the title names it.
 */
import { findMentions, type InterestMatcher } from '#domain/catalogue';
import { type MatchToken, matchTokens, splitSentences } from '#shared/text';

/** Clauses of other topics, and distinct topics they name, that make a text a round-up. */
const ROUND_UP_CLAUSES = 2;
const ROUND_UP_TOPICS = 2;
/** Clauses of its own an interest needs in a round-up. */
const OWN_CLAUSES = 2;
/** Distinct supporting terms that tell a clause's topic without a naming one; one is enough for a company's or a person's name in a longer phrase ("Donald Trump" learnt from the material). */
const SUPPORTING_IN_CLAUSE = 2;

/** The story's clauses as the matcher reads them: its sentences, cut at semicolons. */
export function clausesOf(text: string, language: string, stemWord: (folded: string) => string): MatchToken[][] {
  return splitSentences(text, language).flatMap((sentence) => sentence.split(';')).map((clause) => matchTokens(clause, stemWord)).filter((tokens) => tokens.length > 0);
}

function toldIn(clause: MatchToken[], interest: InterestMatcher): boolean {
  const found = findMentions(clause, interest.patterns, interest.guards);
  return found.naming > 0 || found.supporting.length >= (interest.topic === undefined ? 1 : SUPPORTING_IN_CLAUSE);
}

/** Whether the interest holds at most one clause of a story that is a round-up (`labelled` when its title says so). */
export function passingInRoundUp(clauses: MatchToken[][], interest: InterestMatcher, labelled: boolean): boolean {
  const own = clauses.filter((clause) => toldIn(clause, interest));
  if (own.length >= OWN_CLAUSES) return false;
  if (labelled) return true;
  const topics = new Set<string>();
  let otherClauses = 0;
  for (const clause of clauses.filter((candidate) => !own.includes(candidate))) {
    const named = (interest.others ?? []).filter((other) => findMentions(clause, other.patterns, other.guards).naming > 0);
    if (named.length > 0) otherClauses += 1;
    for (const { topic } of named) topics.add(topic);
  }
  return otherClauses >= ROUND_UP_CLAUSES && topics.size >= ROUND_UP_TOPICS;
}
