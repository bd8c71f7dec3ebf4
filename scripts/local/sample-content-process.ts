import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startSampleContent, type SampleContentServer } from './sample-content.ts';

/** The sample content server as another process sees it: its address and a way to stop it. */
export type SampleContentProcess = Pick<SampleContentServer, 'url' | 'urlOf' | 'stop'>;

/**
 * Serves the sample feeds from a child process, as sources in AWS are other servers with their
 * own CPU: a benchmark that loads the local stack's one process then measures the pipeline, not
 * a source server starved by it.
 */
export async function startSampleContentProcess(): Promise<SampleContentProcess> {
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve(String(message)));
    child.once('exit', (code) => reject(new Error(`The sample content process exited with ${code}`)));
  });
  return {
    url,
    urlOf: (file) => `${url}/${file}`,
    stop: () => new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill();
    }),
  };
}

// Run as the child: serve, report the address to the parent.
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startSampleContent();
  process.send(server.url);
}
