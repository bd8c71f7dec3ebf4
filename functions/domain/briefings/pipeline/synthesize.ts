import { getObject, putObject } from '#adapters/blob-store';
import { speakSsml } from '#adapters/speech';
import { mp3DurationSeconds } from '#domain/briefings/audio';
import type { ChunkTask, SynthesizedChunk } from './state.ts';
import { workFiles } from './work-files.ts';

/**
 * Step 4 (one Map iteration): speaks one SSML chunk with Amazon Polly, in its speaker's voice, and stores the
 * MP3. Throttling errors keep their SDK name (ThrottlingException), which the
 * state machine retries with jittered backoff.
 */
export async function synthesizeChunk(task: ChunkTask): Promise<SynthesizedChunk> {
  const ssml = (await getObject(task.chunk.text_key)).toString('utf8');
  const speaking = task.chunk.speaker === 'co_host' && task.co_host_voice ? task.co_host_voice : task.voice;
  const { voice_id: voiceId, engine, language_code: languageCode } = speaking;
  const audio = await speakSsml(ssml, { voiceId, engine, languageCode });
  const audioKey = workFiles.chunkAudio(task.user_id, task.job_id, task.chunk.index);
  await putObject(audioKey, audio, 'audio/mpeg');
  return { index: task.chunk.index, audio_key: audioKey, duration_seconds: mp3DurationSeconds(audio) };
}
