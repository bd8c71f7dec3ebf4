import { WORDS_PER_MINUTE } from '#domain/briefings/audio';
import { VOICES } from '#domain/catalogue/voices';
import type { SpeechRequest } from './speech-synth.ts';
import { ssmlSpeech } from './ssml-speech.ts';

/** A Polly error as the service reports it: the type goes in x-amzn-ErrorType, the message in the JSON body. */
export class PollyError extends Error {
  constructor(readonly type: string, readonly status: number, message: string) {
    super(message);
  }
}

export interface SynthesisPlan {
  speech: SpeechRequest;
  contentType: 'audio/mpeg' | 'audio/pcm';
  /** Billed characters, answered in x-amzn-RequestCharacters. */
  requestCharacters: number;
  engine: Engine;
}

/** SynthesizeSpeech limits: billed characters exclude SSML tags; total characters count everything. */
export const MAX_BILLED_CHARACTERS = 3000;
export const MAX_TOTAL_CHARACTERS = 6000;

const ENGINES = ['standard', 'neural', 'long-form', 'generative'] as const;
const OUTPUT_FORMATS = ['json', 'mp3', 'ogg_opus', 'ogg_vorbis', 'pcm'] as const;
const TEXT_TYPES = ['ssml', 'text'] as const;
const MP3_SAMPLE_RATES = ['8000', '16000', '22050', '24000'];
const HIGH_FIDELITY_SAMPLE_RATES = ['44100', '48000'];
const PCM_SAMPLE_RATES = ['8000', '16000'];
type Engine = (typeof ENGINES)[number];

const validationError = (field: string, value: unknown, constraint: string) =>
  new PollyError('ValidationException', 400, `1 validation error detected: Value '${String(value)}' at '${field}' failed to satisfy constraint: ${constraint}`);

function required(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string') throw validationError(field.charAt(0).toLowerCase() + field.slice(1), value ?? null, 'Member must not be null');
  return value;
}

function oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) throw validationError(field, value, `Member must satisfy enum value set: [${allowed.join(', ')}]`);
  return value as T;
}

const characters = (text: string) => [...text].length;

function sampleRateFor(format: 'mp3' | 'pcm', engine: Engine, requested: unknown): number {
  const allowed = format === 'pcm'
    ? PCM_SAMPLE_RATES
    : engine === 'generative' || engine === 'long-form' ? [...MP3_SAMPLE_RATES, ...HIGH_FIDELITY_SAMPLE_RATES] : MP3_SAMPLE_RATES;
  if (requested === undefined) return format === 'pcm' ? 16000 : engine === 'standard' ? 22050 : 24000;
  if (typeof requested !== 'string' || !allowed.includes(requested)) {
    throw new PollyError('InvalidSampleRateException', 400, `Sample rate ${String(requested)} is not valid for ${format}; valid values: ${allowed.join(', ')}`);
  }
  return Number(requested);
}

/**
 * Checks a SynthesizeSpeech request body the way Polly does and turns it into
 * a synthesis job. Voices, their languages, genders and engines come from the
 * service's Polly voice catalogue.
 */
export function planSynthesis(body: unknown): SynthesisPlan {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new PollyError('SerializationException', 400, 'Request body must be a JSON object');
  const fields = body as Record<string, unknown>;
  const outputFormat = oneOf('outputFormat', required(fields, 'OutputFormat'), OUTPUT_FORMATS);
  const text = required(fields, 'Text');
  const voiceId = required(fields, 'VoiceId');
  const engine = oneOf('engine', fields.Engine ?? 'standard', ENGINES);
  const textType = oneOf('textType', fields.TextType ?? 'text', TEXT_TYPES);
  const voice = VOICES.find((entry) => entry.id === voiceId);
  if (!voice) throw validationError('voiceId', voiceId, `Member must satisfy enum value set: [${VOICES.map((entry) => entry.id).join(', ')}]`);

  const lexicons = fields.LexiconNames;
  if (Array.isArray(lexicons) && lexicons.length > 0) throw new PollyError('LexiconNotFoundException', 404, `Lexicon not found: ${String(lexicons[0])}`);
  const marks = fields.SpeechMarkTypes;
  if (Array.isArray(marks) && marks.length > 0 && outputFormat !== 'json') {
    throw new PollyError('MarksNotSupportedForFormatException', 400, 'Speech marks are only available with the json output format');
  }
  const ssml = textType === 'ssml' ? ssmlSpeech(text) : undefined;
  if (textType === 'ssml' && !ssml) throw new PollyError('InvalidSsmlException', 400, 'Invalid SSML request: the text must be a well-formed <speak> document');
  const billed = ssml?.billedCharacters ?? characters(text);
  if (billed > MAX_BILLED_CHARACTERS || characters(text) > MAX_TOTAL_CHARACTERS) {
    throw new PollyError(
      'TextLengthExceededException',
      400,
      `Maximum text length has been exceeded: ${billed} billed characters (limit ${MAX_BILLED_CHARACTERS}), ${characters(text)} in total (limit ${MAX_TOTAL_CHARACTERS})`,
    );
  }
  if (!voice.engines.includes(engine)) {
    throw new PollyError('EngineNotSupportedException', 400, `This voice is not compatible with the ${engine} engine. Please choose another voice or another engine`);
  }
  const languageCode = fields.LanguageCode;
  if (languageCode !== undefined && String(languageCode).toLowerCase() !== voice.language.toLowerCase()) {
    throw new PollyError('LanguageNotSupportedException', 400, `Voice ${voice.id} does not speak ${String(languageCode)}`);
  }
  if (outputFormat !== 'mp3' && outputFormat !== 'pcm') {
    throw validationError('outputFormat', outputFormat, 'the local Polly emulator produces mp3 and pcm audio only');
  }
  return {
    speech: {
      text,
      ssml: textType === 'ssml',
      language: voice.language,
      gender: voice.gender,
      variant: VOICES.filter((entry) => entry.gender === voice.gender && entry.language.split('-')[0] === voice.language.split('-')[0]).indexOf(voice),
      wordsPerMinute: WORDS_PER_MINUTE[engine === 'standard' ? 'standard' : 'neural'],
      sampleRate: sampleRateFor(outputFormat, engine, fields.SampleRate),
      format: outputFormat,
    },
    contentType: outputFormat === 'mp3' ? 'audio/mpeg' : 'audio/pcm',
    requestCharacters: billed,
    engine,
  };
}
