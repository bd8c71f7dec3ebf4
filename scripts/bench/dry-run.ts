/**
 * How close a dry run's length estimate comes to the audio: for a few lengths,
 * POST /briefings with dry_run, then the real run of the same profile, and the
 * estimate against the measured length of the audio it made (target: within 5 %).
 */
import { createAccount } from '#domain/access/accounts';
import { createApiKey } from '#domain/access/api-keys';
import { SAMPLE_FEEDS, startSampleContent } from '#local/sample-content';
import { startLocalStack } from '#local/stack';
import type { BriefingView, DryRunBriefingView, TranscriptDocument } from '#schemas/briefings/jobs';

process.env.LOG_LEVEL ??= 'silent';
const LENGTHS_MINUTES = [1, 3, 5];
const POLL_INTERVAL_MS = 200;

const stack = await startLocalStack({ port: 0 });
const content = await startSampleContent();
const account = await createAccount(`bench-dry-run-${Date.now()}@localhost`);
const { key } = await createApiKey(account.user_id, { name: 'bench' });

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { data } = await response.json() as { data: T };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(data)}`);
  return data;
}

async function compare(minutes: number): Promise<void> {
  const profile = await request<{ id: string }>('POST', '/profiles', { name: `Dry run ${minutes}`, interests: [], length_minutes: minutes });
  for (const feed of SAMPLE_FEEDS) await request('POST', '/sources', { type: feed.type, url: content.urlOf(feed.file), name: feed.name, profile_id: profile.id });
  const estimate = await request<DryRunBriefingView>('POST', '/briefings', { profile_id: profile.id, dry_run: true });
  const { job_id: jobId } = await request<{ job_id: string }>('POST', '/briefings', { profile_id: profile.id });
  for (let job = await request<BriefingView>('GET', `/briefings/${jobId}`); job.status !== 'done'; job = await request<BriefingView>('GET', `/briefings/${jobId}`)) {
    if (job.status === 'failed') throw new Error(`the ${minutes}-minute briefing failed: ${job.error}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  const transcript = await request<TranscriptDocument>('GET', `/briefings/${jobId}/transcript`);
  const measured = transcript.chapters.at(-1)?.end_seconds ?? 0;
  const error = ((estimate.estimated_seconds - measured) / measured) * 100;
  console.log(`${minutes} min: estimated ${estimate.estimated_seconds.toFixed(1)} s, measured ${measured.toFixed(1)} s (${error >= 0 ? '+' : ''}${error.toFixed(1)} %), `
    + `${estimate.stories.length} stories, ${estimate.speech.billed_characters} Polly characters ≈ $${estimate.speech.estimated_cost_usd} (${estimate.speech.engine})`);
}

try {
  console.log(`Dry-run estimate against the real run's audio (target within 5 %), ${SAMPLE_FEEDS.length} sample feeds, local stack`);
  for (const minutes of LENGTHS_MINUTES) await compare(minutes);
} finally {
  await content.stop();
  await stack.stop();
}
process.exit();
