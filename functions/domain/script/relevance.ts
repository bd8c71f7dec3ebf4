/**
 * Whether a story is about an interest: where the interest is named (title, lead, body) and how
 * often, never a keyword anywhere. Multi-word interests match as whole phrases (stems and plurals
 * included), a single word of them alone does not; a hyphenated modifier ("low-energy") does not
 * count for its parts; a body that names the interest once or twice in passing is not enough.
 */
import { type MatchToken, matchTokens, splitSentences } from './text.ts';

/** Points for naming the interest in the title, in the lead (first two sentences), per further mention. */
const TITLE_POINTS = 3;
/** A title hit the text does not mention again. */
const UNCONFIRMED_TITLE_POINTS = 2;
/** Texts shorter than this many words leave the title to speak for the story. */
const HEADLINE_ONLY_WORDS = 12;
const LEAD_POINTS = 2;
const BODY_POINTS_MAX = 4;
/** A story is about an interest from this many points on: a title hit the text takes up, or a lead hit named again. */
const ABOUT_THRESHOLD = 3;
/** Without a title or lead hit, the body must name the interest this often, at least once per this many words. */
const BODY_ONLY_MENTIONS = 3;
const BODY_ONLY_WORDS_PER_MENTION = 200;
const LEAD_SENTENCES = 2;
/** The lead is looked for in the text's opening characters only. */
const LEAD_SCAN_CHARS = 2000;

export interface InterestMatcher {
  /** The interest as the profile wrote it. */
  text: string;
  stems: string[];
  /** Upper-case initials of a two-to-four-word interest, e.g. "EV" for "electric vehicles". */
  acronym: string | null;
}

export interface StoryText {
  title: string;
  text: string;
}

interface StoryTokens {
  title: MatchToken[];
  lead: MatchToken[];
  all: MatchToken[];
}

const ACRONYM_WORD = /^(\p{Lu}{2,5})s?$/u;

export function interestMatcher(text: string): InterestMatcher {
  const tokens = matchTokens(text);
  const letters = /^\p{L}+$/u;
  const acronym = tokens.length >= 2 && tokens.length <= 4 && tokens.every((token) => letters.test(token.written) && token.written.length > 2)
    ? tokens.map((token) => token.written[0]!.toUpperCase()).join('')
    : null;
  return { text, stems: tokens.map((token) => token.stem), acronym };
}

function isAcronymOf(token: MatchToken, acronym: string | null): boolean {
  return acronym !== null && ACRONYM_WORD.exec(token.written)?.[1] === acronym;
}

/**
 * Mentions of the interest in a token run. A one-word interest does not count inside a lower-case
 * hyphenated compound ("low-energy"), but does in a named one ("US-China", "Trump-Russia").
 */
function mentions(tokens: MatchToken[], interest: InterestMatcher): number {
  const [first, ...rest] = interest.stems;
  if (first === undefined) return 0;
  let count = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (isAcronymOf(token, interest.acronym)) {
      count += 1;
    } else if (token.stem === first && rest.every((stem, offset) => tokens[index + 1 + offset]?.stem === stem)) {
      const compoundPart = rest.length === 0 && token.hyphenated && !/^\p{Lu}/u.test(token.written);
      if (!compoundPart) count += 1;
      index += rest.length;
    }
  }
  return count;
}

function storyTokens(story: StoryText): StoryTokens {
  const lead = splitSentences(story.text.slice(0, LEAD_SCAN_CHARS), 'en').slice(0, LEAD_SENTENCES).join(' ');
  return { title: matchTokens(story.title), lead: matchTokens(lead), all: matchTokens(story.text) };
}

/** How strongly the story is about the interest, in points; ABOUT_THRESHOLD and up means it is about it. */
function interestPoints(story: StoryTokens, interest: InterestMatcher): number {
  const inTitle = mentions(story.title, interest);
  const inLead = mentions(story.lead, interest);
  // Every mention after the first one of the lead counts as a repeat.
  const later = Math.max(0, mentions(story.all, interest) - Math.min(inLead, 1));
  if (inTitle === 0 && inLead === 0) {
    const dense = later >= BODY_ONLY_MENTIONS && later * BODY_ONLY_WORDS_PER_MENTION >= story.all.length;
    return dense ? Math.min(later, BODY_POINTS_MAX) : 0;
  }
  // A headline word the text never takes up is a pun or a label ("Energy drinks...", "Food for thought"), not the subject.
  // A text of a few words (a link post, "submitted by ...") is too short to take anything up: the title stands alone.
  const confirmed = inLead + later > 0 || story.all.length < HEADLINE_ONLY_WORDS;
  const titlePoints = inTitle === 0 ? 0 : confirmed ? TITLE_POINTS : UNCONFIRMED_TITLE_POINTS;
  return titlePoints + (inLead > 0 ? LEAD_POINTS : 0) + Math.min(later, BODY_POINTS_MAX);
}

export interface InterestMatch {
  /** The interests the story is about, strongest first, as the profile wrote them. */
  matched: string[];
  /** Points of the strongest interest, 0 when it is about none. */
  points: number;
}

/** The interests a story is about. */
export function matchInterests(story: StoryText, interests: InterestMatcher[]): InterestMatch {
  const tokens = storyTokens(story);
  const scored = interests
    .map((interest) => ({ interest: interest.text, points: interestPoints(tokens, interest) }))
    .filter(({ points }) => points >= ABOUT_THRESHOLD)
    .sort((a, b) => b.points - a.points);
  return { matched: scored.map(({ interest }) => interest), points: scored[0]?.points ?? 0 };
}

/** The most points a story can gain for one interest; relevance is points over this. */
export const MAX_POINTS = TITLE_POINTS + LEAD_POINTS + BODY_POINTS_MAX;
