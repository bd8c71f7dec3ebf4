/**
 * Offline text to speech for the local Polly emulator: eSpeak NG (compiled to
 * WebAssembly) speaks the text, LAME encodes it. eSpeak NG is GPL-3.0, so it is
 * imported only here under scripts/local and never reaches a Lambda bundle.
 */
import type { ESpeakNGWorker, EspeakVoiceInfo } from '@echogarden/espeak-ng-emscripten';
import { escapeXml } from '#domain/briefings/audio';
import { encodeMp3, mp3BitrateKbps } from './mp3-encoder.ts';
import { ssmlSpeech, type SpeechPart } from './ssml-speech.ts';

export interface SpeechRequest {
  /** Plain text, or an SSML document when `ssml` is set (read as Polly does, see ssml-speech.ts). */
  text: string;
  ssml: boolean;
  /** BCP-47 tag of the voice, e.g. 'en-US'. */
  language: string;
  gender: 'female' | 'male';
  /** Which of the language's voices of that gender speaks (0, the default, for the first): each gets its own pitch and intonation. */
  variant?: number;
  /** Target speaking rate, as measured on the output (words / audio minutes). */
  wordsPerMinute: number;
  sampleRate: number;
  format: 'mp3' | 'pcm';
}

/**
 * eSpeak's rate setting is nominal: English text at rate r measures about
 * 0.92 r words per minute (pauses at punctuation included), so the setting
 * is scaled up to land on the requested figure. Calibrated on en-US news prose
 * with scripts/bench/speech.ts; other languages use the same factor unmeasured.
 */
const ESPEAK_RATE_PER_MEASURED_WPM = 1.09;

const ESPEAK_GENDER = { male: 1, female: 2 } as const;
/**
 * eSpeak's pitch and range (0..100) per voice variant, so that two Polly voices of one language
 * and gender, as a duo may have, sound apart locally too; the first is eSpeak's default.
 */
const VARIANT_PITCH = [{ pitch: 50, range: 50 }, { pitch: 72, range: 70 }, { pitch: 30, range: 35 }, { pitch: 62, range: 30 }, { pitch: 40, range: 75 }];
/** Polly language tags whose primary subtag eSpeak spells differently. */
const LANGUAGE_ALIASES: Record<string, string> = { arb: 'ar' };

let engine: Promise<{ speaker: ESpeakNGWorker; languages: Set<string> }> | undefined;

function loadEspeak() {
  engine ??= import('@echogarden/espeak-ng-emscripten').then(async ({ default: initialize }) => {
    const module = await initialize();
    const speaker = new module.eSpeakNGWorker();
    const languages = new Set(speaker.list_voices().flatMap((voice: EspeakVoiceInfo) => voice.languages.map(({ name }) => name)));
    return { speaker, languages };
  });
  return engine;
}

/** 'en-GB' -> 'en-gb'; 'es-US' -> 'es'; 'cmn-CN' -> 'cmn': the most specific language eSpeak has a voice for. */
function espeakLanguage(language: string, available: Set<string>): string {
  const [primary = '', ...rest] = language.toLowerCase().split('-');
  const base = LANGUAGE_ALIASES[primary] ?? primary;
  const candidates = [[base, ...rest].join('-'), rest[0] ? `${base}-${rest[0]}` : base, base];
  const found = candidates.find((candidate) => available.has(candidate));
  if (!found) throw new Error(`eSpeak NG has no voice for language ${language}`);
  return found;
}

export async function espeakLanguageFor(language: string): Promise<string> {
  return espeakLanguage(language, (await loadEspeak()).languages);
}


function concat(pieces: Int16Array[]): Int16Array {
  const joined = new Int16Array(pieces.reduce((total, piece) => total + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    joined.set(piece, offset);
    offset += piece.length;
  }
  return joined;
}

/** Linear interpolation; plenty for an emulator's speech. */
function resample(samples: Int16Array, from: number, to: number): Int16Array {
  if (from === to) return samples;
  const output = new Int16Array(Math.floor((samples.length * to) / from));
  for (let i = 0; i < output.length; i++) {
    const position = (i * from) / to;
    const left = Math.floor(position);
    const a = samples[left] ?? 0;
    const b = samples[left + 1] ?? a;
    output[i] = Math.round(a + (b - a) * (position - left));
  }
  return output;
}


/**
 * Speaks `request.text` and returns MP3, or raw 16-bit little-endian mono PCM. SSML is
 * parsed here: eSpeak NG speaks only the text, SSML pauses become silence of their length.
 * Runs synchronously once loaded: call it off the main thread.
 */
export async function synthesizeSpeech(request: SpeechRequest): Promise<Buffer> {
  const { speaker, languages } = await loadEspeak();
  speaker.set_voice('', espeakLanguage(request.language, languages), ESPEAK_GENDER[request.gender]);
  speaker.set_rate(Math.round(request.wordsPerMinute * ESPEAK_RATE_PER_MEASURED_WPM));
  const { pitch, range } = VARIANT_PITCH[(request.variant ?? 0) % VARIANT_PITCH.length]!;
  speaker.set_pitch(pitch);
  speaker.set_range(range);
  const parts: SpeechPart[] = request.ssml ? ssmlSpeech(request.text)?.parts ?? [] : [{ text: request.text }];
  const pieces = parts.map((part) => {
    if ('pauseSeconds' in part) return new Int16Array(Math.round(part.pauseSeconds * request.sampleRate));
    const chunks: Int16Array[] = [];
    speaker.synthesize(escapeXml(part.text), (samples) => {
      chunks.push(samples);
    });
    return resample(concat(chunks), speaker.get_samplerate(), request.sampleRate);
  });
  const samples = concat(pieces);
  if (request.format === 'pcm') return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  return encodeMp3(samples, request.sampleRate, mp3BitrateKbps(request.sampleRate));
}
