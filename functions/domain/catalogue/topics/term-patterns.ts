/**
 * Terms as the matcher looks for them in a story's words: stemmed phrases, acronyms by their written
 * form ("ECB", "Fed", never "fed"), German compounds by a known first or last part, and guards that
 * void a match inside another sense ("fed up", "political football").
 */
import { type MatchToken, matchTokens } from '#shared/text';

export interface TermPattern {
  /** The term as the knowledge base, the listener or the story wrote it. */
  term: string;
  stems: string[];
  /** The written form an acronym or short name must have, case and all; null for words matched by stem. */
  exact: string | null;
  /** Folded single word a German compound may start with; null when compounds do not count. */
  compoundHead: string | null;
  /** 1 for a term that names the topic, less for one that only supports it. */
  weight: number;
  /** Whether a mention of it alone names the interest; a related term or a person's surname needs the story to name the interest otherwise too. */
  standalone: boolean;
  /** A one-word term's folded form, for telling apart words the stemmer made one. */
  form?: string;
}

/** Capitals throughout ("ECB", "EVs" is ECB's plural form), or a capitalised word of up to three letters ("Fed"). */
const EXACT_FORM = /^(?:\p{Lu}[\p{Lu}\p{N}]+|\p{Lu}\p{Ll}{1,2})$/u;
/** Shorter compound parts are too often other words ("Auto" in "Autor"). */
const MIN_COMPOUND_PART = 5;
/** What a compound must add to its known part to be a compound at all. */
const MIN_COMPOUND_REST = 3;

export interface CompileOptions {
  stemWord: (folded: string) => string;
  /** German builds compounds: "Fußballweltmeisterschaft" holds "Fußball". */
  compounds: boolean;
}

export function compileTerm(term: string, weight: number, { stemWord, compounds }: CompileOptions, standalone = weight >= 1): TermPattern | null {
  const tokens = matchTokens(term, stemWord);
  const [only] = tokens;
  if (!only) return null;
  const single = tokens.length === 1;
  const exact = single && EXACT_FORM.test(only.written) ? only.written : null;
  const compoundHead = single && exact === null && compounds && only.folded.length >= MIN_COMPOUND_PART ? only.folded : null;
  return { term, stems: tokens.map((token) => token.stem), exact, compoundHead, weight, standalone, ...(single ? { form: only.folded } : {}) };
}

/**
 * Whether a word written as its stem plus a silent "e" ("wine", "wines") and one written as the bare
 * stem ("wins") are different words the light stemmer made one ("win"); other inflections
 * ("rated", "rate") still meet.
 */
function silentEClash(a: string, b: string, stem: string): boolean {
  const kind = (folded: string) => (folded === `${stem}e` || folded === `${stem}es` ? 'e' : folded === stem || folded === `${stem}s` ? 'bare' : 'other');
  const kinds = new Set([kind(a), kind(b)]);
  return kinds.has('e') && kinds.has('bare');
}

function isCompoundOf(token: MatchToken, pattern: TermPattern): boolean {
  if (pattern.compoundHead === null) return false;
  const stemRest = token.stem.length - pattern.stems[0]!.length;
  return (token.folded.startsWith(pattern.compoundHead) && token.folded.length - pattern.compoundHead.length >= MIN_COMPOUND_REST)
    || (stemRest >= MIN_COMPOUND_REST && token.stem.endsWith(pattern.stems[0]!));
}

/** The token positions of the hyphenated word the token at `index` is part of ("Handball-Bundesliga"). */
function hyphenatedWord(tokens: MatchToken[], index: number): { start: number; end: number } {
  let start = index;
  let end = index + 1;
  while (start > 0 && tokens[start - 1]!.joinsNext) start -= 1;
  while (end < tokens.length && tokens[end - 1]!.joinsNext) end += 1;
  return { start, end };
}

