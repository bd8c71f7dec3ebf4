import { type Engine, type LanguageCode, SynthesizeSpeechCommand, type VoiceId } from '@aws-sdk/client-polly';
import { polly } from './aws.ts';
import { METRICS, recordMetric } from './metrics.ts';

/** A Polly voice: its id, engine and the language it speaks the text in. */
export interface SpeechVoice {
  voiceId: string;
  engine: Engine;
  languageCode: string;
}

/**
 * Speaks one SSML document with Amazon Polly and returns the MP3, counting the billed
 * characters. Errors keep their SDK name (ThrottlingException), which the state machine retries.
 */
export async function speakSsml(ssml: string, voice: SpeechVoice): Promise<Buffer> {
  const { AudioStream, RequestCharacters } = await polly().send(new SynthesizeSpeechCommand({
    Text: ssml,
    TextType: 'ssml',
    OutputFormat: 'mp3',
    VoiceId: voice.voiceId as VoiceId,
    Engine: voice.engine,
    LanguageCode: voice.languageCode as LanguageCode,
  }));
  if (!AudioStream) throw new Error('Polly returned no audio');
  recordMetric(METRICS.pollyCharactersBilled, RequestCharacters ?? 0);
  return Buffer.from(await AudioStream.transformToByteArray());
}
