import { getJson, putJson, putObject } from '#adapters/blob-store';
import { SEGMENT_PAUSE_SECONDS, speechSsml, splitForSynthesis } from '#domain/audio';
import type { ContentItem } from '#domain/content';
import { getProfile } from '#domain/profiles';
import { getSchedule } from '#domain/schedules';
import { nowSeconds } from '#shared/clock';
import { type Script, type StoryFingerprint, writeScript } from '#domain/script';
import { storyFingerprint } from '#domain/script/dedupe';
import { freshnessCutoff } from '#domain/script/freshness';
import { resolveVoice } from '#domain/voices';
import { recentJobsOfProfile, recordScript } from '#store/briefings';
import { recordSightings } from '#store/item-sightings';
import type { BriefingExecutionInput, ChunkRef, ScriptPlan, StateAfter } from './state.ts';
import { workFiles } from './work-files.ts';

/** Stories told by this many of the profile's latest jobs are not told again. */
const RECENT_JOBS_CONSULTED = 10;

interface EarlierBriefings {
  coveredItemIds: string[];
  told: StoryFingerprint[];
  /** When the latest completed briefing started. */
  lastStartedAt: number | undefined;
}

async function earlierBriefings(input: BriefingExecutionInput): Promise<EarlierBriefings> {
  const recent = await recentJobsOfProfile(input.user_id, input.profile_id, RECENT_JOBS_CONSULTED);
  const done = recent.filter((job) => job.status === 'done');
  return {
    coveredItemIds: done.flatMap((job) => job.covered_item_ids ?? []),
    told: done.flatMap((job) => job.told_stories ?? []),
    lastStartedAt: done.find((job) => job.started_at !== undefined)?.started_at,
  };
}

/** A scheduled briefing greets and dates in the schedule's time zone. */
async function timeZoneOf(input: BriefingExecutionInput): Promise<string | undefined> {
  if (input.trigger.type !== 'schedule') return undefined;
  try {
    return (await getSchedule(input.user_id, input.trigger.scheduleId)).timezone;
  } catch {
    return undefined;
  }
}

/**
 * Each segment cut into synthesis-sized SSML chunks (so segment timings can be measured),
 * the last chunk of every segment but the final one ending in the pause between parts.
 */
function synthesisChunks(script: Script, input: StateAfter<'fetched'>): Array<ChunkRef & { ssml: string }> {
  const chunks: Array<ChunkRef & { ssml: string }> = [];
  script.segments.forEach((segment, segmentIndex) => {
    const pieces = splitForSynthesis(segment.text);
    const pause = segmentIndex < script.segments.length - 1 ? SEGMENT_PAUSE_SECONDS : 0;
    pieces.forEach((text, pieceIndex) => {
      const index = chunks.length;
      const ssml = speechSsml(text, pieceIndex === pieces.length - 1 ? pause : 0);
      chunks.push({ index, segment: segmentIndex, text_key: workFiles.chunkText(input.user_id, input.job_id, index), ssml });
    });
  });
  return chunks;
}

/**
 * Step 3: writes the script for the profile's voice and length and stores it with its
 * SSML chunks. When no story is left to tell, the outcome is nothing_new and there is
 * nothing to synthesize.
 */
export async function writeBriefingScript(input: StateAfter<'fetched'>): Promise<ScriptPlan> {
  const profile = await getProfile(input.user_id, input.profile_id);
  const { voice, engine } = resolveVoice(profile.language, profile.voice_id);
  const [items, earlier, timeZone] = await Promise.all([
    getJson<ContentItem[]>(input.fetched.items_key),
    earlierBriefings(input),
    timeZoneOf(input),
  ]);
  const now = nowSeconds();
  const undated = items.filter((item) => item.published_at === null).map((item) => item.id);
  const firstSeen = await recordSightings(input.user_id, input.profile_id, undated, now);
  const notBefore = freshnessCutoff({ now, maxItemAgeDays: profile.max_item_age_days, previousBriefingStartedAt: earlier.lastStartedAt });
  const script = await writeScript({
    profile, items, alreadyCovered: earlier.coveredItemIds, told: earlier.told, notBefore, firstSeen, engine, timeZone, now,
  });
  const toldItems = new Set(script.item_ids);
  const nothingNew = toldItems.size === 0;
  const chunks = nothingNew ? [] : synthesisChunks(script, input);
  const scriptKey = workFiles.script(input.user_id, input.job_id);
  const grounding = script.grounding && {
    checked_sentences: script.grounding.checked_sentences,
    removed_sentences: script.grounding.removed_sentences.length,
    replaced_stories: script.grounding.replaced_stories,
  };
  await Promise.all([
    putJson(scriptKey, script),
    recordScript(input.user_id, input.job_id, {
      writer: script.writer ?? 'extractive',
      grounding: grounding ?? null,
      toldStories: items.filter((item) => toldItems.has(item.id)).map(storyFingerprint),
    }),
    ...chunks.map((chunk) => putObject(chunk.text_key, chunk.ssml, 'application/ssml+xml; charset=utf-8')),
  ]);
  return {
    outcome: nothingNew ? 'nothing_new' : 'briefing',
    script_key: scriptKey,
    word_count: nothingNew ? 0 : script.word_count,
    voice: { voice_id: voice.id, engine, language_code: voice.language },
    chunks: chunks.map(({ index, segment, text_key }) => ({ index, segment, text_key })),
    target_seconds: profile.length_minutes * 60,
    short_of_material: script.short_of_material,
  };
}
