import { getJson, putJson, putObject } from '#adapters/blob-store';
import { speechSsml, splitForSynthesis } from '#domain/briefings/audio';
import type { ContentItem } from '#domain/briefings/content';
import { feedbackSignals } from '#domain/briefings/feedback';
import { getProfile, type ResolvedVoice, resolveVoices } from '#domain/catalogue';
import { nowSeconds } from '#shared/clock';
import { type CountedScript, type Script, type Speaker, type StoryFingerprint, writeScript } from '#domain/briefings/script';
import { pausesAfterSegments } from '#domain/briefings/script/pauses';
import { storyFingerprint } from '#domain/briefings/script/dedupe';
import { freshnessCutoff } from '#domain/briefings/script/freshness';
import { recordScript, toldSinceOfProfile } from '#store/briefings/jobs';
import { peekSightings, recordSightings } from '#store/briefings/item-sightings';
import type { BriefingExecutionInput, BriefingLabels, ScriptPlan, StateAfter, SynthesisVoice } from './state.ts';
import { briefingLabels, timeZoneOf } from './labels.ts';
import { workFiles } from './work-files.ts';

/** Jobs a little older than the age limit still count: a feed may date an item before a briefing told it. */
const TOLD_MEMORY_MARGIN_SECONDS = 86_400;

interface EarlierBriefings {
  coveredItemIds: string[];
  told: StoryFingerprint[];
}

/** What the profile's done briefings told within its age limit: any item fresh now was told, if at all, by one of them. */
async function earlierBriefings(input: Pick<BriefingExecutionInput, 'user_id' | 'profile_id'>, maxItemAgeDays: number, now: number): Promise<EarlierBriefings> {
  const since = freshnessCutoff({ now, maxItemAgeDays }) - TOLD_MEMORY_MARGIN_SECONDS;
  const done = await toldSinceOfProfile(input.user_id, input.profile_id, since);
  return {
    coveredItemIds: done.flatMap((job) => job.covered_item_ids),
    told: done.flatMap((job) => job.told_stories),
  };
}

/** One synthesis request's SSML, exactly as Polly receives it, and the script segment it speaks. */
export interface SynthesisChunk {
  segment: number;
  /** Whose voice speaks it. */
  speaker: Speaker;
  ssml: string;
}

/**
 * Each segment cut into synthesis-sized SSML chunks (so segment timings can be measured), the
 * last chunk of every segment but the final one ending in the pause after it (between parts, or
 * the shorter one between two hosts' turns).
 */
function synthesisChunks(script: Script, language: string): SynthesisChunk[] {
  const pauses = pausesAfterSegments(script.segments);
  return script.segments.flatMap((segment, segmentIndex) => {
    const pieces = splitForSynthesis(segment.text, language);
    return pieces.map((text, pieceIndex) => ({
      segment: segmentIndex,
      speaker: segment.speaker,
      ssml: speechSsml(text, pieceIndex === pieces.length - 1 ? pauses[segmentIndex]! : 0),
    }));
  });
}

const synthesisVoice = ({ voice, engine }: ResolvedVoice): SynthesisVoice => ({ voice_id: voice.id, engine, language_code: voice.language });

/** A script ready to speak, with everything the pipeline records about it; nothing stored yet. */
export interface DraftedScript {
  script: CountedScript;
  /** Empty when no story is left to tell (nothing_new). */
  chunks: SynthesisChunk[];
  voice: SynthesisVoice;
  /** The second host's voice of a duo; null for a bulletin. */
  co_host_voice: SynthesisVoice | null;
  labels: BriefingLabels;
  target_seconds: number;
  told_stories: StoryFingerprint[];
}

/**
 * Writes the script of a profile's briefing from fetched items, as the pipeline does. `sightings`
 * says whether the first sightings of undated items are recorded (a real run) or only read (a dry run).
 */
export async function draftScript(
  input: Pick<BriefingExecutionInput, 'user_id' | 'profile_id' | 'trigger'>,
  items: ContentItem[],
  sightings: 'record' | 'read',
  modelDeadline?: number,
): Promise<DraftedScript> {
  const profile = await getProfile(input.user_id, input.profile_id);
  const { host, coHost } = resolveVoices(profile);
  const now = nowSeconds();
  const [earlier, timeZone, feedback] = await Promise.all([
    earlierBriefings(input, profile.max_item_age_days, now), timeZoneOf(input), feedbackSignals(input.user_id, input.profile_id, now),
  ]);
  const undated = items.filter((item) => item.published_at === null).map((item) => item.id);
  const firstSeen = await (sightings === 'record' ? recordSightings : peekSightings)(input.user_id, input.profile_id, undated, now);
  const script = await writeScript({
    profile, items, alreadyCovered: earlier.coveredItemIds, told: earlier.told, firstSeen, engine: host.engine, timeZone, now, feedback, deadline: modelDeadline,
    hosts: coHost ? { host: host.voice.name, coHost: coHost.voice.name } : undefined,
  });
  const toldItems = new Set(script.item_ids);
  return {
    script,
    chunks: toldItems.size === 0 ? [] : synthesisChunks(script, profile.language),
    voice: synthesisVoice(host),
    co_host_voice: coHost && synthesisVoice(coHost),
    labels: briefingLabels(profile, now, timeZone),
    target_seconds: profile.length_minutes * 60,
    told_stories: items.filter((item) => toldItems.has(item.id)).map(storyFingerprint),
  };
}

/**
 * Step 3: writes the script for the profile's voice and length and stores it with its
 * SSML chunks. When no story is left to tell, the outcome is nothing_new and there is
 * nothing to synthesize.
 */
export async function writeBriefingScript(input: StateAfter<'fetched'>): Promise<ScriptPlan> {
  const drafted = await draftScript(input, await getJson<ContentItem[]>(input.fetched.items_key), 'record');
  const { script } = drafted;
  const nothingNew = drafted.chunks.length === 0;
  const chunks = drafted.chunks.map(({ segment, speaker, ssml }, index) => ({
    index, segment, speaker, ssml, text_key: workFiles.chunkText(input.user_id, input.job_id, index),
  }));
  const scriptKey = workFiles.script(input.user_id, input.job_id);
  const grounding = script.grounding && {
    checked_sentences: script.grounding.checked_sentences,
    removed_sentences: script.grounding.removed_sentences.length,
    replaced_stories: script.grounding.replaced_stories,
  };
  await Promise.all([
    putJson(scriptKey, script),
    recordScript(input.user_id, input.job_id, { writer: script.writer ?? 'extractive', grounding: grounding ?? null, toldStories: drafted.told_stories, language: drafted.labels.language }),
    ...chunks.map((chunk) => putObject(chunk.text_key, chunk.ssml, 'application/ssml+xml; charset=utf-8')),
  ]);
  return {
    outcome: nothingNew ? 'nothing_new' : 'briefing',
    script_key: scriptKey,
    word_count: nothingNew ? 0 : script.word_count,
    voice: drafted.voice,
    co_host_voice: drafted.co_host_voice,
    chunks: chunks.map(({ index, segment, speaker, text_key }) => ({ index, segment, speaker, text_key })),
    target_seconds: drafted.target_seconds,
    short_of_material: script.short_of_material,
    material: script.material,
    labels: drafted.labels,
  };
}
