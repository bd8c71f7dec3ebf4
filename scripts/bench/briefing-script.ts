/**
 * What a listener hears, measured on scripts the extractive writer makes from the feed
 * fixtures: how many story segments cite the article's own URL (not the feed's), say
 * when the article was published, and open differently from the story before; and how
 * close the estimated length comes to the target, for 1, 5, 15 and 60 minutes. Offline, a few seconds:
 *   node --import tsx scripts/bench/briefing-script.ts
 */
import { readFileSync } from 'node:fs';
import { SEGMENT_PAUSE_SECONDS, estimateSpeechSeconds } from '#domain/briefings/audio';
import { parseFeed } from '#domain/briefings/content';
import { toContentItems } from '#domain/briefings/content/items';
import { writeScript } from '#domain/briefings/script';
import type { ScriptItem } from '#domain/briefings/script/types';

const FEEDS = ['guardian.rss', 'feedburner.atom', 'content-encoded.rss', 'reddit.rss', 'heraldsun.rss', 'narro.rss'];
const LENGTHS = [1, 5, 15, 60];
/** The spoken publication times of the English phrases. */
const SPOKEN_TIME = /\b(this morning|earlier today|yesterday|on [A-Z][a-z]+day|on [A-Z][a-z]+ \d{1,2}(, \d{4})?)\b/;

const items: ScriptItem[] = FEEDS.flatMap((file) => {
  const url = `https://feeds.example/${file}`;
  const xml = readFileSync(new URL(`../../test/fixtures/feeds/${file}`, import.meta.url), 'utf8');
  return toContentItems({ id: `src_${file}`, name: file.replace(/\..*$/, ''), url, type: 'rss' }, parseFeed(xml, url), 100);
});
const newest = Math.max(...items.map((item) => item.published_at ?? 0));
const feedUrls = new Set(items.map((item) => item.source_url));
const percent = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((part / whole) * 100)}%`;

console.log('minutes  stories  article-cited  dated  opening-varied  estimate/target');
for (const minutes of LENGTHS) {
  const script = await writeScript({
    // No interests and no freshness cutoff: the fixtures span years, and every story is material here.
    profile: { name: 'Bench', interests: [], length_minutes: minutes, language: 'en' },
    items,
    notBefore: 0,
    alreadyCovered: [],
    engine: 'neural',
    now: newest + 6 * 3600,
  });
  const stories = script.segments.slice(1, -1);
  const cited = stories.filter((story) => story.articles.length > 0 && story.articles.every((article) => !feedUrls.has(article.url))).length;
  const dated = stories.filter((story) => SPOKEN_TIME.test(story.text.split(':')[0] ?? '')).length;
  const openings = stories.map((story) => story.text.split(/[\s,]/)[0]);
  const varied = openings.filter((opening, index) => index === 0 || opening !== openings[index - 1]).length;
  const seconds = script.segments.reduce((sum, segment) => sum + estimateSpeechSeconds(segment.text, 'neural'), 0)
    + (script.segments.length - 1) * SEGMENT_PAUSE_SECONDS;
  console.log([
    String(minutes).padStart(7), String(stories.length).padStart(8), percent(cited, stories.length).padStart(14),
    percent(dated, stories.length).padStart(6), percent(varied, stories.length).padStart(15), `${(seconds / (minutes * 60) * 100).toFixed(1)}%`.padStart(16),
  ].join(' '));
}
