import type { SpeechEngine } from '#domain/audio';
import type { ContentItem } from '#domain/content';
import type { ScriptWriterName } from '#schemas/briefings';
import type { Profile } from '#schemas/profiles';
import type { StoryFingerprint } from './dedupe.ts';

/** The profile fields script writing reads; any full Profile satisfies it. max_item_age_days defaults to 7. */
export type ScriptProfile = Pick<Profile, 'name' | 'interests' | 'length_minutes' | 'language'> & Partial<Pick<Profile, 'max_item_age_days' | 'topics'>>;

/** The content item fields script writing reads; any full ContentItem satisfies it. */
export type ScriptItem = Pick<ContentItem, 'id' | 'source_id' | 'source_name' | 'source_url' | 'title' | 'url' | 'published_at' | 'text'>;

/** Why a story was chosen: the profile interest it is most about and the words of the story that matched it. */
export interface StoryRelevance {
  interest: string;
  matched: string[];
}

/** A story chosen for a briefing, with the profile's interests it is about (empty when the profile has none). */
export type RankedStory = ScriptItem & { matched_interests?: string[]; chosen_for?: StoryRelevance | null };

/** The article a story was told from: what transcripts, captions and summaries cite. */
export interface ArticleCitation {
  title: string;
  /** The article's own link; the source's URL only for an item that has none (a single web page). */
  url: string;
  source_name: string;
  published_at: number | null;
}

export interface ScriptSegment {
  /** Plain text, as spoken and as shown in the transcript. */
  text: string;
  source_ids: string[];
  item_ids: string[];
  /** The articles the segment tells; empty for the intro and outro. */
  articles: ArticleCitation[];
  /** A story's: the interest it was chosen for and the words that matched; absent for the intro, the outro and profiles without interests. */
  relevance?: StoryRelevance;
}

export interface ScriptBullet {
  text: string;
  sources: Array<{ name: string; url: string }>;
  articles: ArticleCitation[];
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
  /** True when the sources had less new material than the length asks, and the script says so. */
  short_of_material: boolean;
  /** Absent means extractive. */
  writer?: ScriptWriterName;
  /** Set when a model answer was checked, also when the check sent the script back to the extractive writer. */
  grounding?: GroundingReport;
  /** Set when a model writer is configured: the model and the tokens its calls used (0 when the API reports none). */
  model_usage?: { writer: 'bedrock' | 'openai'; model: string; input_tokens: number; output_tokens: number };
}

export interface WriteScriptInput {
  profile: ScriptProfile;
  items: ScriptItem[];
  /** Item ids and normalized titles (normalizeTitle) of this profile's recent briefings. */
  alreadyCovered: string[];
  /** Fingerprints of the stories recent briefings told: the same article under another link or title is not told again. */
  told?: StoryFingerprint[];
  /** Unix seconds: older stories are not news (freshnessCutoff). Defaults to `now` less the profile's max_item_age_days. */
  notBefore?: number;
  /** When the service first saw each undated item, by item id: their age counts from then. */
  firstSeen?: Record<string, number>;
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
  /** Best first: only fresh stories, and with interests only stories about them (fewer than fit is possible). */
  stories: RankedStory[];
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
