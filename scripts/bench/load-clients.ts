import { once } from 'node:events';
import { forkModule, runsAsChild } from '#local/child-server';

/** What the clients do: `requests` GETs of `path` each, one at a time, one client per key. */
interface LoadJob {
  url: string;
  keys: string[];
  requests: number;
}

/** How the run went, as the clients saw it. */
export interface LoadResult {
  seconds: number;
  failed: number;
}

/**
 * Concurrent API clients in a process of their own, as in AWS the callers are other machines: the
 * process measured serves requests and does not also make them. `run` starts them and resolves
 * when all are done; the process is ready (loaded, waiting) when this resolves.
 */
export async function startLoadClients(job: LoadJob): Promise<{ run(): Promise<LoadResult> }> {
  const child = forkModule(import.meta.url, [JSON.stringify(job)]);
  await once(child, 'message');
  return {
    async run() {
      child.send('go');
      const [result] = await once(child, 'message') as [LoadResult];
      child.disconnect();
      return result;
    },
  };
}

async function runClients({ url, keys, requests }: LoadJob): Promise<LoadResult> {
  let failed = 0;
  const started = performance.now();
  await Promise.all(keys.map(async (key) => {
    for (let i = 0; i < requests; i++) {
      const response = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
      await response.arrayBuffer();
      if (!response.ok) failed++;
    }
  }));
  return { seconds: (performance.now() - started) / 1000, failed };
}

if (runsAsChild(import.meta.url)) {
  const job = JSON.parse(process.argv[2]!) as LoadJob;
  process.once('message', () => void runClients(job).then((result) => process.send!(result)));
  process.send!('ready');
}
