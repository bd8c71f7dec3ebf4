/**
 * A profile's `topics`: for each interest, what it also matches (its knowledge-base topic's terms
 * in the profile's language, less what the listener removed, plus what they added), computed when
 * the interests, the language or the edits are saved. The edits are kept as `added`/`removed`
 * against the topic's terms, so a later language or knowledge-base change still applies to the rest.
 */
import { ValidationError } from '#shared/errors';
import { defaultAlsoMatches } from './knowledge-base.ts';

export interface ProfileTopic {
  interest: string;
  also_matches: string[];
  added: string[];
  removed: string[];
}

/** What a request asks an interest to also match: the whole list, replacing the current one. */
export interface TopicRequest {
  interest: string;
  also_matches: string[];
}

const fold = (term: string): string => term.trim().toLowerCase();

/** The terms once each (case aside), in their first spelling, without the interest itself. */
function distinct(terms: readonly string[], interest: string): string[] {
  const seen = new Map<string, string>();
  for (const term of terms.map((value) => value.trim())) if (term && fold(term) !== fold(interest) && !seen.has(fold(term))) seen.set(fold(term), term);
  return [...seen.values()];
}

const without = (terms: string[], excluded: readonly string[]): string[] => {
  const folded = new Set(excluded.map(fold));
  return terms.filter((term) => !folded.has(fold(term)));
};

function topicOfInterest(interest: string, language: string, edit: Pick<ProfileTopic, 'added' | 'removed'>): ProfileTopic {
  const defaults = distinct(defaultAlsoMatches(interest, language), interest);
  const added = without(distinct(edit.added, interest), defaults);
  const removed = distinct(edit.removed, interest).filter((term) => defaults.some((known) => fold(known) === fold(term)));
  return { interest, also_matches: [...without(defaults, removed), ...added], added, removed };
}

/** The edit a requested list amounts to against the topic's terms. */
function editOf(interest: string, language: string, requested: readonly string[]): Pick<ProfileTopic, 'added' | 'removed'> {
  const defaults = distinct(defaultAlsoMatches(interest, language), interest);
  const wanted = distinct(requested, interest);
  return { added: without(wanted, defaults), removed: without(defaults, wanted) };
}

/**
 * The topics of a profile with `interests` in `language`: the current edits kept for interests it
 * still has, the requested ones applied. A request naming an interest the profile does not have,
 * or one interest twice, is refused naming the entry.
 */
export function profileTopics(
  interests: readonly string[],
  language: string,
  current: readonly ProfileTopic[] = [],
  requested: readonly TopicRequest[] = [],
): ProfileTopic[] {
  const byInterest = new Map(interests.map((interest) => [fold(interest), interest]));
  const edits = new Map(current.map((topic) => [fold(topic.interest), { added: topic.added, removed: topic.removed }]));
  const asked = new Set<string>();
  requested.forEach((request, index) => {
    const interest = byInterest.get(fold(request.interest));
    if (interest === undefined) {
      throw new ValidationError(`topics[${index}].interest: "${request.interest}" is not one of the profile's interests (${interests.join(', ') || 'none'})`);
    }
    if (asked.has(fold(interest))) throw new ValidationError(`topics[${index}].interest: "${request.interest}" is given twice; give each interest once`);
    asked.add(fold(interest));
    edits.set(fold(interest), editOf(interest, language, request.also_matches));
  });
  return interests.map((interest) => topicOfInterest(interest, language, edits.get(fold(interest)) ?? { added: [], removed: [] }));
}
