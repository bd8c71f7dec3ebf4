import { estimateSpeechSeconds, type SpeechEngine } from '#domain/audio';
import type { Script, ScriptBullet, ScriptItem, ScriptSegment } from './types.ts';
import { countWords } from './text.ts';

/** One story as told: usually one item, several when they report the same event. */
export interface ToldStory {
  items: ScriptItem[];
  /** The spoken text of the story, transition included. */
  text: string;
  /** One-sentence summary for the written digest. */
  summary: string;
}

const unique = (values: string[]): string[] => [...new Set(values)];

function bulletFor({ items, summary }: ToldStory): ScriptBullet {
  const sources = items.map((item) => ({ name: item.source_name, url: item.url ?? item.source_url }));
  return { text: summary, sources: sources.filter((source, index) => sources.findIndex((other) => other.url === source.url) === index) };
}

type SpokenParts = { intro: string; stories: ToldStory[]; outro: string };

const spokenTexts = (parts: SpokenParts): string[] => [parts.intro, ...parts.stories.map((story) => story.text), parts.outro];

export function spokenWords(parts: SpokenParts): number {
  return spokenTexts(parts).reduce((sum, text) => sum + countWords(text), 0);
}

/** Estimated speaking time of the whole script with the engine. */
export function spokenSeconds(parts: SpokenParts, engine: SpeechEngine): number {
  return spokenTexts(parts).reduce((sum, text) => sum + estimateSpeechSeconds(text, engine), 0);
}

/** Builds the Script document: intro, one segment per story, outro; ids, bullets and word count derived. */
export function assembleScript(parts: { headline: string; intro: string; stories: ToldStory[]; outro: string }): Script {
  const segments: ScriptSegment[] = [
    { text: parts.intro, source_ids: [], item_ids: [] },
    ...parts.stories.map(({ items, text }) => ({
      text,
      source_ids: unique(items.map((item) => item.source_id)),
      item_ids: items.map((item) => item.id),
    })),
    { text: parts.outro, source_ids: [], item_ids: [] },
  ];
  return {
    headline: parts.headline,
    segments,
    bullets: parts.stories.map(bulletFor),
    word_count: spokenWords(parts),
    item_ids: unique(parts.stories.flatMap(({ items }) => items.map((item) => item.id))),
  };
}
