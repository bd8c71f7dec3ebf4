/**
 * Calibration of the speech duration estimate (#domain/briefings/audio/speech-duration)
 * against the local Polly emulator's synthesizer: speaks the texts briefing
 * scripts are made of (segments of 5- and 15-minute scripts and single sentences
 * from the English feed fixtures), then reports the estimate's error per engine
 * and the least-squares costs the measurements call for, to compare with
 * COST_IN_PROSE_WORDS. About five minutes of compute:
 *   node --import tsx scripts/bench/speech-duration.ts
 */
import { readFileSync } from 'node:fs';
import { estimateSpeechSeconds, mp3DurationSeconds, splitForSynthesis, WORDS_PER_MINUTE, type SpeechEngine } from '#domain/briefings/audio';
import { COST_IN_PROSE_WORDS, speechParts, type SpeechPart } from '#domain/briefings/audio/speech-duration';
import { parseFeed } from '#domain/briefings/content';
import { toContentItems } from '#domain/briefings/content/items';
import { writeScript } from '#domain/briefings/script';
import { storySentences } from '#domain/briefings/script/clean';
import type { ScriptItem } from '#domain/briefings/script/types';
import { synthesizeSpeech } from '#local/speech-synth';

const FEEDS = ['guardian.rss', 'feedburner.atom', 'content-encoded.rss', 'reddit.rss', 'rss-1.rss', 'narro.rss', 'heraldsun.rss', 'instant-article.rss'];
const VOICES: Record<SpeechEngine, { gender: 'female' | 'male'; sampleRate: number }> = {
  neural: { gender: 'female', sampleRate: 24000 },
  standard: { gender: 'male', sampleRate: 22050 },
};
/** Texts shorter than this are reported apart: the synthesizer's timing granularity weighs on them. */
const LONG_TEXT_SECONDS = 10;
const NOW = 1_600_000_000;

function feedItems(file: string): ScriptItem[] {
  const xml = readFileSync(new URL(`../../test/fixtures/feeds/${file}`, import.meta.url), 'utf8');
  return toContentItems({ id: `src_${file}`, name: file.replace(/\..*$/, ''), url: `https://example.com/${file}`, type: 'rss' }, parseFeed(xml, 'https://example.com/'), 100);
}

async function scriptChunks(items: ScriptItem[], minutes: number, interests: string[]): Promise<string[]> {
  const profile = { name: 'Calibration', interests, length_minutes: minutes, language: 'en' };
  // Calibration speaks all the fixture prose, whatever its age.
  const script = await writeScript({ profile, items, alreadyCovered: [], engine: 'neural', now: NOW, notBefore: 0 });
  return script.segments.flatMap((segment) => splitForSynthesis(segment.text, 'en'));
}

async function corpus(): Promise<string[]> {
  const texts = new Set<string>([readFileSync(new URL('../../test/fixtures/speech/news-prose.txt', import.meta.url), 'utf8').trim()]);
  const everything: ScriptItem[] = [];
  for (const file of FEEDS) {
    const items = feedItems(file);
    everything.push(...items);
    for (const chunk of await scriptChunks(items, 15, [])) texts.add(chunk);
    items.flatMap((item) => storySentences(item.text, 'en')).filter((_, index) => index % 4 === 0).forEach((sentence) => texts.add(sentence));
  }
  for (const interests of [['climate'], ['Trump'], ['AdWords', 'API']]) for (const chunk of await scriptChunks(everything, 5, interests)) texts.add(chunk);
  return [...texts];
}

/** Least squares by the normal equations; five unknowns need nothing cleverer. */
function leastSquares(rows: number[][], targets: number[]): number[] {
  const size = rows[0]?.length ?? 0;
  const system = Array.from({ length: size }, (_, i) => [
    ...Array.from({ length: size }, (_, j) => rows.reduce((sum, row) => sum + (row[i] ?? 0) * (row[j] ?? 0), 0)),
    rows.reduce((sum, row, k) => sum + (row[i] ?? 0) * (targets[k] ?? 0), 0),
  ]);
  for (let pivot = 0; pivot < size; pivot++) {
    const best = system.slice(pivot).reduce((max, row, k) => (Math.abs(row[pivot] ?? 0) > Math.abs(system[max]?.[pivot] ?? 0) ? pivot + k : max), pivot);
    [system[pivot], system[best]] = [system[best]!, system[pivot]!];
    const lead = system[pivot]!;
    for (const row of system) {
      if (row === lead) continue;
      const factor = (row[pivot] ?? 0) / (lead[pivot] ?? 1);
      row.forEach((value, column) => (row[column] = value - factor * (lead[column] ?? 0)));
    }
  }
  return system.map((row, i) => (row[size] ?? 0) / (row[i] ?? 1));
}

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
const rms = (values: number[]): number => Math.sqrt(values.reduce((sum, value) => sum + value * value, 0) / Math.max(1, values.length));

function report(engine: SpeechEngine, measured: Array<{ text: string; seconds: number }>): void {
  const errors = measured.map(({ text, seconds }) => ({ seconds, error: estimateSpeechSeconds(text, engine) / seconds - 1 }));
  const long = errors.filter(({ seconds }) => seconds >= LONG_TEXT_SECONDS).map(({ error }) => error);
  const sorted = long.map(Math.abs).sort((a, b) => a - b);
  const total = measured.reduce((sum, { seconds }) => sum + seconds, 0);
  const estimated = measured.reduce((sum, { text }) => sum + estimateSpeechSeconds(text, engine), 0);
  console.log(`${engine}: ${measured.length} texts, ${(total / 60).toFixed(1)} min of speech; estimate error RMS ${percent(rms(errors.map(({ error }) => error)))} over all,`
    + ` ${percent(rms(long))} over the ${long.length} texts of ${LONG_TEXT_SECONDS} s or more (95th percentile ${percent(sorted[Math.floor(0.95 * (sorted.length - 1))] ?? 0)},`
    + ` worst ${percent(sorted.at(-1) ?? 0)}); summed ${percent(estimated / total - 1)}`);
}

const texts = await corpus();
console.log(`Calibration corpus: ${texts.length} texts, ${texts.reduce((sum, text) => sum + text.length, 0)} characters`);
const parts = Object.keys(COST_IN_PROSE_WORDS) as SpeechPart[];
const rows: number[][] = [];
const targets: number[] = [];
for (const engine of ['neural', 'standard'] as const) {
  const measured: Array<{ text: string; seconds: number }> = [];
  for (const text of texts) {
    const mp3 = await synthesizeSpeech({ text, ssml: false, language: 'en-US', wordsPerMinute: WORDS_PER_MINUTE[engine], format: 'mp3', ...VOICES[engine] });
    measured.push({ text, seconds: mp3DurationSeconds(mp3) });
  }
  report(engine, measured);
  for (const { text, seconds } of measured) {
    const counts = speechParts(text);
    rows.push(parts.map((part) => counts[part]));
    targets.push((seconds * WORDS_PER_MINUTE[engine]) / 60);
  }
}
const fitted = leastSquares(rows, targets);
console.log('Cost in prose words, in use -> fitted on both engines:');
parts.forEach((part, index) => console.log(`  ${part}: ${COST_IN_PROSE_WORDS[part]} -> ${(fitted[index] ?? 0).toFixed(3)}`));