/** A hyphenated word is a name when every part is capitalised or a number ("US-China", "Covid-19"), not a modifier ("Match-fixing" opening a title). */
function isHyphenatedName(tokens: MatchToken[], index: number): boolean {
  const { start, end } = hyphenatedWord(tokens, index);
  return tokens.slice(start, end).every((token) => /^[\p{Lu}\p{N}]/u.test(token.written));
}

/** How many tokens from `index` the pattern covers, 0 when it does not match there. */
function matchLength(tokens: MatchToken[], index: number, pattern: TermPattern): number {
  const token = tokens[index]!;
  if (pattern.exact !== null) return token.written === pattern.exact || token.written === `${pattern.exact}s` ? 1 : 0;
  if (pattern.stems.length === 1) {
    // A one-word term does not count inside a hyphenated modifier ("low-energy", "Match-fixing"), but does in a name ("US-China", "Covid-19").
    if (token.hyphenated && !isHyphenatedName(tokens, index)) return 0;
    if (token.stem === pattern.stems[0]) return silentEClash(token.folded, pattern.form ?? token.folded, pattern.stems[0]!) ? 0 : 1;
    return isCompoundOf(token, pattern) ? 1 : 0;
  }
  return pattern.stems.every((stem, offset) => tokens[index + offset]?.stem === stem) ? pattern.stems.length : 0;
}

/**
 * Guards as they are looked up at a token: a one-word guard by its word form ("training", "trained"),
 * not its stem, which may be the topic's own word ("train"), or as the start of a German compound
 * ("Handballverein"); a longer guard by its first stem. Built once per list of guards.
 */
interface GuardIndex {
  singleForms: Set<string>;
  compoundHeads: string[];
  byFirstStem: Map<string, TermPattern[]>;
}

const guardIndexes = new WeakMap<TermPattern[], GuardIndex>();

function guardIndexOf(guards: TermPattern[]): GuardIndex {
  let index = guardIndexes.get(guards);
  if (index) return index;
  index = { singleForms: new Set(), compoundHeads: [], byFirstStem: new Map() };
  for (const guard of guards) {
    if (guard.stems.length === 1) {
      index.singleForms.add(matchTokens(guard.term)[0]!.folded);
      if (guard.compoundHead !== null) index.compoundHeads.push(guard.compoundHead);
    } else {
      index.byFirstStem.set(guard.stems[0]!, [...(index.byFirstStem.get(guard.stems[0]!) ?? []), guard]);
    }
  }
  guardIndexes.set(guards, index);
  return index;
}

/**
 * Token positions inside an occurrence of a guard: another sense of a term, where its matches do not
 * count; a hyphenated word a guard is part of is guarded whole ("Handball-Bundesliga"). `oneWord`
 * tells whether a one-word guard occurred: another thing by its name ("handball", "padel").
 */
function guardedPositions(tokens: MatchToken[], guards: TermPattern[]): { guarded: Set<number>; oneWord: boolean } {
  const guarded = new Set<number>();
  let oneWord = false;
  if (guards.length === 0) return { guarded, oneWord };
  const { singleForms, compoundHeads, byFirstStem } = guardIndexOf(guards);
  const guard = (from: number, to: number) => {
    const { start } = hyphenatedWord(tokens, from);
    const { end } = hyphenatedWord(tokens, to);
    for (let position = start; position < end; position++) guarded.add(position);
  };
  tokens.forEach((token, index) => {
    if (singleForms.has(token.folded) || compoundHeads.some((head) => token.folded.startsWith(head))) {
      oneWord = true;
      guard(index, index);
    }
    for (const { stems } of byFirstStem.get(token.stem) ?? []) {
      if (stems.every((stem, offset) => tokens[index + offset]?.stem === stem)) guard(index, index + stems.length - 1);
    }
  });
  return { guarded, oneWord };
}

