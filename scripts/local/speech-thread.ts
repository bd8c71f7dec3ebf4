import { Worker } from 'node:worker_threads';
import type { SpeechRequest } from './speech-synth.ts';
import type { SpeechJob, SpeechResult } from './speech-worker.ts';

export interface SpeechThread {
  synthesize(request: SpeechRequest): Promise<Buffer>;
  stop(): Promise<void>;
}

interface Waiting {
  resolve: (audio: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Worker threads do not inherit tsx's loader on Node 20, so the worker starts
 * from a tiny JavaScript module that registers tsx and then imports the
 * TypeScript entry.
 */
function spawnWorker(): Worker {
  const entry = new URL('./speech-worker.ts', import.meta.url).href;
  const bootstrap = `const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});
register();
await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`));
}

/** A synthesis worker with its queue of requests; it holds the process open only while requests are pending. */
function startWorker(onGone: () => void) {
  const worker = spawnWorker();
  const pending = new Map<number, Waiting>();
  let nextId = 0;
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    onGone();
  };
  worker.on('message', (result: SpeechResult) => {
    const waiting = pending.get(result.id);
    pending.delete(result.id);
    if (pending.size === 0) worker.unref();
    if ('error' in result) waiting?.reject(new Error(result.error));
    else waiting?.resolve(Buffer.from(result.audio.buffer, result.audio.byteOffset, result.audio.byteLength));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`speech worker exited with code ${code}`)));
  return {
    synthesize(request: SpeechRequest): Promise<Buffer> {
      const id = ++nextId;
      worker.ref();
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, request } satisfies SpeechJob);
      });
    },
    stop: () => worker.terminate(),
  };
}

/** One synthesis worker, started on first use (loading eSpeak NG takes a moment) and again if it dies. */
export function startSpeechThread(): SpeechThread {
  let current: ReturnType<typeof startWorker> | undefined;
  return {
    synthesize(request) {
      const worker = (current ??= startWorker(() => {
        if (current === worker) current = undefined;
      }));
      return worker.synthesize(request);
    },
    async stop() {
      const running = current;
      current = undefined;
      await running?.stop();
    },
  };
}
