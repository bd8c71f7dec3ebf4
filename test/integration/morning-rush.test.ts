import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RUNNING_BRIEFINGS_PER_ACCOUNT } from '#shared/limits';
import { AccountBusyError, leaveRunningPlace, takeRunningPlace } from '#domain/briefings/running';
import { createBriefingProfile, startBriefing, useSampleContent, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

// Load mode: silence for speech, and one neural request at once, one more every two seconds, so the Map's parallel chunks are throttled;
// WriteScript in a worker thread, as the rush bench runs it.
const { call, newAccount, stack } = useLocalStack({
  load: { polly: { speed: 50, quotas: { neural: { perSecond: 0.5, burst: 1 }, standard: { perSecond: 0.5, burst: 1 } } }, scriptThreads: 1 },
});
const content = useSampleContent();
const fakeJobs = (count: number) => Array.from({ length: count }, (_, i) => `job_held_${i}`);

describe('the morning rush', () => {
  it('retries throttled synthesis requests and completes the briefing with every chunk spoken', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content());
    const before = stack().pollyLoadStats();
    const jobId = await startBriefing(call, owner.key, profileId);
    const briefing = await waitForBriefing(call, owner.key, jobId);
    assert.equal(briefing.status, 'done', briefing.error);
    const after = stack().pollyLoadStats();
    assert.ok(after.throttled > before.throttled, 'the quota throttled some requests');
    const chapters = await call(`/briefings/${jobId}/chapters`, { token: owner.key });
    assert.equal(chapters.status, 200);
    assert.ok(after.answered - before.answered >= chapters.body.chapters.length, 'every chunk was spoken in the end');
    assert.ok(briefing.podcast.length_seconds > 0);
  });

  it('runs at most the ceiling of one account\'s briefings at once and keeps another account\'s free', async () => {
    const busy = await newAccount();
    const other = await newAccount();
    const held = fakeJobs(RUNNING_BRIEFINGS_PER_ACCOUNT);
    for (const job of held) await takeRunningPlace(busy.userId, job);
    await takeRunningPlace(busy.userId, held[0]!);
    await assert.rejects(takeRunningPlace(busy.userId, 'job_one_too_many'), AccountBusyError);
    await takeRunningPlace(other.userId, 'job_elsewhere');
    await leaveRunningPlace(busy.userId, held[0]!);
    await takeRunningPlace(busy.userId, 'job_one_too_many');
    await Promise.all([...held.slice(1), 'job_one_too_many'].map((job) => leaveRunningPlace(busy.userId, job)));
    await leaveRunningPlace(other.userId, 'job_elsewhere');
  });

  it('holds a briefing queued while its account is at the ceiling and runs it once a place is free', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [content().urlOf('guardian.rss')] });
    const held = fakeJobs(RUNNING_BRIEFINGS_PER_ACCOUNT);
    await Promise.all(held.map((job) => takeRunningPlace(owner.userId, job)));
    const jobId = await startBriefing(call, owner.key, profileId);
    // MarkRunning is refused until a place frees: the job stays queued meanwhile.
    for (let poll = 0; poll < 5; poll++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal((await call(`/briefings/${jobId}`, { token: owner.key })).body.data.status, 'queued');
    }
    await leaveRunningPlace(owner.userId, held[0]!);
    const briefing = await waitForBriefing(call, owner.key, jobId);
    assert.equal(briefing.status, 'done', briefing.error);
    // The finished briefing gave its place back: one more fits beside the nine still held, two do not.
    await takeRunningPlace(owner.userId, 'job_after');
    await assert.rejects(takeRunningPlace(owner.userId, 'job_after_2'), AccountBusyError);
  });
});
