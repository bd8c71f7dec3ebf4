/**
 * Forms of news text that say a topic's words are not the story's subject: a round-up of the day's
 * news labelled so in its title ("News in brief", "Kurz gemeldet", "… and more"), and a phrase that
 * gives a person a side role ("the councillor, who also chairs Rivermouth FC,", ", a former Bank of
 * England economist", ", der auch Präsident des SV Ostheim ist"). The phrases come from the
 * knowledge base (kb/*.json: roundUps, roundUpEndings, sideRoles).
 */
import { roundUpLabels, sideRoleOpeners } from './knowledge-base.ts';
import { topicLanguage, type TopicLanguage } from './languages.ts';

const escape = (phrase: string): string => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]").replace(/\s+/g, '\\s+');
const NOT_AFTER_WORD = '(?<![\\p{L}\\p{N}])';
const NOT_BEFORE_WORD = '(?![\\p{L}\\p{N}])';

interface Forms { roundUp: RegExp; sideRole: RegExp }
const forms = new Map<TopicLanguage, Forms>();

function formsOf(language: string): Forms {
  const spoken = topicLanguage(language);
  let found = forms.get(spoken);
  if (found) return found;
  const { anywhere, ending } = roundUpLabels(spoken);
  const labels = [
    ...anywhere.map((label) => `${NOT_AFTER_WORD}${escape(label)}${NOT_BEFORE_WORD}`),
    ...ending.map((label) => `${NOT_AFTER_WORD}${escape(label)}\\W*$`),
  ];
  // An opener after a comma starts an apposition (", a former …"); one ending in a hyphen runs into its word (", ex-tennis pro").
  const openers = sideRoleOpeners(spoken).map((opener) => `${opener.startsWith(',') ? '' : NOT_AFTER_WORD}${escape(opener)}${opener.endsWith('-') ? '' : NOT_BEFORE_WORD}`);
  found = {
    roundUp: new RegExp(labels.length > 0 ? labels.join('|') : '(?!)', 'iu'),
    // The phrase runs to the end of its clause.
    sideRole: new RegExp(openers.length > 0 ? `(?:${openers.join('|')})[^,;:.!?()]*` : '(?!)', 'giu'),
  };
  forms.set(spoken, found);
  return found;
}

/** Whether a title labels its story a round-up of the day's news in the language. */
export const isRoundUpTitle = (title: string, language: string): boolean => formsOf(language).roundUp.test(title);

/** The text without the phrases that give a person a side role: what such a phrase names is not what the story is about. */
export const withoutSideRoles = (text: string, language: string): string => text.replace(formsOf(language).sideRole, '');