export interface Mentions {
  /** Weighted count: a naming term counts 1, a supporting one its weight. */
  weight: number;
  /** Mentions by terms that name the interest on their own. */
  naming: number;
  /** The words that matched, as the story wrote them. */
  words: string[];
  /** The distinct supporting terms (weight under 1) that matched, by stems: "heatwave" and "heatwaves" are one. */
  supporting: string[];
  /** The distinct terms of any weight that matched, by stems. */
  distinct: string[];
  /** Whether a guard (another sense of the topic's words) occurs in the tokens. */
  guarded: boolean;
  /** Whether a one-word guard occurs: another thing named by its own word ("handball", "padel"). */
  otherNamed: boolean;
}

/**
 * The patterns that may match at a token, in their order: by the token's stem (the first stem of a
 * pattern matched by stem), by its written form (an acronym, plural "s" too), and every compound
 * pattern. A story is read against every topic's patterns, so trying each pattern at each token
 * was most of the time a script took.
 */
interface PatternIndex {
  byStem: Map<string, number[]>;
  byForm: Map<string, number[]>;
  compounds: number[];
}

const indexes = new WeakMap<TermPattern[], PatternIndex>();

function indexOf(patterns: TermPattern[]): PatternIndex {
  let index = indexes.get(patterns);
  if (index) return index;
  index = { byStem: new Map(), byForm: new Map(), compounds: [] };
  const add = (map: Map<string, number[]>, key: string, position: number) => map.set(key, [...(map.get(key) ?? []), position]);
  patterns.forEach((pattern, position) => {
    if (pattern.exact !== null) {
      add(index.byForm, pattern.exact, position);
      add(index.byForm, `${pattern.exact}s`, position);
      return;
    }
    add(index.byStem, pattern.stems[0]!, position);
    if (pattern.compoundHead !== null) index.compounds.push(position);
  });
  indexes.set(patterns, index);
  return index;
}

const NONE: readonly number[] = [];

/** The positions of the patterns that may match at the token, in ascending order; one of the index's own lists when no other adds to it. */
function candidatesAt(token: MatchToken, { byStem, byForm, compounds }: PatternIndex): readonly number[] {
  const stemmed = byStem.get(token.stem);
  const written = byForm.get(token.written);
  if (compounds.length === 0 && !(stemmed && written)) return stemmed ?? written ?? NONE;
  if (!stemmed && !written) return compounds;
  return [...new Set([...(stemmed ?? []), ...(written ?? []), ...compounds])].sort((a, b) => a - b);
}

/** The mentions of any of the patterns in a token run, longest pattern first at each position, none inside a guard. */
export function findMentions(tokens: MatchToken[], patterns: TermPattern[], guards: TermPattern[]): Mentions {
  const { guarded, oneWord } = guardedPositions(tokens, guards);
  const patternIndex = indexOf(patterns);
  const words: string[] = [];
  let weight = 0;
  let naming = 0;
  const supporting = new Set<string>();
  const distinct = new Set<string>();
  for (let index = 0; index < tokens.length; index++) {
    let best: { length: number; pattern: TermPattern } | null = null;
    for (const position of candidatesAt(tokens[index]!, patternIndex)) {
      const pattern = patterns[position]!;
      const length = matchLength(tokens, index, pattern);
      const longer = length > (best?.length ?? 0);
      const weightier = best !== null && length === best.length && pattern.weight > best.pattern.weight;
      if (longer || weightier) best = { length, pattern };
    }
    if (!best) continue;
    const span = tokens.slice(index, index + best.length);
    index += best.length - 1;
    if (span.some((_, offset) => guarded.has(index - best.length + 1 + offset))) continue;
    weight += best.pattern.weight;
    const key = best.pattern.stems.join(' ');
    if (best.pattern.standalone) naming += 1;
    if (best.pattern.weight < 1) supporting.add(key);
    distinct.add(key);
    words.push(span.map((token) => token.written).join(' '));
  }
  return { weight, naming, words, supporting: [...supporting], distinct: [...distinct], guarded: guarded.size > 0, otherNamed: oneWord };
}
