import type { SpeechEngine } from '#domain/audio';
import type { ContentItem } from '#domain/content';
import type { ScriptWriterName } from '#schemas/briefings';
import type { Profile } from '#schemas/profiles';

/** The profile fields script writing reads; any full Profile satisfies it. */
export type ScriptProfile = Pick<Profile, 'name' | 'interests' | 'length_minutes' | 'language'>;

/** The content item fields script writing reads; any full ContentItem satisfies it. */
export type ScriptItem = Pick<ContentItem, 'id' | 'source_id' | 'source_name' | 'source_url' | 'title' | 'url' | 'published_at' | 'text'>;

export interface ScriptSegment {
  text: string;
  source_ids: string[];
  item_ids: string[];
}

export interface ScriptBullet {
  text: string;
  sources: Array<{ name: string; url: string }>;
}

export type { ScriptWriterName } from '#schemas/briefings';

/** What the grounding check of a model-written script looked at and removed. */
export interface GroundingReport {
  /** Sentences checked: headline, intro, stories, bullets and outro. */
  checked_sentences: number;
  removed_sentences: Array<{ text: string; reason: string }>;
  /** Stories retold by the extractive writer because the check left too little of them. */
  replaced_stories: number;
}

export interface Script {
  headline: string;
  /** Intro, one segment per story in speaking order, outro. Intro and outro carry no ids. */
  segments: ScriptSegment[];
  /** One per story, in the same order as the story segments. */
  bullets: ScriptBullet[];
  /** Spoken words across all segments. */
  word_count: number;
  /** Every item the script covers, in speaking order. */
  item_ids: string[];
  /** Absent means extractive. */
  writer?: ScriptWriterName;
  /** Set when a model answer was checked, also when the check sent the script back to the extractive writer. */
  grounding?: GroundingReport;
}

export interface WriteScriptInput {
  profile: ScriptProfile;
  items: ScriptItem[];
  /** Item ids and normalized titles (normalizeTitle) of this profile's recent briefings. */
  alreadyCovered: string[];
  /** The Polly engine that will speak the script: the length is fitted to its speaking rate. */
  engine: SpeechEngine;
  /** Unix seconds used for recency and the spoken date; defaults to the clock. */
  now?: number;
  /** IANA time zone for the spoken date and greeting (e.g. a schedule's); defaults to UTC. */
  timeZone?: string;
}

/** Ranked, de-duplicated, not yet covered stories and the time to tell them in. */
export interface BriefingDraft {
  profile: ScriptProfile;
  /** Best first. */
  stories: ScriptItem[];
  /** Seconds of speech the script aims at (estimateSpeechSeconds with `engine`). */
  targetSeconds: number;
  engine: SpeechEngine;
  now: number;
  /** Valid IANA zone, or null when unknown (UTC date, neutral greeting). */
  timeZone: string | null;
}

export interface ScriptWriter {
  write(draft: BriefingDraft): Promise<Script>;
}
