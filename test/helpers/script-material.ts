import { readFileSync } from 'node:fs';
import { parseFeed } from '#domain/briefings/content';
import { toContentItems } from '#domain/briefings/content/items';
import type { ScriptItem } from '#domain/briefings/script/types';

/** Script test material: real feed prose from the fixtures, synthetic items and profiles. */

/** The items the content reader makes of a fixture feed. */
export function feedItems(file: string, source: { id: string; name: string; url: string }): ScriptItem[] {
  const xml = readFileSync(new URL(`../fixtures/feeds/${file}`, import.meta.url), 'utf8');
  return toContentItems({ ...source, type: 'rss' }, parseFeed(xml, source.url), 100);
}

/** A synthetic item; ids sort in creation order, text long enough to be told. */
export function makeItem(overrides: Partial<ScriptItem> & { id: string }): ScriptItem {
  return {
    source_id: 'src_a',
    source_name: 'Source A',
    source_url: 'https://a.example/feed',
    title: `Story ${overrides.id}`,
    url: `https://a.example/${overrides.id}`,
    published_at: null,
    text: 'Officials confirmed the plan on Monday. The change takes effect next month. Critics say the details remain unclear.',
    ...overrides,
  };
}

export const profileFor = (overrides: Partial<{ name: string; interests: string[]; length_minutes: number; language: string }> = {}) => ({
  name: 'Daily',
  interests: [],
  length_minutes: 5,
  language: 'en',
  ...overrides,
});
