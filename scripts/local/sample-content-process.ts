import { runsAsChild, serveAsChild, startChildServer } from './child-server.ts';
import { startSampleContent, type SampleContentServer } from './sample-content.ts';

/** The sample content server as another process sees it: its address and a way to stop it. */
export type SampleContentProcess = Pick<SampleContentServer, 'url' | 'urlOf' | 'stop'>;

/**
 * Serves the sample feeds from a child process, as sources in AWS are other servers with their
 * own CPU: a benchmark that loads the local stack's one process then measures the pipeline, not
 * a source server starved by it.
 */
export async function startSampleContentProcess(): Promise<SampleContentProcess> {
  const { url, stop } = await startChildServer(import.meta.url);
  return { url, urlOf: (file) => `${url}/${file}`, stop };
}

if (runsAsChild(import.meta.url)) await serveAsChild(async () => (await startSampleContent()).url);
