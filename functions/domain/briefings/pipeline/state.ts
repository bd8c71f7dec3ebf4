import type { BriefingExecutionInput } from '#domain/briefings/jobs';
import type { SpeechEngine } from '#domain/briefings/audio';
import type { MaterialCounts } from '#domain/briefings/script';
import type { BriefingOutcome } from '#schemas/briefings/jobs';
import type { Speaker } from '#domain/briefings/script';

export type { BriefingExecutionInput };

/** Result of MarkRunning. */
export interface StartedJob {
  started_at: number;
}

/** Result of FetchSources: the items live in S3, only their key travels in the state (256 KB limit). */
export interface FetchedSources {
  items_key: string;
  item_count: number;
  source_count: number;
  failed_sources: Array<{ source_id: string; name: string; reason: string }>;
  /** Feed items told from their lead because the article they link to could not be read (or said no more), with why. */
  article_fallbacks: Array<{ source_id: string; item_id: string; url: string; reason: string }>;
}

export interface SynthesisVoice {
  voice_id: string;
  engine: SpeechEngine;
  language_code: string;
}

/** One synthesis request: a piece of one script segment, at most 3000 characters. */
export interface ChunkRef {
  index: number;
  segment: number;
  /** Whose voice speaks it; absent in plans written before duo briefings, which were all the host's. */
  speaker?: Speaker;
  text_key: string;
}

/** How the audio file's tag names the briefing, settled when the script is written. */
export interface BriefingLabels {
  /** The profile's name and the briefing's date, e.g. "Morning · Tuesday, November 24, 2026". */
  title: string;
  profile_name: string;
  /** BCP-47 tag of the profile's language. */
  language: string;
  /** The briefing's date in its time zone, YYYY-MM-DD. */
  date: string;
}

/** Result of WriteScript. `nothing_new` (no story left to tell, no chunks) skips synthesis: the state machine's Choice goes to Complete. */
export interface ScriptPlan {
  outcome: BriefingOutcome;
  script_key: string;
  word_count: number;
  voice: SynthesisVoice;
  /** The second host's voice of a duo briefing; null for a bulletin. */
  co_host_voice: SynthesisVoice | null;
  chunks: ChunkRef[];
  /** The length the profile asks for. */
  target_seconds: number;
  /** The untold, on-topic, fresh material ran out before the length; the script says so. */
  short_of_material: boolean;
  /** How the items narrowed down to the stories this briefing could tell: what the job's message says. Absent in the previous release's payload. */
  material?: MaterialCounts;
  /** Absent in the payload of the previous release's WriteScript; Stitch then derives them (kept for one release). */
  labels?: BriefingLabels;
}

/** What each iteration of the Synthesize map receives. */
export interface ChunkTask {
  job_id: string;
  user_id: string;
  voice: SynthesisVoice;
  /** Absent for executions started before duo briefings. */
  co_host_voice?: SynthesisVoice | null;
  chunk: ChunkRef;
}

export interface SynthesizedChunk {
  index: number;
  audio_key: string;
  duration_seconds: number;
}

/** Result of Stitch: the tagged MP3 and the transcript whose timings (and chapters) it carries. */
export interface StitchedAudio {
  audio_key: string;
  /** Measured on the final file, tag in front. */
  duration_seconds: number;
  size_bytes: number;
  transcript_key: string;
}

/** A Catch's error output: Cause is a Lambda error document (JSON) in AWS, or plain text. */
export interface CaughtFailure {
  Error: string;
  Cause?: string;
}

/** The execution's state as it grows: each step adds its result under its own key. */
export interface PipelineState extends BriefingExecutionInput {
  started?: StartedJob;
  fetched?: FetchedSources;
  script?: ScriptPlan;
  synthesized?: SynthesizedChunk[];
  audio?: StitchedAudio;
  failure?: CaughtFailure;
}

/** A state that has passed the steps named in K. */
export type StateAfter<K extends keyof PipelineState> = PipelineState & Required<Pick<PipelineState, K>>;
