import { getJson, putJson } from '#adapters/blob-store';
import { signAudioLink } from '#domain/audio-links';
import { releaseBriefingLock } from '#domain/briefing-lock';
import { briefingApiUrl } from '#domain/briefings';
import { nowSeconds } from '#domain/clock';
import type { ContentItem } from '#domain/content';
import { publishEvent } from '#domain/events';
import { newId } from '#domain/ids';
import type { Script } from '#domain/script';
import { buildSummary, buildTranscript, type SourceRef } from '#domain/transcript';
import { completeJob } from '#store/briefings';
import type { StateAfter } from './state.ts';
import { workFiles } from './work-files.ts';

type CompletableState = StateAfter<'fetched' | 'script' | 'synthesized' | 'audio'>;

/** Seconds of audio per script segment: the sum of its chunks' measured durations. */
function segmentDurations(state: CompletableState, segmentCount: number): number[] {
  const durations = new Array<number>(segmentCount).fill(0);
  const segmentOfChunk = new Map(state.script.chunks.map((chunk) => [chunk.index, chunk.segment]));
  for (const chunk of state.synthesized) {
    const segment = segmentOfChunk.get(chunk.index);
    if (segment !== undefined) durations[segment]! += chunk.duration_seconds;
  }
  return durations;
}

function sourcesOf(items: ContentItem[]): Map<string, SourceRef> {
  return new Map(items.map((item) => [item.source_id, { id: item.source_id, name: item.source_name, url: item.source_url }]));
}

/**
 * Step 6: stores the transcript and summary, marks the job done, releases the
 * profile's lock and publishes briefing.generated.
 */
export async function completeBriefing(state: CompletableState): Promise<void> {
  const { user_id: userId, job_id: jobId } = state;
  const [script, items] = await Promise.all([
    getJson<Script>(state.script.script_key),
    getJson<ContentItem[]>(state.fetched.items_key),
  ]);
  const transcript = buildTranscript(jobId, script, segmentDurations(state, script.segments.length), sourcesOf(items));
  const summary = buildSummary(jobId, script);
  const transcriptKey = workFiles.transcript(userId, jobId);
  const summaryKey = workFiles.summary(userId, jobId);
  await Promise.all([putJson(transcriptKey, transcript), putJson(summaryKey, summary)]);

  const now = nowSeconds();
  const lengthSeconds = Math.round(state.audio.duration_seconds);
  const completed = await completeJob(userId, jobId, {
    finished_at: now,
    podcast: { id: newId('pod'), length_seconds: lengthSeconds, created_at: now },
    duration_seconds: lengthSeconds,
    audio_key: state.audio.audio_key,
    transcript_key: transcriptKey,
    summary_key: summaryKey,
    covered_item_ids: script.item_ids,
  }, Date.now());
  if (!completed) return;
  await releaseBriefingLock(userId, state.profile_id, jobId);
  const link = await signAudioLink(jobId, userId, now);
  await publishEvent({
    userId,
    type: 'briefing.generated',
    data: {
      job_id: jobId,
      profile_id: state.profile_id,
      status: 'done',
      audio_url: link.url,
      audio_url_expires_at: link.expiresAt,
      duration_seconds: lengthSeconds,
      summary: { headline: summary.headline, bullets: summary.bullets },
      transcript_url: briefingApiUrl(jobId, 'transcript'),
      summary_url: briefingApiUrl(jobId, 'summary'),
    },
    scheduleId: state.trigger.type === 'schedule' ? state.trigger.scheduleId : undefined,
  });
}
