/**
 * Forms of news text that say a topic's words are not the story's subject: a round-up of the day's
 * news labelled so in its title ("News in brief", "Kurz gemeldet", "… and more"), a phrase that
 * gives a person a side role ("the councillor, who also chairs Rivermouth FC,", ", a former Bank of
 * England economist", ", der auch Präsident des SV Ostheim ist") and a role the person left
 * ("Former striker's bakery", "Ex-Nationalspieler", "l'ancien joueur de tennis"). The phrases come
 * from the knowledge base (kb/*.json: roundUps, roundUpEndings, sideRoles, formerRoles).
 */
import { roundUpLabels, sideRoleOpeners } from './knowledge-base.ts';
import { topicLanguage, type TopicLanguage } from './languages.ts';

const escape = (phrase: string): string => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]").replace(/\s+/g, '\\s+');
const NOT_AFTER_WORD = '(?<![\\p{L}\\p{N}])';
const NOT_BEFORE_WORD = '(?![\\p{L}\\p{N}])';
const WORD = "[\\p{L}\\p{N}][\\p{L}\\p{N}'’-]*";
/** The words after "former" that name the role left ("former Premier League goalkeeper"): a name or a new role may follow. */
const FORMER_ROLE_WORDS = 3;

interface Forms { roundUp: RegExp; sideRole: RegExp; roleLeft: RegExp }
const forms = new Map<TopicLanguage, Forms>();

function formsOf(language: string): Forms {
  const spoken = topicLanguage(language);
  const cached = forms.get(spoken);
  if (cached) return cached;
  const { anywhere, ending } = roundUpLabels(spoken);
  const labels = [
    ...anywhere.map((label) => `${NOT_AFTER_WORD}${escape(label)}${NOT_BEFORE_WORD}`),
    ...ending.map((label) => `${NOT_AFTER_WORD}${escape(label)}\\W*$`),
  ];
  const { clause, former } = sideRoleOpeners(spoken);
  // An opener after a comma starts an apposition (", a former …"); one ending in a hyphen runs into its word (", ex-tennis pro").
  const opener = (phrase: string) => `${phrase.startsWith(',') ? '' : NOT_AFTER_WORD}${escape(phrase)}${phrase.endsWith('-') ? '' : NOT_BEFORE_WORD}`;
  const words = `\\s*${WORD}(?:\\s+${WORD}){0,${FORMER_ROLE_WORDS - 1}}`;
  const either = (patterns: string[]) => new RegExp(patterns.length > 0 ? patterns.join('|') : '(?!)', 'giu');
  const compiled = {
    roundUp: either(labels),
    // A side role runs to the end of its clause; a role left, a few words.
    sideRole: either(clause.length > 0 ? [`(?:${clause.map(opener).join('|')})[^,;:.!?()]*`] : []),
    roleLeft: either(former.length > 0 ? [`(?:${former.map(opener).join('|')})${words}`] : []),
  };
  forms.set(spoken, compiled);
  return compiled;
}

const found = (pattern: RegExp, text: string): boolean => {
  pattern.lastIndex = 0;
  return pattern.test(text);
};

/** Whether a title labels its story a round-up of the day's news in the language. */
export const isRoundUpTitle = (title: string, language: string): boolean => found(formsOf(language).roundUp, title);

/** A phrase set off by commas ("Jack Dunne, who scored 90 goals for Rivermouth FC, has opened…"). */
const PARENTHETICAL = /,\s[^,;:.!?()]*,/gu;

/**
 * A story's title and text without the phrases that give a person a side role, and, when the title
 * names a role its subject left ("Former striker's bakery opens"), without every role left and every
 * phrase set off by commas, which tells that past: what such a phrase names is not what the story is
 * about. A role left elsewhere is kept ("England name new manager" + "the former Netherlands
 * coach"): the story may be about the new one.
 */
export function withoutSideRoles(story: { title: string; text: string }, language: string): { title: string; text: string } {
  const { sideRole, roleLeft } = formsOf(language);
  const left = found(roleLeft, story.title);
  const read = (text: string) => (left ? text.replace(sideRole, '').replace(roleLeft, '').replace(PARENTHETICAL, ',') : text.replace(sideRole, ''));
  return { title: read(story.title), text: read(story.text) };
}
