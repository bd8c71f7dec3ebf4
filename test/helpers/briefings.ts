import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { SAMPLE_FEEDS, type SampleContentServer, startSampleContent } from '#local/sample-content';
import type { ApiResult, CallOptions } from './local-stack.ts';

type Call = <T = any>(path: string, options?: CallOptions) => Promise<ApiResult<T>>;

/** Pause between status reads (well under the 600 reads a minute per key); the attempt bound, not a clock, ends a stuck wait. */
const POLL_INTERVAL_MS = 250;
const MAX_POLLS = 2400;

/** The bundled sample feeds on a loopback server for the file's tests. */
export function useSampleContent(): () => SampleContentServer {
  let content: SampleContentServer | undefined;
  before(async () => {
    content = await startSampleContent();
  });
  after(async () => {
    await content?.stop();
  });
  return () => {
    if (!content) throw new Error('sample content server not started');
    return content;
  };
}

export interface ProfileSetup {
  lengthMinutes?: number;
  /** Defaults to none: every fresh story of the sources may be told, so length and pipeline tests have the most material. */
  interests?: string[];
  /** Source URLs; defaults to every bundled sample feed. */
  sourceUrls?: string[];
}

/** Creates a profile and attaches sources to it through the public API; returns the profile id. */
export async function createBriefingProfile(call: Call, key: string, content: SampleContentServer, setup: ProfileSetup = {}): Promise<string> {
  const profile = await call('/profiles', {
    method: 'POST',
    token: key,
    body: { name: 'Test briefing', interests: setup.interests ?? [], length_minutes: setup.lengthMinutes ?? 1, language: 'en' },
  });
  assert.equal(profile.status, 201, JSON.stringify(profile.body));
  const urls = setup.sourceUrls ?? SAMPLE_FEEDS.map((feed) => content.urlOf(feed.file));
  for (const [index, url] of urls.entries()) {
    const source = await call('/sources', { method: 'POST', token: key, body: { type: 'rss', url, name: `Source ${index + 1}`, profile_id: profile.body.data.id } });
    assert.equal(source.status, 201, JSON.stringify(source.body));
  }
  return profile.body.data.id as string;
}

/** Starts a briefing and asserts it was queued; returns the job id. */
export async function startBriefing(call: Call, key: string, profileId: string): Promise<string> {
  const response = await call('/briefings', { method: 'POST', token: key, body: { profile_id: profileId } });
  assert.equal(response.status, 202, JSON.stringify(response.body));
  assert.equal(response.body.data.status, 'queued');
  return response.body.data.job_id as string;
}

/** Polls GET /briefings/{id} until the job is done or failed; returns the final Briefing. */
export async function waitForBriefing(call: Call, key: string, jobId: string): Promise<any> {
  for (let attempt = 0; attempt < MAX_POLLS; attempt++) {
    const response = await call(`/briefings/${jobId}`, { token: key });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    if (response.body.data.status === 'done' || response.body.data.status === 'failed') return response.body.data;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  assert.fail(`briefing ${jobId} did not finish within ${MAX_POLLS} polls`);
}
