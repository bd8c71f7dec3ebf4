import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** A thread's entry: TypeScript through tsx's loader (a worker does not take the parent's --import on Node 20), then this module. */
const threadEntry = `(async () => {
  (await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})).register();
  await import(${JSON.stringify(import.meta.url)});
})();`;

type Reply = { id: number; result: unknown } | { id: number; error: { name: string; message: string } };

/** A pool of worker threads that run task modules, one invocation at a time per thread. */
export interface TaskThreads {
  runs(module: string): boolean;
  invoke(module: string, input: unknown): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * Runs the named task modules in `threads` worker threads, each thread one invocation at a time,
 * the others waiting in order: as in AWS, where each function has its own CPU, a task that spends
 * much CPU (WriteScript) does not hold the event loop of the emulators and of every other task.
 * A failure comes back with its name, which the state machine's Retry and Catch match.
 */
export function startTaskThreads(modules: string[], threads = Math.max(1, availableParallelism())): TaskThreads {
  const idle: Worker[] = [];
  const waiting: Array<(worker: Worker) => void> = [];
  const all: Worker[] = [];
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const release = (worker: Worker) => {
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  };
  const acquire = (): Promise<Worker> => {
    const worker = idle.pop();
    if (worker) return Promise.resolve(worker);
    if (all.length < threads) {
      const created = new Worker(threadEntry, { eval: true, workerData: { taskThread: true } });
      created.on('message', (reply: Reply) => {
        const call = pending.get(reply.id);
        pending.delete(reply.id);
        if ('error' in reply) call?.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name }));
        else call?.resolve(reply.result);
      });
      created.unref();
      all.push(created);
      return Promise.resolve(created);
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  return {
    runs: (module) => modules.includes(module),
    async invoke(module, input) {
      const worker = await acquire();
      try {
        return await new Promise((resolve, reject) => {
          const id = nextId++;
          pending.set(id, { resolve, reject });
          worker.postMessage({ id, module, input });
        });
      } finally {
        release(worker);
      }
    },
    async stop() {
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}

// In a task thread: load each module on first use and answer its invocations.
if (!isMainThread && (workerData as { taskThread?: boolean } | null)?.taskThread) {
  const loaded = new Map<string, Promise<{ handler: (event: unknown) => Promise<unknown> }>>();
  parentPort!.on('message', async ({ id, module, input }: { id: number; module: string; input: unknown }) => {
    try {
      if (!loaded.has(module)) loaded.set(module, import(new URL(`../../functions/tasks/${module}.ts`, import.meta.url).href));
      const { handler } = await loaded.get(module)!;
      parentPort!.postMessage({ id, result: (await handler(input)) ?? null });
    } catch (error) {
      parentPort!.postMessage({ id, error: { name: (error as Error).name, message: (error as Error).message } });
    }
  });
}
