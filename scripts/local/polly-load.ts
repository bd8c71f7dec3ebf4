import { setTimeout as sleep } from 'node:timers/promises';
import { estimateSpeechSeconds } from '#domain/briefings/audio';
import { audioFrames } from '#domain/briefings/audio/mp3-frames';
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

/** Frames LAME starts a silent stream with before its frames repeat (checked: from the third frame on they do). */
const LEAD_FRAMES = 4;
/** Per sample rate: the first frames of an encoded silence, and the two frames that then alternate (with and without padding). */
const silences = new Map<number, { lead: Buffer; cycle: [Buffer, Buffer]; samplesPerFrame: number }>();

/**
 * Silence of `samples` as MP3, built from frames of one short encoding: encoding minutes of
 * silence with LAME would hold the event loop for seconds.
 */
function silentMp3(sampleRate: number, samples: number): Buffer {
  let silence = silences.get(sampleRate);
  if (!silence) {
    const bytes = encodeMp3(new Int16Array(2 * sampleRate), sampleRate, mp3BitrateKbps(sampleRate));
    const frames = audioFrames(bytes);
    const frame = (index: number) => bytes.subarray(frames[index]!.offset, frames[index]!.offset + frames[index]!.header.frameLength);
    silence = { lead: bytes.subarray(0, frames[LEAD_FRAMES]!.offset), cycle: [frame(LEAD_FRAMES), frame(LEAD_FRAMES + 1)], samplesPerFrame: frames[0]!.header.samplesPerFrame };
    silences.set(sampleRate, silence);
  }
  const { lead, cycle, samplesPerFrame } = silence;
  const repeated = Math.max(0, Math.ceil(samples / samplesPerFrame) - LEAD_FRAMES);
  return Buffer.concat([lead, ...Array.from({ length: repeated }, (_, index) => cycle[index % 2]!)]);
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
