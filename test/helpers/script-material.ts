import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import type { ScriptItem } from '#domain/script/types';

/** Script test material: real feed prose from the fixtures, synthetic items and profiles. */

/** A deliberately small RSS 2.0 / Atom reader: markup becomes plain text with paragraph breaks. */
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', textNodeName: '#text' });

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…' };

function plainText(html: unknown): string {
  const raw = typeof html === 'object' && html !== null ? String((html as Record<string, unknown>)['#text'] ?? '') : String(html ?? '');
  return raw
    .replace(/<\/(?:p|li|h\d|div|blockquote)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&(\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/[ \t]+/g, ' ')
    .trim();
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export function feedItems(file: string, source: { id: string; name: string; url: string }): ScriptItem[] {
  const doc = parser.parse(readFileSync(new URL(`../fixtures/feeds/${file}`, import.meta.url)));
  const rssItems = asArray<any>(doc.rss?.channel?.item).map((entry) => ({
    title: plainText(entry.title),
    url: typeof entry.link === 'string' ? entry.link : null,
    date: entry.pubDate ?? entry['dc:date'],
    text: plainText(entry['content:encoded'] ?? entry.description),
  }));
  const atomEntries = asArray<any>(doc.feed?.entry).map((entry) => ({
    title: plainText(entry.title),
    url: asArray<any>(entry.link).find((link) => link['@rel'] !== 'self')?.['@href'] ?? null,
    date: entry.published ?? entry.updated,
    text: plainText(entry.content ?? entry.summary),
  }));
  return [...rssItems, ...atomEntries].map((entry, index) => {
    const published = entry.date ? Date.parse(String(entry.date)) : Number.NaN;
    return {
      id: `${source.id}-${String(index).padStart(3, '0')}`,
      source_id: source.id,
      source_name: source.name,
      source_url: source.url,
      title: entry.title,
      url: entry.url,
      published_at: Number.isNaN(published) ? null : Math.floor(published / 1000),
      text: entry.text,
    };
  });
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
