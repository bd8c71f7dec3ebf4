import { type LanguageCode, SynthesizeSpeechCommand, type VoiceId } from '@aws-sdk/client-polly';
import { polly } from '#adapters/aws';
import { METRICS, recordMetric } from '#adapters/metrics';
import { getObject, putObject } from '#adapters/blob-store';
import { mp3DurationSeconds } from '#domain/audio';
import type { ChunkTask, SynthesizedChunk } from './state.ts';
import { workFiles } from './work-files.ts';

/**
 * Step 4 (one Map iteration): speaks one SSML chunk with Amazon Polly and stores the
 * MP3. Throttling errors keep their SDK name (ThrottlingException), which the
 * state machine retries with jittered backoff.
 */
export async function synthesizeChunk(task: ChunkTask): Promise<SynthesizedChunk> {
  const ssml = (await getObject(task.chunk.text_key)).toString('utf8');
  const { AudioStream, RequestCharacters } = await polly().send(new SynthesizeSpeechCommand({
    Text: ssml,
    TextType: 'ssml',
    OutputFormat: 'mp3',
    VoiceId: task.voice.voice_id as VoiceId,
    Engine: task.voice.engine,
    LanguageCode: task.voice.language_code as LanguageCode,
  }));
  if (!AudioStream) throw new Error(`Polly returned no audio for chunk ${task.chunk.index}`);
  recordMetric(METRICS.pollyCharactersBilled, RequestCharacters ?? 0);
  const audio = Buffer.from(await AudioStream.transformToByteArray());
  const audioKey = workFiles.chunkAudio(task.user_id, task.job_id, task.chunk.index);
  await putObject(audioKey, audio, 'audio/mpeg');
  return { index: task.chunk.index, audio_key: audioKey, duration_seconds: mp3DurationSeconds(audio) };
}
