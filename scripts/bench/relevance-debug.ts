/**
 * Why the ranking takes or leaves stories of a tuning set: for each interest, the wrong picks and
 * the missed stories, with the words that matched in the title, the lead and the whole text.
 * Tuning sets only; the held-out set is never explained item by item.
 * Usage: node --import tsx scripts/bench/relevance-debug.ts [labelled | tuning-languages.json | ...] [interest]
 */
import { compileOptions, findMentions, interestMatchers } from '#domain/catalogue';
import { scoreItems } from '#domain/briefings/script/ranking';
import { storyTokens } from '#domain/briefings/script/relevance/story-relevance';
import type { ScriptItem } from '#domain/briefings/script/types';
import { LANGUAGE_SETS, labelledSet, languageSet } from '../../test/helpers/relevance-set.ts';

const NOW = 1_800_000_000;
const [setName = 'labelled', only] = process.argv.slice(2);
if (setName.includes('held-out')) throw new Error('The held-out set is not explained item by item.');

interface Case { interest: string; language: string; items: ScriptItem[]; about: Set<string> }

function cases(): Case[] {
  if (setName === 'labelled') {
    const { interests, items } = labelledSet();
    return interests.map((interest) => ({
      interest, language: 'en', items: items.map(({ item }) => item), about: new Set(items.filter(({ about }) => about.includes(interest)).map(({ item }) => item.id)),
    }));
  }
  if (!LANGUAGE_SETS.some(({ file }) => file === setName)) throw new Error(`Unknown set ${setName}`);
  const set = languageSet(setName);
  const languages = [...new Set(set.items.map((item) => item.language))];
  return set.interests.flatMap(({ id, names }) => languages.map((language) => {
    const entries = set.items.filter((item) => item.language === language);
    return {
      interest: names[language] ?? names.en, language,
      items: entries.map((entry) => ({ id: entry.id, source_id: `src_${entry.source}`, source_name: entry.source, source_url: 'https://example.com/', title: entry.title, url: `https://example.com/${entry.id}`, published_at: NOW, text: entry.text })),
      about: new Set(entries.filter((entry) => entry.about.includes(id)).map((entry) => entry.id)),
    };
  }));
}

function explain(item: ScriptItem, interest: string, language: string): string {
  const [matcher] = interestMatchers([interest], language);
  if (!matcher) return '';
  const tokens = storyTokens(item, compileOptions(language as 'en').stemWord, language);
  const show = (part: 'title' | 'lead' | 'all') => findMentions(tokens[part], matcher.patterns, matcher.guards).words.join(', ') || '-';
  return `title [${show('title')}] lead [${show('lead')}] all [${show('all')}]`;
}

for (const { interest, language, items, about } of cases()) {
  if (only && interest !== only) continue;
  const chosen = scoreItems(items, [interest], NOW, { language });
  const chosenIds = new Set(chosen.map(({ item }) => item.id));
  const wrong = chosen.filter(({ item }) => !about.has(item.id));
  const missed = items.filter((item) => about.has(item.id) && !chosenIds.has(item.id));
  for (const { item, relevance } of wrong) console.log(`WRONG  ${interest} (${language}) ${relevance.toFixed(2)} "${item.title}"\n       ${explain(item, interest, language)}`);
  for (const item of missed) console.log(`MISSED ${interest} (${language}) "${item.title}"\n       ${explain(item, interest, language)}`);
}
