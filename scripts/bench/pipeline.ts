/**
 * Seconds to produce a 5-minute briefing locally, end to end through the API
 * and per pipeline stage (from the step start times the tasks record on the
 * job). The first run includes loading the task modules; the second is warm.
 */
import { createAccount } from '#domain/access/accounts';
import { createApiKey } from '#domain/access/api-keys';
import { SAMPLE_FEEDS, startSampleContent } from '#local/sample-content';
import { startLocalStack } from '#local/stack';
import type { BriefingStage, BriefingView } from '#schemas/briefings/jobs';
import { getJob } from '#store/briefings/jobs';

process.env.LOG_LEVEL ??= 'silent';
const LENGTH_MINUTES = 5;
const RUNS = 2;
const POLL_INTERVAL_MS = 100;

const STAGES: Array<[label: string, from: BriefingStage, to: BriefingStage | 'done']> = [
  ['fetch', 'fetching', 'writing'],
  ['script', 'writing', 'synthesizing'],
  ['synth', 'synthesizing', 'stitching'],
  ['stitch', 'stitching', 'finishing'],
  ['finish', 'finishing', 'done'],
];

const stack = await startLocalStack({ port: 0 });
const content = await startSampleContent();
const account = await createAccount(`bench-${Date.now()}@localhost`);
const { key } = await createApiKey(account.user_id, { name: 'bench' });

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = await response.json() as { data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(parsed)}`);
  return parsed.data;
}

async function oneRun(run: number): Promise<void> {
  const profile = await api<{ id: string }>('POST', '/profiles', { name: `Bench ${run}`, interests: ['Trump', 'AdWords API', 'food'], length_minutes: LENGTH_MINUTES });
  for (const feed of SAMPLE_FEEDS) {
    await api<unknown>('POST', '/sources', { type: feed.type, url: content.urlOf(feed.file), name: feed.name, profile_id: profile.id });
  }
  const started = performance.now();
  const { job_id: jobId } = await api<{ job_id: string }>('POST', '/briefings', { profile_id: profile.id });
  let briefing = await api<BriefingView>('GET', `/briefings/${jobId}`);
  while (briefing.status !== 'done' && briefing.status !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    briefing = await api<BriefingView>('GET', `/briefings/${jobId}`);
  }
  const total = (performance.now() - started) / 1000;
  if (briefing.status !== 'done') throw new Error(`run ${run} failed: ${briefing.error}`);
  const marks = (await getJob(account.user_id, jobId))?.stage_started_ms ?? {};
  const stages = STAGES.map(([label, from, to]) => {
    const start = marks[from];
    const end = marks[to];
    return `${label} ${start !== undefined && end !== undefined ? ((end - start) / 1000).toFixed(2) : '?'} s`;
  });
  const audio = briefing.podcast?.length_seconds ?? 0;
  console.log(`run ${run} (${run === 1 ? 'cold' : 'warm'}): ${total.toFixed(2)} s end to end for ${audio} s of audio `
    + `(${(audio / total).toFixed(1)}x real time) | ${stages.join(', ')}`);
}

try {
  console.log(`${LENGTH_MINUTES}-minute briefing from ${SAMPLE_FEEDS.length} sample feeds, local stack, POST /briefings to status done`);
  for (let run = 1; run <= RUNS; run++) await oneRun(run);
} finally {
  await content.stop();
  await stack.stop();
}
process.exit();
