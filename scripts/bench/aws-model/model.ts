import { POLLY_MAX_BILLED_CHARACTERS, WORDS_PER_MINUTE, type SpeechEngine } from '#domain/briefings/audio';
import { pollyCostUsd } from '#domain/briefings/audio/polly-prices';
import { AWS_PRICES } from './prices.ts';

/** What the model takes as given: each figure is an assumption the bench prints. */
export interface ModelAssumptions {
  engine: SpeechEngine;
  /** Billed characters per spoken word of the scripts (text between SSML tags, spaces and punctuation included). */
  billedCharactersPerWord: number;
  /** Average speaking time of one story, and of the intro and outro together. */
  storySeconds: number;
  framingSeconds: number;
  /** The Synthesize Map's MaxConcurrency (state-machines/briefing.asl.json). */
  mapConcurrency: number;
  /** SynthesizeSpeech answers after a fixed overhead plus the audio's length divided by the real-time factor. */
  pollyOverheadSeconds: number;
  pollyRealTimeFactor: number;
  /** Polly's per-account SynthesizeSpeech quota (requests per second). */
  pollyQuotaPerSecond: number;
  /** Duration of each task function, warm (extractive writer), and its memory. */
  steps: Record<'markRunning' | 'fetchSources' | 'writeScript' | 'stitch' | 'complete', { seconds: number; memoryGb: number }>;
  synthesizeMemoryGb: number;
  /** Extra WriteScript time when a model writes the script (relevance and script calls). */
  modelWriterSeconds: number;
  /** Step Functions' own time per state transition. */
  transitionSeconds: number;
  /** Added once per task function when it starts cold. */
  coldStartSeconds: number;
  /** Polly neural MP3 at 24 kHz. */
  mp3Kbps: number;
  /** DynamoDB request units of one briefing (lock, job, sightings, told stories, completion, event). */
  briefingWriteUnits: number;
  briefingReadUnits: number;
  /** One API request: its function's duration and memory, DynamoDB units (key, rate counter, usage, the read itself), log bytes. */
  apiRequest: { lambdaSeconds: number; memoryGb: number; readUnits: number; writeUnits: number; logBytes: number };
}

export const DEFAULT_ASSUMPTIONS: ModelAssumptions = {
  engine: 'neural',
  billedCharactersPerWord: 6.2,
  storySeconds: 30,
  framingSeconds: 12,
  mapConcurrency: 4,
  pollyOverheadSeconds: 0.4,
  pollyRealTimeFactor: 15,
  pollyQuotaPerSecond: 8,
  steps: {
    markRunning: { seconds: 0.2, memoryGb: 0.5 },
    fetchSources: { seconds: 3, memoryGb: 1 },
    writeScript: { seconds: 1, memoryGb: 1 },
    stitch: { seconds: 1.5, memoryGb: 1 },
    complete: { seconds: 0.3, memoryGb: 0.5 },
  },
  synthesizeMemoryGb: 0.5,
  modelWriterSeconds: 10,
  transitionSeconds: 0.05,
  coldStartSeconds: 0.3,
  mp3Kbps: 48,
  briefingWriteUnits: 25,
  briefingReadUnits: 30,
  apiRequest: { lambdaSeconds: 0.05, memoryGb: 0.5, readUnits: 1, writeUnits: 2, logBytes: 1500 },
};

export interface BriefingShape {
  speechSeconds: number;
  stories: number;
  billedCharacters: number;
  pollyRequests: number;
  /** Speaking time of one Polly request, on average. */
  secondsPerRequest: number;
}

/** A briefing of `minutes`: its stories, characters and Polly requests (one or more chunks per part). */
export function briefingShape(minutes: number, a: ModelAssumptions = DEFAULT_ASSUMPTIONS): BriefingShape {
  const speechSeconds = minutes * 60;
  const stories = Math.max(1, Math.round((speechSeconds - a.framingSeconds) / a.storySeconds));
  const billedCharacters = Math.round((speechSeconds / 60) * WORDS_PER_MINUTE[a.engine] * a.billedCharactersPerWord);
  const charactersPerPart = billedCharacters / (stories + 2);
  const pollyRequests = (stories + 2) * Math.ceil(charactersPerPart / POLLY_MAX_BILLED_CHARACTERS);
  return { speechSeconds, stories, billedCharacters, pollyRequests, secondsPerRequest: speechSeconds / pollyRequests };
}

const pollySeconds = (shape: BriefingShape, a: ModelAssumptions) => a.pollyOverheadSeconds + shape.secondsPerRequest / a.pollyRealTimeFactor;

/** State transitions of one execution: the five tasks, the Choice, the Map and one per chunk. */
const stateTransitions = (shape: BriefingShape) => 8 + shape.pollyRequests;

export interface BriefingTime {
  totalSeconds: number;
  stages: Record<'markRunning' | 'fetchSources' | 'writeScript' | 'synthesize' | 'stitch' | 'complete' | 'transitions', number>;
}

