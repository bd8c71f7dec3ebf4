import { getJson, putJson } from '#adapters/blob-store';
import { METRICS, MetricUnit, recordMetric } from '#adapters/metrics';
import { signAudioLink } from '#domain/briefings/audio-links';
import { releaseBriefingLock } from '#domain/briefings/lock';
import { leaveRunningPlace } from '#domain/briefings/running';
import { briefingApiUrl } from '#domain/briefings/jobs';
import { nowSeconds } from '#shared/clock';
import { publishEvent } from '#domain/delivery';
import { newId } from '#shared/ids';
import type { Script } from '#domain/briefings/script';
import { buildSummary } from '#domain/briefings/transcript';
import { type CompletedFields, completeJob } from '#store/briefings/jobs';
import { nothingNewMessage, shortfallMessage } from './outcome-message.ts';
import type { PipelineState, StateAfter } from './state.ts';
import { workFiles } from './work-files.ts';

type SynthesizedState = StateAfter<'fetched' | 'script' | 'synthesized' | 'audio'>;
type CompletableState = StateAfter<'fetched' | 'script'> & Pick<PipelineState, 'synthesized' | 'audio'>;

/** How far the audio falls short of the profile's length when the untold, on-topic, fresh material ran out. */
function shortfallOf(state: SynthesizedState, script: Script, lengthSeconds: number): Pick<CompletedFields, 'shortfall_seconds' | 'message'> {
  const target = state.script.target_seconds;
  if (!state.script.short_of_material || lengthSeconds >= target) return { shortfall_seconds: null, message: null };
  return {
    shortfall_seconds: target - lengthSeconds,
    message: shortfallMessage(state.script.material, script.bullets.length, lengthSeconds, target),
  };
}

/** Stores the summary of a spoken briefing (Stitch stored its transcript); the fields that mark its job done. */
async function briefingOutputs(state: SynthesizedState, now: number): Promise<{ fields: CompletedFields; summary: ReturnType<typeof buildSummary> }> {
  const { user_id: userId, job_id: jobId } = state;
  const script = await getJson<Script>(state.script.script_key);
  const summary = buildSummary(jobId, script);
  const summaryKey = workFiles.summary(userId, jobId);
  await putJson(summaryKey, summary);
  const lengthSeconds = Math.round(state.audio.duration_seconds);
  return {
    summary,
    fields: {
      outcome: 'briefing',
      ...shortfallOf(state, script, lengthSeconds),
      finished_at: now,
      podcast: { id: newId('pod'), length_seconds: lengthSeconds, size_bytes: state.audio.size_bytes, created_at: now },
      duration_seconds: lengthSeconds,
      audio_key: state.audio.audio_key,
      transcript_key: state.audio.transcript_key,
      summary_key: summaryKey,
      covered_item_ids: script.item_ids,
    },
  };
}

const nothingNewFields = (state: CompletableState, now: number): CompletedFields => ({
  outcome: 'nothing_new',
  shortfall_seconds: null,
  message: nothingNewMessage(state.script.material),
  finished_at: now,
  podcast: null,
  duration_seconds: 0,
  covered_item_ids: [],
});

/** A finished briefing, and for one with audio the seconds its generation took per minute of audio. */
function recordCompletion(state: CompletableState, audioSeconds: number, now: number): void {
  recordMetric(METRICS.briefingsDone);
  if (audioSeconds > 0 && state.started) {
    recordMetric(METRICS.generationSecondsPerAudioMinute, (now - state.started.started_at) / (audioSeconds / 60), { unit: MetricUnit.Seconds });
  }
}

const hasAudio = (state: CompletableState): state is SynthesizedState => state.synthesized !== undefined && state.audio !== undefined;

/**
 * Step 6: marks the job done, releases the profile's lock and publishes
 * briefing.generated. A briefing stores its transcript and summary first; a job
 * that found nothing new (the Choice skipped synthesis) ends with no audio or documents.
 */
export async function completeBriefing(state: CompletableState): Promise<void> {
  const { user_id: userId, job_id: jobId } = state;
  const now = nowSeconds();
  if (state.script.outcome === 'briefing' && !hasAudio(state)) throw new Error('The briefing reached completion without its audio');
  const spoken = hasAudio(state) ? await briefingOutputs(state, now) : undefined;
  const fields = spoken?.fields ?? nothingNewFields(state, now);
  const completed = await completeJob(userId, jobId, fields, Date.now());
  await leaveRunningPlace(userId, jobId);
  if (!completed) return;
  recordCompletion(state, fields.duration_seconds, now);
  await releaseBriefingLock(userId, state.profile_id, jobId);
  const link = spoken ? await signAudioLink(jobId, userId, now) : undefined;
  await publishEvent({
    userId,
    type: 'briefing.generated',
    data: {
      job_id: jobId,
      profile_id: state.profile_id,
      status: 'done',
      outcome: fields.outcome,
      message: fields.message,
      audio_url: link?.url ?? null,
      audio_url_expires_at: link?.expiresAt ?? null,
      duration_seconds: fields.duration_seconds,
      shortfall_seconds: fields.shortfall_seconds,
      summary: spoken ? { headline: spoken.summary.headline, bullets: spoken.summary.bullets } : null,
      transcript_url: spoken ? briefingApiUrl(jobId, 'transcript') : null,
      summary_url: spoken ? briefingApiUrl(jobId, 'summary') : null,
    },
    scheduleId: state.trigger.type === 'schedule' ? state.trigger.scheduleId : undefined,
  });
}
