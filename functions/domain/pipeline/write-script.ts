import { getJson, putJson, putObject } from '#adapters/blob-store';
import { splitForSynthesis } from '#domain/audio';
import type { ContentItem } from '#domain/content';
import { getProfile } from '#domain/profiles';
import { getSchedule } from '#domain/schedules';
import { nowSeconds } from '#domain/clock';
import { type StoryFingerprint, writeScript } from '#domain/script';
import { storyFingerprint } from '#domain/script/dedupe';
import { freshnessCutoff } from '#domain/script/freshness';
import { resolveVoice } from '#domain/voices';
import { recentJobsOfProfile, recordToldStories } from '#store/briefings';
import { recordSightings } from '#store/item-sightings';
import { PipelineError } from './pipeline-error.ts';
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
 * Step 3: writes the script for the profile's voice and length, stores it, and
 * cuts each segment into synthesis-sized chunks (so segment timings can be measured).
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
  const chunks: Array<ChunkRef & { text: string }> = [];
  script.segments.forEach((segment, segmentIndex) => {
    for (const text of splitForSynthesis(segment.text)) {
      const index = chunks.length;
      chunks.push({ index, segment: segmentIndex, text_key: workFiles.chunkText(input.user_id, input.job_id, index), text });
    }
  });
  if (chunks.length === 0) throw new PipelineError('The script came out empty: the sources offered nothing to read');
  const scriptKey = workFiles.script(input.user_id, input.job_id);
  await Promise.all([
    putJson(scriptKey, script),
    recordToldStories(input.user_id, input.job_id, items.filter((item) => toldItems.has(item.id)).map(storyFingerprint)),
    ...chunks.map((chunk) => putObject(chunk.text_key, chunk.text, 'text/plain; charset=utf-8')),
  ]);
  return {
    script_key: scriptKey,
    word_count: script.word_count,
    voice: { voice_id: voice.id, engine, language_code: voice.language },
    chunks: chunks.map(({ index, segment, text_key }) => ({ index, segment, text_key })),
  };
}
