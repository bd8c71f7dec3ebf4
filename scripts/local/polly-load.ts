import { setTimeout as sleep } from 'node:timers/promises';
import { estimateSpeechSeconds } from '#domain/audio';
import { audioFrames, type Mp3Frame } from '#domain/audio/mp3-frames';
import { encodeMp3, mp3BitrateKbps } from './mp3-encoder.ts';
import { PollyError, type SynthesisPlan } from './polly-requests.ts';
import { ssmlSpeech } from './ssml-speech.ts';

/** A request quota: a token bucket refilled at `perSecond`, holding at most `burst`. */
export interface Quota {
  perSecond: number;
  burst: number;
}

/**
 * The load mode of the Polly emulator: silence of the length Polly would speak, answered after
 * that length divided by `speed`, within the account's SynthesizeSpeech quotas.
 */
export interface PollyLoadMode {
  /** Seconds of audio answered per second of waiting. */
  speed: number;
  /** Per engine family; neural covers neural, long-form and generative. */
  quotas: Record<'neural' | 'standard', Quota>;
}

/** AWS's documented default SynthesizeSpeech quotas per account and region: 8/s (burst 10) neural, 80/s standard. */
export const POLLY_DEFAULT_QUOTAS: PollyLoadMode['quotas'] = {
  neural: { perSecond: 8, burst: 10 },
  standard: { perSecond: 80, burst: 80 },
};

/** What the emulator answered in load mode, for the rush benchmark and tests. */
export interface PollyLoadStats {
  answered: number;
  throttled: number;
}

function tokenBucket({ perSecond, burst }: Quota) {
  let tokens = burst;
  let refilledAt = performance.now();
  return () => {
    const now = performance.now();
    tokens = Math.min(burst, tokens + ((now - refilledAt) / 1000) * perSecond);
    refilledAt = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/** Seconds Polly would take to speak the request: the duration estimate of its text, plus its SSML pauses. */
function spokenSeconds(plan: SynthesisPlan): number {
  const engine = plan.engine === 'standard' ? 'standard' : 'neural';
  const parts = plan.speech.ssml ? ssmlSpeech(plan.speech.text)?.parts ?? [] : [{ text: plan.speech.text }];
  return parts.reduce((sum, part) => sum + ('pauseSeconds' in part ? part.pauseSeconds : estimateSpeechSeconds(part.text, engine)), 0);
}

/** Silent MP3 per sample rate, encoded once and grown on demand: a request's silence is a prefix of whole frames. */
const silences = new Map<number, { bytes: Buffer; frames: Mp3Frame[] }>();

function silentMp3(sampleRate: number, samples: number): Buffer {
  let silence = silences.get(sampleRate);
  const samplesPerFrame = silence?.frames[0]?.header.samplesPerFrame ?? 1152;
  const needed = Math.ceil(samples / samplesPerFrame);
  if (!silence || silence.frames.length < needed) {
    const bytes = encodeMp3(new Int16Array(Math.max(samples, 300 * sampleRate) + 2 * samplesPerFrame), sampleRate, mp3BitrateKbps(sampleRate));
    silence = { bytes, frames: audioFrames(bytes) };
    silences.set(sampleRate, silence);
  }
  const last = silence.frames[Math.max(0, Math.ceil(samples / silence.frames[0]!.header.samplesPerFrame) - 1)]!;
  return silence.bytes.subarray(0, last.offset + last.header.frameLength);
}

/** Answers planned requests in load mode; throws ThrottlingException past the quota, as Polly does. */
export function loadModeSpeech(mode: PollyLoadMode) {
  const buckets = { neural: tokenBucket(mode.quotas.neural), standard: tokenBucket(mode.quotas.standard) };
  const stats: PollyLoadStats = { answered: 0, throttled: 0 };
  return {
    stats: (): PollyLoadStats => ({ ...stats }),
    async synthesize(plan: SynthesisPlan): Promise<Buffer> {
      if (!buckets[plan.engine === 'standard' ? 'standard' : 'neural']()) {
        stats.throttled++;
        throw new PollyError('ThrottlingException', 400, 'Rate exceeded');
      }
      const seconds = spokenSeconds(plan);
      const samples = Math.round(seconds * plan.speech.sampleRate);
      const audio = plan.speech.format === 'pcm' ? Buffer.alloc(samples * 2) : silentMp3(plan.speech.sampleRate, samples);
      await sleep((seconds / mode.speed) * 1000);
      stats.answered++;
      return audio;
    },
  };
}
