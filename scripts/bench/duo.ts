/**
 * Two hosts in conversation, measured on duo scripts the extractive writer makes from the feed
 * fixtures, for 5 and 15 minutes: estimated length against the target, each host's share of the
 * spoken time (target 35–65 %), the longest run of sentences one host reads within a story, the
 * share of factual sentences that are verbatim sentences of a cited article or the transition
 * naming it (target 100 %), and the offline synthesis time beside the bulletin of the same content.
 *   node --import tsx scripts/bench/duo.ts
 */
import { readFileSync } from 'node:fs';
import { estimateSpeechSeconds } from '#domain/briefings/audio';
import { parseFeed } from '#domain/briefings/content';
import { toContentItems } from '#domain/briefings/content/items';
import { writeScript, type Script } from '#domain/briefings/script';
import { duoPhrasesFor } from '#domain/briefings/script/duo/phrases';
import { pausesAfterSegments } from '#domain/briefings/script/pauses';
import { splitSentences } from '#shared/sentences';
import type { ScriptItem } from '#domain/briefings/script/types';
import { synthesizeSpeech } from '#local/speech-synth';

const FEEDS = ['guardian.rss', 'feedburner.atom', 'content-encoded.rss', 'reddit.rss', 'heraldsun.rss', 'narro.rss'];
const HOSTS = { host: 'Joanna', coHost: 'Matthew' };
const phrases = duoPhrasesFor('en');

const items: ScriptItem[] = FEEDS.flatMap((file) => {
  const url = `https://feeds.example/${file}`;
  const xml = readFileSync(new URL(`../../test/fixtures/feeds/${file}`, import.meta.url), 'utf8');
  return toContentItems({ id: `src_${file}`, name: file.replace(/\..*$/, ''), url, type: 'rss' }, parseFeed(xml, url), 100);
});
const byUrl = new Map(items.map((item) => [item.url ?? item.source_url, item]));
const newest = Math.max(...items.map((item) => item.published_at ?? 0));

const write = (minutes: number, duo: boolean): Promise<Script> => writeScript({
  // No interests and no freshness cutoff: the fixtures span years, and every story is material here.
  profile: { name: 'Bench', interests: [], length_minutes: minutes, language: 'en' },
  items, notBefore: 0, alreadyCovered: [], engine: 'neural', now: newest + 6 * 3600, ...(duo ? { hosts: HOSTS } : {}),
});

const seconds = (script: Script) => {
  const pauses = pausesAfterSegments(script.segments);
  return script.segments.map((segment, index) => estimateSpeechSeconds(segment.text, 'neural') + pauses[index]!);
};

/** The hosts' own lines, which state no fact. */
const connectives = [phrases.welcome(HOSTS.host, HOSTS.coHost), phrases.hello, phrases.goodbye, ...phrases.handovers.flatMap((line) => [line(HOSTS.host), line(HOSTS.coHost)])];
const withoutConnectives = (sentence: string) => connectives.reduce((text, line) => text.replace(line, ''), sentence).trim();

/** Letters and digits only: list items and line breaks of an article become sentences with their own punctuation. */
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function traced(script: Script): { factual: number; traced: number } {
  let factual = 0;
  let found = 0;
  for (const segment of script.segments.filter((part) => part.story !== null)) {
    const articles = segment.articles.map((article) => byUrl.get(article.url)).filter((item) => item !== undefined);
    for (const sentence of splitSentences(segment.text, 'en').map(withoutConnectives).filter(Boolean)) {
      factual += 1;
      const fromText = articles.some((item) => letters(item.text).includes(letters(sentence)));
      // The transition names the title after its lead ("Finally, X reported on January 31: …"); a title may itself be two sentences.
      const titlePart = sentence.replace(/^[^:]*:\s*/, '');
      const transition = articles.some((item) => letters(sentence).includes(letters(item.title)) || letters(item.title).includes(letters(titlePart)));
      if (fromText || transition) found += 1;
    }
  }
  return { factual, traced: found };
}

async function synthesisSeconds(script: Script): Promise<number> {
  const started = performance.now();
  for (const segment of script.segments) {
    const gender = segment.speaker === 'co_host' ? 'male' : 'female';
    await synthesizeSpeech({ text: segment.text, ssml: false, language: 'en-US', gender, wordsPerMinute: 150, sampleRate: 24000, format: 'mp3' });
  }
  return (performance.now() - started) / 1000;
}

await synthesizeSpeech({ text: 'Warming up.', ssml: false, language: 'en-US', gender: 'female', wordsPerMinute: 150, sampleRate: 24000, format: 'mp3' });
console.log('minutes  estimate/target  host-share  co-host-share  longest-run  factual-traced  synthesis duo / bulletin');
for (const minutes of [5, 15]) {
  const [duo, bulletin] = await Promise.all([write(minutes, true), write(minutes, false)]);
  const timings = seconds(duo);
  const total = timings.reduce((sum, value) => sum + value, 0);
  const spoken = (speaker: string) => duo.segments.reduce((sum, segment, index) => sum + (segment.speaker === speaker ? timings[index]! : 0), 0);
  const longestRun = Math.max(...duo.segments.filter((segment) => segment.story !== null).map((segment) => splitSentences(withoutConnectives(segment.text), 'en').length));
  const { factual, traced: found } = traced(duo);
  const [duoSynthesis, bulletinSynthesis] = [await synthesisSeconds(duo), await synthesisSeconds(bulletin)];
  console.log([
    String(minutes).padStart(7),
    `${((total / (minutes * 60)) * 100).toFixed(1)}%`.padStart(16),
    `${((spoken('host') / total) * 100).toFixed(0)}%`.padStart(11),
    `${((spoken('co_host') / total) * 100).toFixed(0)}%`.padStart(14),
    `${longestRun} sentence${longestRun === 1 ? '' : 's'}`.padStart(12),
    `${found}/${factual} (${((found / factual) * 100).toFixed(0)}%)`.padStart(15),
    `${duoSynthesis.toFixed(1)} s / ${bulletinSynthesis.toFixed(1)} s`.padStart(25),
  ].join(' '));
}
console.log('targets: estimate 95–105 %, each host 35–65 %, factual sentences traced 100 %');
