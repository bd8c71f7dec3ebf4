import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { nowSeconds } from '#shared/clock';
import { failEndedExecution } from '#domain/briefings/pipeline/execution-ended';
import { failInterruptedBriefings } from '#local/briefing-pipeline';
import { clearInjectedTaskFailures, injectTaskFailure, localExecutions } from '#local/step-functions';
import { putLock } from '#store/briefings/locks';
import { putJob } from '#store/briefings/jobs';
import { createBriefingProfile, startBriefing, useSampleContent, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();
const content = useSampleContent();

/** Each Task state of state-machines/briefing.asl.json and the step name its failure reports. */
const STEPS = [
  ['MarkRunning', 'Starting the briefing'],
  ['FetchSources', 'Fetching the sources'],
  ['WriteScript', 'Writing the script'],
  ['SynthesizeChunk', 'Synthesizing the speech'],
  ['Stitch', 'Stitching the audio'],
  ['Complete', 'Publishing the briefing'],
] as const;

/** How often each named state of the briefing execution of `jobId` was retried. */
function retriesOf(jobId: string): Record<string, number> {
  const execution = localExecutions().find((candidate) => candidate.name === jobId || candidate.input.includes(jobId));
  const retried: Record<string, number> = {};
  for (const event of execution?.events ?? []) {
    if (event.type !== 'StateRetried') continue;
    const name = (event.state as { name: string }).name;
    retried[name] = (retried[name] ?? 0) + 1;
  }
  return retried;
}

describe('pipeline failures', () => {
  afterEach(() => clearInjectedTaskFailures());

  for (const [state, step] of STEPS) {
    it(`a failure in ${state} fails the job with the reason and releases the profile's lock`, async () => {
      const owner = await newAccount();
      const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [content().urlOf('guardian.rss')] });
      injectTaskFailure(state);

      const jobId = await startBriefing(call, owner.key, profileId);
      const failed = await waitForBriefing(call, owner.key, jobId);
      assert.equal(failed.status, 'failed');
      assert.equal(failed.error, `${step} failed: Injected failure in ${state}`);
      assert.equal(failed.podcast, null);
      assert.ok(failed.finished_at >= failed.created_at);
      const audio = await call(`/briefings/${jobId}/audio`, { token: owner.key });
      assert.equal(audio.status, 404);
      assert.equal(audio.body.error, 'not_ready');
      const latest = await call(`/briefings/latest?profile_id=${profileId}`, { token: owner.key });
      assert.equal(latest.body.data.status, 'failed');
      assert.equal(latest.body.data.message, `The newest briefing failed: ${failed.error}`);

      const retry = await startBriefing(call, owner.key, profileId);
      assert.equal((await waitForBriefing(call, owner.key, retry)).status, 'failed');
    });
  }

  it('fails with a clear reason when every source fails to fetch, at once: a missing feed is not tried again', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), {
      sourceUrls: [`${content().url}/status/500`, `${content().url}/status/404`, content().urlOf('missing.rss')],
    });
    const jobId = await startBriefing(call, owner.key, profileId);
    const failed = await waitForBriefing(call, owner.key, jobId);
    assert.equal(failed.status, 'failed');
    assert.match(failed.error, /^All 3 sources failed to fetch: Source 1: .*500.*; Source 2: .*404.*; Source 3: /);
    assert.deepEqual(retriesOf(jobId), {});
  });

  it('reads a source that drops the connection for a while: tried again within the step, then the step again later', async () => {
    const owner = await newAccount();
    // Four dropped connections: the step's three tries, then the first of the step's second run.
    const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [`${content().url}/flaky/${owner.userId}/4/guardian.rss`] });
    const jobId = await startBriefing(call, owner.key, profileId);
    const briefing = await waitForBriefing(call, owner.key, jobId);
    assert.equal(briefing.status, 'done', briefing.error);
    assert.ok(briefing.podcast.length_seconds > 0);
    assert.equal(retriesOf(jobId).FetchSources, 1);
  });

  it('tries a step again when it failed on the network (TransientNetworkError), and the briefing is delivered', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [content().urlOf('guardian.rss')] });
    injectTaskFailure('WriteScript', 'read ECONNRESET', { name: 'TransientNetworkError', runs: 1 });
    const jobId = await startBriefing(call, owner.key, profileId);
    const briefing = await waitForBriefing(call, owner.key, jobId);
    assert.equal(briefing.status, 'done', briefing.error);
    assert.equal(retriesOf(jobId).WriteScript, 1);
  });

  it('fails a profile without sources', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [] });
    const failed = await waitForBriefing(call, owner.key, await startBriefing(call, owner.key, profileId));
    assert.equal(failed.status, 'failed');
    assert.match(failed.error, /no sources/);
  });

  it('fails jobs a restart interrupted and frees their profiles', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [content().urlOf('guardian.rss')] });
    const now = nowSeconds();
    const jobId = 'job_interruptedbyrestart0000';
    await putJob({
      id: jobId, user_id: owner.userId, profile_id: profileId, status: 'running', error: null, created_at: now, started_at: now,
      trigger: { type: 'api' }, stage: 'synthesizing', stage_started_ms: {}, podcast: null,
    });
    assert.ok(await putLock(owner.userId, profileId, jobId, now, now + 900));
    assert.equal((await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: profileId } })).status, 409);

    assert.ok(await failInterruptedBriefings() >= 1);
    const interrupted = await call(`/briefings/${jobId}`, { token: owner.key });
    assert.equal(interrupted.body.data.status, 'failed');
    assert.match(interrupted.body.data.error, /^Interrupted by a restart/);
    assert.equal((await waitForBriefing(call, owner.key, await startBriefing(call, owner.key, profileId))).status, 'done');
  });

  it('fails the job when the failure step itself fails, through the execution-ended rule', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [content().urlOf('guardian.rss')] });
    injectTaskFailure('FetchSources');
    injectTaskFailure('MarkFailed');
    const failed = await waitForBriefing(call, owner.key, await startBriefing(call, owner.key, profileId));
    assert.equal(failed.status, 'failed');
    assert.equal(failed.error, 'The briefing workflow failed unexpectedly');
    clearInjectedTaskFailures();
    assert.equal((await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: profileId } })).status, 202);
  });

  it('fails a job whose execution timed out, and leaves finished jobs alone', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [] });
    const now = nowSeconds();
    const input = { job_id: 'job_timedout000000000000000000', user_id: owner.userId, profile_id: profileId, trigger: { type: 'api' as const } };
    await putJob({
      id: input.job_id, user_id: owner.userId, profile_id: profileId, status: 'running', error: null, created_at: now, started_at: now,
      trigger: input.trigger, stage: 'synthesizing', stage_started_ms: {}, podcast: null,
    });
    assert.ok(await putLock(owner.userId, profileId, input.job_id, now, now + 900));
    await failEndedExecution({ detail: { status: 'TIMED_OUT', input: JSON.stringify(input) } });
    const timedOut = (await call(`/briefings/${input.job_id}`, { token: owner.key })).body.data;
    assert.equal(timedOut.status, 'failed');
    assert.equal(timedOut.error, 'The briefing took longer than 15 minutes and was stopped');

    await failEndedExecution({ detail: { status: 'ABORTED', input: JSON.stringify(input) } });
    assert.equal((await call(`/briefings/${input.job_id}`, { token: owner.key })).body.data.error, timedOut.error, 'the first reason stays');
    assert.equal((await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: profileId } })).status, 202);
  });

  it('takes over a lock whose lease has run out', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [] });
    const now = nowSeconds();
    assert.ok(await putLock(owner.userId, profileId, 'job_vanished', now - 1000, now - 1));
    assert.equal((await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: profileId } })).status, 202);
  });
});
