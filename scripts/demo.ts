/**
 * End-to-end demo on a fresh clone: starts the local stack in a temporary data
 * folder, serves the bundled sample feeds, and through the public HTTP API
 * creates a profile and its sources, generates a 3-minute briefing, follows
 * the signed audio link, and writes out/briefing.mp3, out/transcript.vtt and
 * out/summary.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount } from '#domain/access/accounts';
import { createApiKey } from '#domain/access/api-keys';
import { SAMPLE_FEEDS, SAMPLE_PAGES, startSampleContent } from '#local/sample-content';
import { startLocalStack } from '#local/stack';
import type { BriefingView, SummaryDocument } from '#schemas/briefings/jobs';
import type { Profile } from '#schemas/catalogue/profiles';
import type { Source } from '#schemas/catalogue/sources';

process.env.LOG_LEVEL ??= 'warn';
const OUT = 'out';
const POLL_INTERVAL_MS = 500;
const MAX_POLLS = 1200;

const dataDir = mkdtempSync(join(tmpdir(), 'briefings-demo-'));
const stack = await startLocalStack({ dataDir, port: 0 });
const content = await startSampleContent();

async function api<T>(key: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
}

const step = (message: string) => console.log(`\n» ${message}`);

try {
  console.log(`Local stack on ${stack.apiUrl}; sample content on ${content.url}; data in ${dataDir}`);
  const account = await createAccount('demo@localhost');
  const { key } = await createApiKey(account.user_id, { name: 'demo' });

  step('POST /profiles');
  const { data: profile } = await api<{ data: Profile }>(key, 'POST', '/profiles', {
    name: 'Morning briefing',
    description: 'The news worth knowing before breakfast',
    // Topics the bundled sample content covers: briefings tell only stories about the interests.
    interests: ['Trump', 'climate change', 'AdWords API', 'food'],
    length_minutes: 3,
    language: 'en',
  });
  console.log(`  ${profile.id}: "${profile.name}", ${profile.length_minutes} minutes, voice ${profile.voice_id ?? '(language default)'}`);

  step('POST /sources');
  for (const sample of [...SAMPLE_FEEDS, ...SAMPLE_PAGES]) {
    const { data: source } = await api<{ data: Source }>(key, 'POST', '/sources', {
      type: sample.type, url: content.urlOf(sample.file), name: sample.name, profile_id: profile.id,
    });
    console.log(`  ${source.id}: ${source.type} ${source.name} (${source.url})`);
  }

  step('POST /briefings');
  const { data: { job_id: jobId } } = await api<{ data: { job_id: string } }>(key, 'POST', '/briefings', { profile_id: profile.id });
  console.log(`  ${jobId} queued`);

  const started = Date.now();
  let briefing: BriefingView | undefined;
  let shown = '';
  for (let poll = 0; poll < MAX_POLLS; poll++) {
    briefing = (await api<{ data: BriefingView }>(key, 'GET', `/briefings/${jobId}`)).data;
    const progress = briefing.stage ? `${briefing.status} (${briefing.stage})` : briefing.status;
    if (progress !== shown) console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${progress}`);
    shown = progress;
    if (briefing.status === 'done' || briefing.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  if (briefing?.status !== 'done') throw new Error(`The briefing did not complete: ${briefing?.error ?? briefing?.status}`);

  step(`GET /briefings/${jobId}/audio, then follow the signed link`);
  const { data: audio } = await api<{ data: { audio_url: string; expires_at: number; duration_seconds: number } }>(key, 'GET', `/briefings/${jobId}/audio`);
  console.log(`  ${audio.audio_url}\n  valid until ${new Date(audio.expires_at * 1000).toISOString()}`);
  const download = await fetch(audio.audio_url);
  if (!download.ok) throw new Error(`Downloading the audio answered ${download.status}`);
  const mp3 = Buffer.from(await download.arrayBuffer());

  step('GET transcript (WebVTT) and summary');
  const vtt = await api<string>(key, 'GET', `/briefings/${jobId}/transcript?format=vtt`);
  const { data: summary } = await api<{ data: SummaryDocument }>(key, 'GET', `/briefings/${jobId}/summary`);

  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'briefing.mp3'), mp3);
  writeFileSync(join(OUT, 'transcript.vtt'), vtt);
  writeFileSync(join(OUT, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);

  console.log(`\n${summary.headline}`);
  for (const bullet of summary.bullets) console.log(`  • ${bullet.text} (${bullet.sources.map((source) => source.name).join(', ')})`);
  console.log(`\nWrote ${OUT}/briefing.mp3 (${audio.duration_seconds} s, ${(mp3.length / 1024).toFixed(0)} KiB), ${OUT}/transcript.vtt, ${OUT}/summary.json`);
} catch (error) {
  console.error(`Demo failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await content.stop();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
// Emulator timers (scheduler, TTL sweep) would keep the process alive.
process.exit();
