import { parentPort } from 'node:worker_threads';
import { synthesizeSpeech, type SpeechRequest } from './speech-synth.ts';

/** Worker thread entry: synthesis blocks for seconds per request, so it runs here, off the local stack's event loop. */
export interface SpeechJob {
  id: number;
  request: SpeechRequest;
}

export type SpeechResult = { id: number; audio: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('speech-worker.ts runs as a worker thread');
port.on('message', async ({ id, request }: SpeechJob) => {
  try {
    port.postMessage({ id, audio: await synthesizeSpeech(request) } satisfies SpeechResult);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies SpeechResult);
  }
});
