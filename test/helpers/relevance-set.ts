import { existsSync, readFileSync } from 'node:fs';
import { scoreItems } from '#domain/briefings/script/ranking';
import type { ScriptItem } from '#domain/briefings/script/types';
import { feedItems } from './script-material.ts';

/**
 * The labelled relevance sets and how the ranking does on them: the hand-labelled English set
 * (test/fixtures/relevance/labelled-items.json), and sets in several languages in the held-out
 * format (tuning-languages.json, tuning-topics.json, tuning-recall.json, tuning-recall-2.json, tuning-precision.json, tuning-precision-2.json, tuning-general-3.json, tuning-football.json, tuning-football-2.json, tuning-football-backdrops.json, tuning-recall-3.json and tuning-roundups.json, and held-out/items.json, which the rules are never tuned on).
 */

interface LabelledSet {
  interests: string[];
  feed_items: Array<{ feed: string; source: string; title: string; about: string[] }>;
  items: Array<{ id: string; source: string; title: string; text: string; about: string[] }>;
}

export interface LabelledItem {
  item: ScriptItem;
  about: string[];
}

export interface InterestFigures {
  interest: string;
  chosen: number;
  correct: number;
  labelled: number;
  /** Counts of the wrong picks by the item's language and by the set's interests it is about ("none" when none): counts only, never items. */
  wrongPicks?: { byLanguage: Record<string, number>; byLabel: Record<string, number> };
}

const NOW = 1_800_000_000;

export function labelledSet(): { interests: string[]; items: LabelledItem[] } {
  const set = JSON.parse(readFileSync(new URL('../fixtures/relevance/labelled-items.json', import.meta.url), 'utf8')) as LabelledSet;
  const fromFeeds = [...new Set(set.feed_items.map((entry) => entry.feed))].flatMap((feed) => {
    const labels = new Map(set.feed_items.filter((entry) => entry.feed === feed).map((entry) => [entry.title, entry]));
    return feedItems(feed, { id: `src_${feed}`, name: labels.values().next().value?.source ?? feed, url: `https://example.com/${feed}` })
      .map((item) => ({ item, about: labels.get(item.title)?.about }))
      .filter((entry): entry is LabelledItem => entry.about !== undefined);
  });
  const written = set.items.map(({ id, source, title, text, about }) => ({
    item: { id, source_id: `src_${source}`, source_name: source, source_url: 'https://example.com/', title, url: `https://example.com/${id}`, published_at: NOW, text },
    about,
  }));
  return { interests: set.interests, items: [...fromFeeds, ...written] };
}

/** For each interest alone: how many stories the ranking chooses, how many of them are labelled about it, how many are. */
export function relevanceFigures(): InterestFigures[] {
  const { interests, items } = labelledSet();
  const labels = new Map(items.map(({ item, about }) => [item.id, about]));
  return interests.map((interest) => {
    const chosen = scoreItems(items.map(({ item }) => item), [interest], NOW);
    return {
      interest,
      chosen: chosen.length,
      correct: chosen.filter(({ item }) => labels.get(item.id)?.includes(interest)).length,
      labelled: items.filter(({ about }) => about.includes(interest)).length,
    };
  });
}

export const precisionOf = (figures: Pick<InterestFigures, 'chosen' | 'correct'>): number => (figures.chosen === 0 ? 1 : figures.correct / figures.chosen);
export const recallOf = (figures: Pick<InterestFigures, 'correct' | 'labelled'>): number => (figures.labelled === 0 ? 1 : figures.correct / figures.labelled);

export function overallFigures(figures: InterestFigures[]): Omit<InterestFigures, 'interest'> {
  return figures.reduce((sum, next) => ({
    chosen: sum.chosen + next.chosen, correct: sum.correct + next.correct, labelled: sum.labelled + next.labelled,
  }), { chosen: 0, correct: 0, labelled: 0 });
}

/** A set in the held-out format: interests named per language, items in several languages labelled by interest id. */
interface LanguageSetFile {
  description: string;
  interests: Array<{ id: string; names: Record<string, string> & { en: string } }>;
  items: Array<{ id: string; language: string; source: string; title: string; text: string; about: string[] }>;
}

/** The sets in that format, tuning first; the held-out set only when its file exists. */
export const LANGUAGE_SETS = [
  { name: 'tuning, four languages', file: 'tuning-languages.json' },
  { name: 'tuning, more topics', file: 'tuning-topics.json' },
  { name: 'tuning, recall', file: 'tuning-recall.json' },
  { name: 'tuning, precision', file: 'tuning-precision.json' },
  { name: 'tuning, recall in other voices', file: 'tuning-recall-2.json' },
  { name: 'tuning, precision 2', file: 'tuning-precision-2.json' },
  { name: 'tuning, general 3', file: 'tuning-general-3.json' },
  { name: 'tuning, football', file: 'tuning-football.json' },
  { name: 'tuning, football 2', file: 'tuning-football-2.json' },
  { name: 'tuning, football as a backdrop', file: 'tuning-football-backdrops.json' },
  { name: 'tuning, recall 3', file: 'tuning-recall-3.json' },
  { name: 'tuning, round-ups, side roles and backdrops', file: 'tuning-roundups.json' },
  { name: 'held-out', file: 'held-out/items.json' },
] as const;

const setUrl = (file: string) => new URL(`../fixtures/relevance/${file}`, import.meta.url);

export const languageSetExists = (file: string): boolean => existsSync(setUrl(file));

export function languageSet(file: string): LanguageSetFile {
  return JSON.parse(readFileSync(setUrl(file), 'utf8')) as LanguageSetFile;
}

/**
 * For each interest alone, per item language a profile in that language with the interest's name in
 * it (the English name when the set gives none): the stories of that language the ranking chooses,
 * summed over the languages.
 */
export function languageSetFigures(set: LanguageSetFile): InterestFigures[] {
  const languages = [...new Set(set.items.map((item) => item.language))];
  return set.interests.map(({ id, names }) => {
    const figures = { interest: names.en, chosen: 0, correct: 0, labelled: 0, wrongPicks: { byLanguage: {} as Record<string, number>, byLabel: {} as Record<string, number> } };
    for (const language of languages) {
      const entries = set.items.filter((item) => item.language === language);
      const items: ScriptItem[] = entries.map((entry) => ({
        id: entry.id, source_id: `src_${entry.source}`, source_name: entry.source, source_url: 'https://example.com/', title: entry.title,
        url: `https://example.com/${entry.id}`, published_at: NOW, text: entry.text,
      }));
      const chosen = scoreItems(items, [names[language] ?? names.en], NOW, { language });
      const about = new Set(entries.filter((entry) => entry.about.includes(id)).map((entry) => entry.id));
      figures.chosen += chosen.length;
      figures.correct += chosen.filter(({ item }) => about.has(item.id)).length;
      figures.labelled += about.size;
      for (const { item } of chosen.filter(({ item }) => !about.has(item.id))) {
        countOne(figures.wrongPicks.byLanguage, language);
        const labels = entries.find((entry) => entry.id === item.id)!.about;
        for (const label of labels.length > 0 ? labels.map((other) => interestName(set, other)) : ['none']) countOne(figures.wrongPicks.byLabel, label);
      }
    }
    return figures;
  });
}

const countOne = (counts: Record<string, number>, key: string) => { counts[key] = (counts[key] ?? 0) + 1; };

const interestName = (set: LanguageSetFile, id: string) => set.interests.find((interest) => interest.id === id)?.names.en ?? id;
