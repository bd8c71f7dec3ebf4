import { estimateSpeechSeconds, SEGMENT_PAUSE_SECONDS, type SpeechEngine } from '#domain/briefings/audio';
import type { ArticleCitation, RankedStory, Script, ScriptBullet, ScriptItem, ScriptSegment } from './types.ts';
import { countWords } from '#shared/text';

/** One story as told: usually one item, several when they report the same event. */
export interface ToldStory {
  /** The first is the story the ranking chose; its `chosen_for` says why. */
  items: RankedStory[];
  /** The spoken text of the story, transition included. */
  text: string;
  /** One-sentence summary for the written digest. */
  summary: string;
}

const unique = (values: string[]): string[] => [...new Set(values)];

/** The articles of a story, one per link. */
function articlesOf(items: ScriptItem[]): ArticleCitation[] {
  const articles = items.map((item) => ({ title: item.title, url: item.url ?? item.source_url, source_name: item.source_name, published_at: item.published_at }));
  return articles.filter((article, index) => articles.findIndex((other) => other.url === article.url) === index);
}

function bulletFor({ items, summary }: ToldStory): ScriptBullet {
  const articles = articlesOf(items);
  return { text: summary, sources: articles.map(({ source_name: name, url }) => ({ name, url })), articles };
}

type SpokenParts = { intro: string; stories: ToldStory[]; outro: string };

const spokenTexts = (parts: SpokenParts): string[] => [parts.intro, ...parts.stories.map((story) => story.text), parts.outro];

export function spokenWords(parts: SpokenParts): number {
  return spokenTexts(parts).reduce((sum, text) => sum + countWords(text), 0);
}

/** Estimated speaking time of the whole script with the engine, the pauses between its parts included. */
export function spokenSeconds(parts: SpokenParts, engine: SpeechEngine): number {
  const texts = spokenTexts(parts);
  return texts.reduce((sum, text) => sum + estimateSpeechSeconds(text, engine), 0) + (texts.length - 1) * SEGMENT_PAUSE_SECONDS;
}

/** Builds the Script document: intro, one segment per story, outro; ids, citations, bullets and word count derived. */
export function assembleScript(parts: SpokenParts & { headline: string; shortOfMaterial?: boolean }): Script {
  const segments: ScriptSegment[] = [
    { text: parts.intro, speaker: 'host', story: null, source_ids: [], item_ids: [], articles: [] },
    ...parts.stories.map(({ items, text }, story) => {
      const relevance = items[0]?.chosen_for;
      return {
        text,
        speaker: 'host' as const,
        story,
        source_ids: unique(items.map((item) => item.source_id)),
        item_ids: items.map((item) => item.id),
        articles: articlesOf(items),
        ...(relevance ? { relevance: { interest: relevance.interest, matched: relevance.matched } } : {}),
      };
    }),
    { text: parts.outro, speaker: 'host', story: null, source_ids: [], item_ids: [], articles: [] },
  ];
  return {
    headline: parts.headline,
    segments,
    bullets: parts.stories.map(bulletFor),
    word_count: spokenWords(parts),
    item_ids: unique(parts.stories.flatMap(({ items }) => items.map((item) => item.id))),
    short_of_material: parts.shortOfMaterial ?? false,
  };
}
