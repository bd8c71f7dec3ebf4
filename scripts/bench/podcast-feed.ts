import { createAccount } from '#domain/access/accounts';
import { newId } from '#shared/ids';
import { limits } from '#shared/limits';
import { createFeed } from '#domain/podcast/feeds';
import { createProfile } from '#domain/catalogue/profile-edits';
import { dynamo } from '#adapters/aws';
import { putJson, putObject } from '#adapters/blob-store';
import { startLocalStack } from '#local/stack';
import { putJob } from '#store/briefings/jobs';

/**
 * A private podcast feed of 100 episodes: the first poll (which reads each
 * episode's size and summary from storage once and keeps them on its job),
 * later polls, and conditional polls answered 304: AWS calls and time each.
 */
process.env.LOG_LEVEL = 'silent';
const EPISODES = limits.feedEpisodesMax;
const POLLS = 20;

const stack = await startLocalStack({ port: 0 });
const counts = { dynamo: 0, s3: 0 };
const counter = <A, R>(name: keyof typeof counts) => (next: (args: A) => Promise<R>) => (args: A): Promise<R> => {
  counts[name]++;
  return next(args);
};
dynamo().middlewareStack.add(counter('dynamo'), { step: 'initialize', name: 'countDynamo' });
// Storage is reached with signed fetch requests (functions/adapters/s3-requests.ts): count those to the S3 emulator.
const fetchAny = globalThis.fetch;
globalThis.fetch = (input, init) => {
  if (String(input instanceof Request ? input.url : input).startsWith(process.env.AWS_ENDPOINT_URL_S3!)) counts.s3++;
  return fetchAny(input, init);
};

const account = await createAccount(`bench-feed-${Date.now()}@example.test`);
const profile = await createProfile(account.user_id, { name: 'Bench', interests: ['energy'], length_minutes: 5, language: 'en', max_item_age_days: 7 });
const start = Math.floor(Date.now() / 1000) - EPISODES * 86_400;
for (let index = 0; index < EPISODES; index++) {
  const at = start + index * 86_400;
  const id = newId('job', at * 1000);
  const key = (name: string) => `briefings/${account.user_id}/${id}/${name}`;
  await putObject(key('audio.mp3'), Buffer.alloc(600_000 + index), 'audio/mpeg');
  await putJson(key('summary.json'), {
    job_id: id,
    headline: `Day ${index}: energy prices and grid news`,
    bullets: Array.from({ length: 5 }, (_, point) => ({
      text: `Point ${point} of day ${index}.`,
      sources: [{ name: 'Sample Desk', url: 'https://example.com' }],
      articles: [{ title: `Article ${point}`, url: `https://example.com/${index}/${point}`, source_name: 'Sample Desk', published_at: at }],
    })),
  });
  await putJob({
    id, user_id: account.user_id, profile_id: profile.id, status: 'done', error: null, created_at: at, started_at: at, finished_at: at + 60,
    trigger: { type: 'api' }, stage: null, stage_started_ms: {}, podcast: { id: newId('pod'), length_seconds: 300, created_at: at + 60 },
    outcome: 'briefing', duration_seconds: 300, audio_key: key('audio.mp3'), transcript_key: key('transcript.json'), summary_key: key('summary.json'),
  });
}
const { url } = await createFeed(account.user_id, profile.id, Math.floor(Date.now() / 1000));

async function poll(headers: Record<string, string> = {}) {
  const before = { ...counts };
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  return { status: response.status, etag: response.headers.get('etag') ?? '', bytes: body.length, ms: performance.now() - started, dynamo: counts.dynamo - before.dynamo, s3: counts.s3 - before.s3 };
}

const first = await poll();
console.log(`\nPodcast feed of ${EPISODES} episodes (${(first.bytes / 1024).toFixed(0)} KiB of RSS):`);
console.log(`  first poll: ${first.status}, ${first.ms.toFixed(0)} ms, ${first.dynamo} DynamoDB and ${first.s3} S3 calls (each episode's size and summary read once, then kept on its job)`);
const later = [];
for (let i = 0; i < POLLS; i++) later.push(await poll());
const conditional = [];
for (let i = 0; i < POLLS; i++) conditional.push(await poll({ 'if-none-match': first.etag }));
const mean = (samples: { ms: number }[]) => samples.reduce((sum, sample) => sum + sample.ms, 0) / samples.length;
console.log(`  later polls: ${later[0]!.status}, ${mean(later).toFixed(1)} ms mean, ${later[0]!.dynamo} DynamoDB and ${later[0]!.s3} S3 calls each (rate counter, token, profile, one Query, the client in the day's distinct clients, audit entry)`);
console.log(`  conditional polls (If-None-Match): ${conditional[0]!.status}, ${mean(conditional).toFixed(1)} ms mean, ${conditional[0]!.dynamo} DynamoDB calls, no body`);
await stack.stop();
