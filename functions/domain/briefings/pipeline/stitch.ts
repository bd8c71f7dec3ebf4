import { getJson, getObject, putJson, putObject } from '#adapters/blob-store';
import { mp3DurationSeconds, stitchMp3 } from '#domain/briefings/audio';
import { podcastCover } from '#domain/briefings/audio/cover';
import { briefingId3Tag } from '#domain/briefings/audio/id3-tag';
import type { ContentItem } from '#domain/briefings/content';
import type { Script } from '#domain/briefings/script';
import { phrasesFor } from '#domain/briefings/script/phrases';
import { buildTranscript, type SourceRef } from '#domain/briefings/transcript';
import type { TranscriptDocument } from '#schemas/briefings/jobs';
import { findVoice } from '#domain/catalogue';
import type { BriefingLabels, StateAfter, StitchedAudio, SynthesisVoice } from './state.ts';
import { labelsOfEarlierScript } from './labels.ts';
import { workFiles } from './work-files.ts';

type StitchableState = StateAfter<'started' | 'fetched' | 'script' | 'synthesized'>;

/** The script's labels; a script of the previous release has none (`labels` is optional in its payload). */
const labelsOf = (state: StitchableState): Promise<BriefingLabels> =>
  (state.script.labels ? Promise.resolve(state.script.labels) : labelsOfEarlierScript(state));

/** Who the audio file names as its artist. */
export const SERVICE_NAME = 'Briefings';

/** Seconds of audio per script segment: the sum of its chunks' measured durations. */
function segmentDurations(state: StitchableState, segmentCount: number): number[] {
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

const transcriptVoice = ({ voice_id }: SynthesisVoice) => ({ voice_id, name: findVoice(voice_id)?.name ?? voice_id });

/** The transcript: the script's segments timed by the measured audio of their chunks, and its chapters. */
async function timedTranscript(state: StitchableState, labels: BriefingLabels): Promise<TranscriptDocument> {
  const [script, items] = await Promise.all([getJson<Script>(state.script.script_key), getJson<ContentItem[]>(state.fetched.items_key)]);
  const durations = segmentDurations(state, script.segments.length);
  const { voice, co_host_voice: coHostVoice } = state.script;
  const speakers = { host: transcriptVoice(voice), co_host: coHostVoice ? transcriptVoice(coHostVoice) : null };
  return buildTranscript(state.job_id, script, durations, sourcesOf(items), phrasesFor(labels.language).chapters, speakers);
}

/**
 * Step 5: joins the chunk MP3s, in script order, into the briefing's audio file,
 * and puts an ID3 tag in front that names the briefing and carries its chapters
 * (the transcript's, which is stored here as its timings are now known).
 */
export async function stitchAudio(input: StitchableState): Promise<StitchedAudio> {
  const ordered = [...input.synthesized].sort((a, b) => a.index - b.index);
  const labels = await labelsOf(input);
  const [parts, transcript] = await Promise.all([Promise.all(ordered.map((chunk) => getObject(chunk.audio_key))), timedTranscript(input, labels)]);
  const tag = briefingId3Tag({
    title: labels.title,
    artist: SERVICE_NAME,
    album: labels.profile_name,
    date: labels.date,
    language: labels.language,
    cover: { mimeType: 'image/png', data: podcastCover().png },
    chapters: transcript.chapters,
  });
  const file = Buffer.concat([tag, stitchMp3(parts).audio]);
  const audioKey = workFiles.audio(input.user_id, input.job_id);
  const transcriptKey = workFiles.transcript(input.user_id, input.job_id);
  await Promise.all([putObject(audioKey, file, 'audio/mpeg'), putJson(transcriptKey, transcript)]);
  return { audio_key: audioKey, duration_seconds: mp3DurationSeconds(file), size_bytes: file.length, transcript_key: transcriptKey };
}
