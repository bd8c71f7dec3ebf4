import { createHash } from 'node:crypto';
import type { Source } from '#schemas/catalogue/sources';
import type { ParsedEntry } from './entry.ts';
import { firstWords } from './text.ts';

/** The source fields content is read from; a full Source fits. */
export type ContentSource = Pick<Source, 'id' | 'type' | 'url' | 'name'>;

/** One piece of content from a source, ready for the script writer. */
export interface ContentItem {
  /** itm_ + 16 hex: stable for the same entry of the same source. */
  id: string;
  source_id: string;
  source_name: string;
  source_url: string;
  title: string;
  url: string | null;
  /** Unix seconds, null when the source gives no readable date. */
  published_at: number | null;
  /** Clean plain text, paragraphs separated by blank lines. */
  text: string;
  author: string | null;
}

const UNDATED = Number.MIN_SAFE_INTEGER;

export function contentItemId(sourceId: string, entryKey: string): string {
  return `itm_${createHash('sha256').update(sourceId + entryKey).digest('hex').slice(0, 16)}`;
}

/** Entries as items: identified, deduplicated by id, newest first (undated last, in source order), at most maxItems. */
export function toContentItems(source: ContentSource, entries: ParsedEntry[], maxItems: number): ContentItem[] {
  const byId = new Map<string, ContentItem>();
  for (const entry of entries) {
    const title = entry.title ?? firstWords(entry.text);
    const id = contentItemId(source.id, entry.guid || entry.url || title);
    if (byId.has(id)) continue;
    byId.set(id, {
      id,
      source_id: source.id,
      source_name: source.name,
      source_url: source.url,
      title,
      url: entry.url,
      published_at: entry.published_at,
      text: entry.text,
      author: entry.author,
    });
  }
  return [...byId.values()]
    .sort((a, b) => (b.published_at ?? UNDATED) - (a.published_at ?? UNDATED))
    .slice(0, maxItems);
}