/** Seconds from StartExecution to `briefing.generated`, by stage: the Map runs its chunks in waves of `mapConcurrency`, no faster than Polly's quota. */
export function briefingSeconds(minutes: number, options: { modelWriter?: boolean; cold?: boolean } = {}, a: ModelAssumptions = DEFAULT_ASSUMPTIONS): BriefingTime {
  const shape = briefingShape(minutes, a);
  const cold = options.cold ? a.coldStartSeconds : 0;
  const waves = Math.ceil(shape.pollyRequests / a.mapConcurrency);
  const stages = {
    markRunning: a.steps.markRunning.seconds + cold,
    fetchSources: a.steps.fetchSources.seconds + cold,
    writeScript: a.steps.writeScript.seconds + cold + (options.modelWriter ? a.modelWriterSeconds : 0),
    synthesize: Math.max(waves * pollySeconds(shape, a), shape.pollyRequests / a.pollyQuotaPerSecond) + cold,
    stitch: a.steps.stitch.seconds + cold,
    complete: a.steps.complete.seconds + cold,
    transitions: stateTransitions(shape) * a.transitionSeconds,
  };
  return { totalSeconds: Object.values(stages).reduce((sum, value) => sum + value, 0), stages };
}

export interface Cost {
  parts: Record<string, number>;
  totalUsd: number;
}

const withTotal = (parts: Record<string, number>): Cost => ({ parts, totalUsd: Object.values(parts).reduce((sum, value) => sum + value, 0) });

/** USD of one briefing of `minutes`, by service, its audio kept for `storedMonths`. */
export function briefingCost(minutes: number, a: ModelAssumptions = DEFAULT_ASSUMPTIONS, storedMonths = 1): Cost {
  const shape = briefingShape(minutes, a);
  const p = AWS_PRICES;
  const tasks = Object.values(a.steps);
  const gbSeconds = tasks.reduce((sum, step) => sum + step.seconds * step.memoryGb, 0) + shape.pollyRequests * pollySeconds(shape, a) * a.synthesizeMemoryGb;
  const invocations = tasks.length + shape.pollyRequests;
  // Work files (items, script, one per chunk), then the MP3, transcript, chapters and summary; Stitch reads every chunk.
  const puts = 2 + shape.pollyRequests + 4;
  const gets = 2 + shape.pollyRequests;
  const audioGb = (shape.speechSeconds * a.mp3Kbps * 1000) / 8 / 1e9;
  return withTotal({
    polly: pollyCostUsd(shape.billedCharacters, a.engine),
    lambda: gbSeconds * p.lambda.usd_per_gb_second + (invocations * p.lambda.usd_per_million_requests) / 1e6,
    stepFunctions: (stateTransitions(shape) * p.stepFunctions.usd_per_thousand_state_transitions) / 1000,
    dynamodb: (a.briefingWriteUnits * p.dynamodb.usd_per_million_write_units + a.briefingReadUnits * p.dynamodb.usd_per_million_read_units) / 1e6,
    s3: (puts * p.s3.usd_per_thousand_puts + gets * p.s3.usd_per_thousand_gets) / 1000 + audioGb * p.s3.usd_per_gb_month * storedMonths,
  });
}

/** USD of `count` authenticated API requests (API Gateway, Lambda, DynamoDB, logs). */
export function apiRequestsCost(count: number, a: ModelAssumptions = DEFAULT_ASSUMPTIONS): Cost {
  const p = AWS_PRICES;
  const r = a.apiRequest;
  return withTotal({
    apiGateway: (count * p.apiGateway.usd_per_million_requests) / 1e6,
    lambda: count * (r.lambdaSeconds * r.memoryGb * p.lambda.usd_per_gb_second + p.lambda.usd_per_million_requests / 1e6),
    dynamodb: (count * (r.readUnits * p.dynamodb.usd_per_million_read_units + r.writeUnits * p.dynamodb.usd_per_million_write_units)) / 1e6,
    logs: (count * r.logBytes * p.cloudWatchLogs.usd_per_gb_ingested) / 1e9,
  });
}

export interface Rush {
  profiles: number;
  pollyRequests: number;
  /** Seconds from the scheduled minute until the last of the briefings is generated. */
  lastDeliveredSeconds: number;
  /** Polly requests per second needed for the last one to arrive within `withinSeconds`. */
  quotaNeededPerSecond: number;
  /** One briefing a day for each profile, 30 days. */
  monthlyCostUsd: number;
}

/** `profiles` briefings of `minutes` scheduled for the same minute: Polly's account quota serializes their chunks. */
export function rush(profiles: number, minutes: number, withinSeconds = 300, a: ModelAssumptions = DEFAULT_ASSUMPTIONS): Rush {
  const shape = briefingShape(minutes, a);
  const one = briefingSeconds(minutes, { cold: true }, a);
  const pollyRequests = profiles * shape.pollyRequests;
  const quotaSeconds = pollyRequests / a.pollyQuotaPerSecond;
  const lastDeliveredSeconds = one.totalSeconds - one.stages.synthesize + Math.max(one.stages.synthesize, quotaSeconds);
  const otherSeconds = one.totalSeconds - one.stages.synthesize;
  return {
    profiles,
    pollyRequests,
    lastDeliveredSeconds,
    quotaNeededPerSecond: Math.ceil(pollyRequests / Math.max(1, withinSeconds - otherSeconds)),
    monthlyCostUsd: profiles * 30 * briefingCost(minutes, a).totalUsd,
  };
}
