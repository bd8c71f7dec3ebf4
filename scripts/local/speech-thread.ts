import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SpeechRequest } from './speech-synth.ts';
import type { SpeechJob, SpeechResult } from './speech-worker.ts';

export interface SpeechThreads {
  synthesize(request: SpeechRequest): Promise<Buffer>;
  stop(): Promise<void>;
}

/**
 * The briefing pipeline's Map speaks up to 4 chunks at once and synthesis is CPU
 * bound, so the emulator speaks with as many threads as there are cores, at most
 * two (each holds its own eSpeak NG, about 200 MB resident).
 */
const MAX_THREADS = 2;

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
    get pending(): number {
      return pending.size;
    },
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

type SpeechWorker = ReturnType<typeof startWorker>;

/**
 * A pool of synthesis workers. A request goes to the least busy one; a worker
 * starts when a request first needs it (loading eSpeak NG takes a moment), so
 * the second starts only once two requests overlap, and it starts again if it dies.
 */
export function startSpeechThreads(count = Math.min(MAX_THREADS, availableParallelism())): SpeechThreads {
  const slots: Array<SpeechWorker | undefined> = Array.from({ length: count }, () => undefined);
  const workerAt = (slot: number): SpeechWorker => {
    const running = slots[slot];
    if (running) return running;
    const worker = startWorker(() => {
      if (slots[slot] === worker) slots[slot] = undefined;
    });
    slots[slot] = worker;
    return worker;
  };
  const load = (slot: number): number => slots[slot]?.pending ?? 0;
  return {
    synthesize(request) {
      let leastBusy = 0;
      for (let slot = 1; slot < count; slot++) if (load(slot) < load(leastBusy)) leastBusy = slot;
      return workerAt(leastBusy).synthesize(request);
    },
    async stop() {
      const running = slots.filter((worker) => worker !== undefined);
      slots.fill(undefined);
      await Promise.all(running.map((worker) => worker.stop()));
    },
  };
}
