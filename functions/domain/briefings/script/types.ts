import type { SpeechEngine } from '#domain/briefings/audio';
import type { ContentItem } from '#domain/briefings/content';
import type { ScriptWriterName } from '#schemas/briefings/jobs';
import type { Profile } from '#schemas/catalogue/profiles';
import type { StoryFingerprint } from '#store/briefings/jobs';
import type { FeedbackRating } from '#schemas/briefings/feedback';

/** The profile fields script writing reads; any full Profile satisfies it. max_item_age_days defaults to 7. */
/** The hosts' names as they introduce themselves: the display names of their voices. */
export interface DuoHosts {
  host: string;
  coHost: string;
}

/** What a profile remembers of one rated story. */
export interface FeedbackSignal {
  rating: FeedbackRating;
  /** Unix seconds. */
  rated_at: number;
  source_id: string | null;
  /** The story as de-duplication knows it. */
  fingerprint: StoryFingerprint;
  /** Its distinctive stemmed terms (storyTerms), most telling first. */
  terms: string[];
}

export type ScriptProfile = Pick<Profile, 'name' | 'interests' | 'length_minutes' | 'language'> & Partial<Pick<Profile, 'max_item_age_days' | 'topics'>>;

/** The content item fields script writing reads; any full ContentItem satisfies it. */
export type ScriptItem = Pick<ContentItem, 'id' | 'source_id' | 'source_name' | 'source_url' | 'title' | 'url' | 'published_at' | 'text'>;

/** Why a story was chosen: the profile interest it is most about and the words of the story that matched it. */
export interface StoryRelevance {
  interest: string;
  matched: string[];
}

/** A story chosen for a briefing, with the profile's interests it is about (empty when the profile has none). */
export type RankedStory = ScriptItem & {
  matched_interests?: string[];
  chosen_for?: StoryRelevance | null;
  /** Other outlets' versions of the same event (clustering.ts): cited with the story, remembered as told. */
  also_reported?: ScriptItem[];
};

/** The article a story was told from: what transcripts, captions and summaries cite. */
export interface ArticleCitation {
  title: string;
  /** The article's own link; the source's URL only for an item that has none (a single web page). */
  url: string;
  source_name: string;
  published_at: number | null;
}

/** Who speaks a segment: the host (every segment of a bulletin), or the second host of a duo. */
export type Speaker = 'host' | 'co_host';

export interface ScriptSegment {
  /** Plain text, as spoken and as shown in the transcript. */
  text: string;
  speaker: Speaker;
  /** Index of the story the segment tells, shared by every turn of it; null for the opening and the closing. */
  story: number | null;
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

export type { ScriptWriterName } from '#schemas/briefings/jobs';

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
  /**
   * Intro, one segment per story in speaking order, outro; a duo has one segment per turn instead (see
   * `speaker` and `story`). The opening and closing carry no ids.
   */
  segments: ScriptSegment[];
  /** One per story, in the same order as the story segments. */
  bullets: ScriptBullet[];
  /** Spoken words across all segments. */
  word_count: number;
  /** Every item the script covers, in speaking order. */
  item_ids: string[];
  /** True when the untold, on-topic, fresh material ran out before the length, and the script says so. */
  short_of_material: boolean;
  /** Absent means extractive. */
  writer?: ScriptWriterName;
  /** Set when a model answer was checked, also when the check sent the script back to the extractive writer. */
  grounding?: GroundingReport;
  /** Set when a model writer is configured: the model and the tokens its calls used (0 when the API reports none). */
  model_usage?: { writer: 'bedrock' | 'openai'; model: string; input_tokens: number; output_tokens: number };
}

/** How the profile's items narrowed down to the stories a briefing could tell. */
export interface MaterialCounts {
  /** Items the sources gave. */
  items: number;
  /** Of those, the items within the profile's max_item_age_days. */
  fresh: number;
  /** Of those, the items about the profile's interests (every fresh item for a profile without interests). */
  on_topic: number;
  /** Of those, the stories no earlier briefing told, each story counted once: what this briefing could tell. */
  untold: number;
  /** The age limit the fresh items were counted under. */
  max_item_age_days: number;
  /** Whether on_topic was judged against interests (false: the profile has none). */
  has_interests: boolean;
}

/** A script with the counts of what the sources offered: what a shortfall or nothing new is explained by. */
export type CountedScript = Script & { material: MaterialCounts };

export interface WriteScriptInput {
  profile: ScriptProfile;
  items: ScriptItem[];
  /** Item ids and normalized titles (normalizeTitle) of this profile's earlier briefings. */
  alreadyCovered: string[];
  /** Fingerprints of the stories earlier briefings told: the same article under another link or title is not told again. */
  told?: StoryFingerprint[];
  /** Unix seconds: older stories are stale. Defaults to freshnessCutoff (`now` less the profile's max_item_age_days); benches pass 0 to tell fixtures of any age. */
  notBefore?: number;
  /** When the service first saw each undated item, by item id: their age counts from then. */
  firstSeen?: Record<string, number>;
  /** The Polly engine that will speak the script: the length is fitted to its speaking rate. */
  engine: SpeechEngine;
  /** Unix seconds used for recency and the spoken date; defaults to the clock. */
  now?: number;
  /** IANA time zone for the spoken date and greeting (e.g. a schedule's); defaults to UTC. */
  timeZone?: string;
  /** Set for a duo briefing: the two hosts' names; the script is then told as their conversation. */
  hosts?: DuoHosts;
  /** The profile's listener ratings of earlier stories (feedback-adjustment.ts). */
  feedback?: FeedbackSignal[];
  /** Epoch ms by which a model writer's calls end (see BriefingDraft.deadline). */
  deadline?: number;
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
  /** Epoch ms by which a model writer's calls end (a request's budget); the writer's own timeout may end them sooner. */
  deadline?: number;
}

export interface ScriptWriter {
  write(draft: BriefingDraft): Promise<Script>;
}
