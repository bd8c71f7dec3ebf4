import { readFileSync } from 'node:fs';
import { mp3DurationSeconds, WORDS_PER_MINUTE, type SpeechEngine } from '#domain/briefings/audio';
import { synthesizeSpeech } from '#local/speech-synth';

/**
 * Offline speech synthesis (eSpeak NG + LAME, as the local Polly emulator runs
 * it) on about a minute of news prose: real-time factor (seconds of audio per
 * second of compute) and the speaking rate measured on the audio produced,
 * against the WORDS_PER_MINUTE figure each engine is calibrated to.
 */
const text = readFileSync(new URL('../../test/fixtures/speech/news-prose.txt', import.meta.url), 'utf8');
const words = text.split(/\s+/).filter(Boolean).length;
const settings: Record<SpeechEngine, { sampleRate: number }> = { neural: { sampleRate: 24000 }, standard: { sampleRate: 22050 } };

const loadStarted = performance.now();
await synthesizeSpeech({ text: 'Warming up.', ssml: false, language: 'en-US', gender: 'female', wordsPerMinute: 150, sampleRate: 24000, format: 'mp3' });
console.log(`\neSpeak NG load and first sentence: ${((performance.now() - loadStarted) / 1000).toFixed(2)} s`);
// One untimed pass over the whole text, so the figures below are the JIT-warm steady state.
await synthesizeSpeech({ text, ssml: false, language: 'en-US', gender: 'female', wordsPerMinute: 150, sampleRate: 24000, format: 'mp3' });

for (const [engine, { sampleRate }] of Object.entries(settings) as Array<[SpeechEngine, { sampleRate: number }]>) {
  for (const gender of ['female', 'male'] as const) {
    const started = performance.now();
    const mp3 = await synthesizeSpeech({ text, ssml: false, language: 'en-US', gender, wordsPerMinute: WORDS_PER_MINUTE[engine], sampleRate, format: 'mp3' });
    const computeSeconds = (performance.now() - started) / 1000;
    const audioSeconds = mp3DurationSeconds(mp3);
    const measuredWpm = words / (audioSeconds / 60);
    console.log(
      `${engine} (${WORDS_PER_MINUTE[engine]} wpm target), en-US ${gender}, ${sampleRate} Hz: ${audioSeconds.toFixed(1)} s of audio for ${words} words`
      + ` = ${measuredWpm.toFixed(1)} wpm (${(((measuredWpm / WORDS_PER_MINUTE[engine]) - 1) * 100).toFixed(1)}%);`
      + ` ${computeSeconds.toFixed(2)} s compute = ${(audioSeconds / computeSeconds).toFixed(1)}x real time`
      + ` (${((computeSeconds / audioSeconds) * 60).toFixed(2)} s of compute per minute of audio)`,
    );
  }
}
