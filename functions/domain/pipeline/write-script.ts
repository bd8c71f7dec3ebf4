import { getJson, putJson, putObject } from '#adapters/blob-store';
import { splitForSynthesis } from '#domain/audio';
import type { ContentItem } from '#domain/content';
import { getProfile } from '#domain/profiles';
import { getSchedule } from '#domain/schedules';
import { writeScript } from '#domain/script';
import { resolveVoice } from '#domain/voices';
import { recentJobsOfProfile, recordScriptWriter } from '#store/briefings';
import { PipelineError } from './pipeline-error.ts';
import type { BriefingExecutionInput, ChunkRef, ScriptPlan, StateAfter } from './state.ts';
import { workFiles } from './work-files.ts';

/** Stories told by this many of the profile's latest jobs are not told again. */
const RECENT_JOBS_CONSULTED = 10;

async function alreadyCovered(input: BriefingExecutionInput): Promise<string[]> {
  const recent = await recentJobsOfProfile(input.user_id, input.profile_id, RECENT_JOBS_CONSULTED);
  return recent.filter((job) => job.status === 'done').flatMap((job) => job.covered_item_ids ?? []);
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
  const [items, covered, timeZone] = await Promise.all([
    getJson<ContentItem[]>(input.fetched.items_key),
    alreadyCovered(input),
    timeZoneOf(input),
  ]);
  const script = await writeScript({ profile, items, alreadyCovered: covered, engine, timeZone });
  const chunks: Array<ChunkRef & { text: string }> = [];
  script.segments.forEach((segment, segmentIndex) => {
    for (const text of splitForSynthesis(segment.text)) {
      const index = chunks.length;
      chunks.push({ index, segment: segmentIndex, text_key: workFiles.chunkText(input.user_id, input.job_id, index), text });
    }
  });
  if (chunks.length === 0) throw new PipelineError('The script came out empty: the sources offered nothing to read');
  const scriptKey = workFiles.script(input.user_id, input.job_id);
  const grounding = script.grounding && {
    checked_sentences: script.grounding.checked_sentences,
    removed_sentences: script.grounding.removed_sentences.length,
    replaced_stories: script.grounding.replaced_stories,
  };
  await Promise.all([
    putJson(scriptKey, script),
    recordScriptWriter(input.user_id, input.job_id, script.writer ?? 'extractive', grounding ?? null),
    ...chunks.map((chunk) => putObject(chunk.text_key, chunk.text, 'text/plain; charset=utf-8')),
  ]);
  return {
    script_key: scriptKey,
    word_count: script.word_count,
    voice: { voice_id: voice.id, engine, language_code: voice.language },
    chunks: chunks.map(({ index, segment, text_key }) => ({ index, segment, text_key })),
  };
}
