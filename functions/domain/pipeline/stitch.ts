import { getObject, putObject } from '#adapters/blob-store';
import { stitchMp3 } from '#domain/audio';
import type { StateAfter, StitchedAudio } from './state.ts';
import { workFiles } from './work-files.ts';

/** Step 5: joins the chunk MP3s, in script order, into the briefing's audio file. */
export async function stitchAudio(input: StateAfter<'synthesized'>): Promise<StitchedAudio> {
  const ordered = [...input.synthesized].sort((a, b) => a.index - b.index);
  const parts = await Promise.all(ordered.map((chunk) => getObject(chunk.audio_key)));
  const { audio, durationSeconds } = stitchMp3(parts);
  const audioKey = workFiles.audio(input.user_id, input.job_id);
  await putObject(audioKey, audio, 'audio/mpeg');
  return { audio_key: audioKey, duration_seconds: durationSeconds };
}
