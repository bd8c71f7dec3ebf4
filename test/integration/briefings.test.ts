import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signAudioLink } from '#domain/briefings/audio-links';
import { mp3DurationSeconds } from '#domain/briefings/audio';
import { nowSeconds } from '#shared/clock';
import { setPlan } from '#store/access/accounts';
import { createBriefingProfile, startBriefing, useSampleContent, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();
const content = useSampleContent();

/** Runs one briefing to completion for a fresh account; the shared subject of the read tests. */
async function generatedBriefing() {
  const owner = await newAccount();
  const profileId = await createBriefingProfile(call, owner.key, content(), {
    sourceUrls: [content().urlOf('guardian.rss'), content().urlOf('feedburner.atom'), `${content().url}/status/500`],
  });
  const jobId = await startBriefing(call, owner.key, profileId);
  const notReady = await call(`/briefings/${jobId}/audio`, { token: owner.key });
  const briefing = await waitForBriefing(call, owner.key, jobId);
  return { owner, profileId, jobId, notReady, briefing };
}

describe('briefings', () => {
  let subject: Awaited<ReturnType<typeof generatedBriefing>> | undefined;
  const generated = async () => (subject ??= await generatedBriefing());

  it('queues a job, runs it to done, and skips a source that fails to fetch', async () => {
    const { jobId, notReady, briefing } = await generated();
    assert.equal(notReady.status, 404);
    assert.equal(notReady.body.error, 'not_ready');
    assert.equal(briefing.status, 'done', briefing.error);
    assert.equal(briefing.id, jobId);
    assert.equal(briefing.error, null);
    assert.equal(briefing.stage, null);
    assert.ok(briefing.started_at >= briefing.created_at);
    assert.ok(briefing.finished_at >= briefing.started_at);
    assert.match(briefing.podcast.id, /^pod_/);
    assert.ok(briefing.podcast.length_seconds > 0);
  });

  it('hands out a 24-hour link that redirects to the MP3 of the stated duration', async () => {
    const { owner, jobId, briefing } = await generated();
    const before = nowSeconds();
    const audio = await call(`/briefings/${jobId}/audio`, { token: owner.key });
    assert.equal(audio.status, 200);
    const { audio_url: audioUrl, expires_at: expiresAt, duration_seconds: duration } = audio.body.data;
    assert.equal(audio.body.data.job_id, jobId);
    assert.equal(duration, briefing.podcast.length_seconds);
    assert.ok(expiresAt >= before + 86_400 && expiresAt <= nowSeconds() + 86_400);
    assert.match(audioUrl, new RegExp(`/api/v1/briefings/${jobId}/audio/download\\?expires=${expiresAt}&signature=`));

    const redirect = await call(audioUrl);
    assert.equal(redirect.status, 302);
    const location = redirect.headers.get('location');
    assert.ok(location);
    const download = await fetch(location);
    assert.equal(download.status, 200);
    assert.equal(download.headers.get('content-type'), 'audio/mpeg');
    const mp3 = Buffer.from(await download.arrayBuffer());
    assert.ok(Math.abs(mp3DurationSeconds(mp3) - duration) <= 1, `MP3 lasts ${mp3DurationSeconds(mp3)} s, job says ${duration} s`);
  });

  it('refuses a tampered or expired audio link with 403', async () => {
    const { owner, jobId } = await generated();
    const { audio_url: audioUrl } = (await call(`/briefings/${jobId}/audio`, { token: owner.key })).body.data;
    const url = new URL(audioUrl);
    const signature = url.searchParams.get('signature')!;

    const tampered = new URL(url);
    tampered.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    const extended = new URL(url);
    extended.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400));
    const otherJob = new URL(url.href.replace(jobId, 'job_00000000000000000000000000'));
    const expired = await signAudioLink(jobId, owner.userId, nowSeconds() - 86_401);

    for (const link of [tampered.href, extended.href, otherJob.href, expired.url]) {
      const response = await call(link);
      assert.equal(response.status, 403, link);
      assert.equal(response.body.error, 'forbidden');
    }
    assert.match((await call(expired.url)).body.message, /expired/);
  });

  it('serves the transcript with timings and sources, as JSON and as WebVTT', async () => {
    const { owner, jobId, briefing } = await generated();
    const transcript = await call(`/briefings/${jobId}/transcript`, { token: owner.key });
    assert.equal(transcript.status, 200);
    const { segments, text } = transcript.body.data;
    assert.equal(transcript.body.data.job_id, jobId);
    assert.ok(segments.length >= 3, 'intro, stories, outro');
    assert.equal(text, segments.map((segment: { text: string }) => segment.text).join('\n\n'));
    assert.equal(segments[0].start_seconds, 0);
    for (const [index, segment] of segments.entries()) {
      assert.ok(segment.end_seconds > segment.start_seconds, `segment ${index} has a duration`);
      if (index > 0) assert.equal(segment.start_seconds, segments[index - 1].end_seconds);
      assert.equal(segment.sources.length, segment.source_ids.length);
    }
    assert.ok(Math.abs(segments.at(-1).end_seconds - briefing.podcast.length_seconds) <= 1);
    const cited = segments.flatMap((segment: { sources: Array<{ name: string; url: string }> }) => segment.sources);
    assert.ok(cited.length > 0, 'stories cite their sources');
    assert.ok(cited.every((source: { url: string }) => source.url.startsWith(content().url)));

    const vtt = await call(`/briefings/${jobId}/transcript?format=vtt`, { token: owner.key });
    assert.equal(vtt.status, 200);
    assert.match(vtt.headers.get('content-type') ?? '', /^text\/vtt/);
    const captions: string = vtt.body;
    assert.match(captions, /^WEBVTT\n\n1\n00:00:00\.000 --> \d{2}:\d{2}:\d{2}\.\d{3}\n\S/);
    const lastCueEnd = [...captions.matchAll(/--> (\d{2}):(\d{2}):(\d{2}\.\d{3})/g)].at(-1)!;
    const lastEnd = Number(lastCueEnd[1]) * 3600 + Number(lastCueEnd[2]) * 60 + Number(lastCueEnd[3]);
    assert.ok(Math.abs(lastEnd - segments.at(-1).end_seconds) < 0.01);
  });

  it('serves the summary: headline and sourced bullet points', async () => {
    const { owner, jobId } = await generated();
    const summary = await call(`/briefings/${jobId}/summary`, { token: owner.key });
    assert.equal(summary.status, 200);
    assert.equal(summary.body.data.job_id, jobId);
    assert.ok(summary.body.data.headline.length > 0);
    assert.ok(summary.body.data.bullets.length > 0);
    for (const bullet of summary.body.data.bullets) {
      assert.ok(bullet.text.length > 0);
      assert.ok(bullet.sources.length > 0 && bullet.sources.every((source: { name: string; url: string }) => source.name && source.url));
    }
  });

  it('reports the latest briefing of a profile, and says why when there is none', async () => {
    const { owner, profileId, jobId, briefing } = await generated();
    const latest = await call(`/briefings/latest?profile_id=${profileId}`, { token: owner.key });
    assert.equal(latest.status, 200);
    assert.equal(latest.body.data.briefing_id, jobId);
    assert.equal(latest.body.data.status, 'done');
    assert.equal(latest.body.data.duration_seconds, briefing.podcast.length_seconds);
    assert.match(latest.body.data.audio_url, /\/audio\/download\?/);
    assert.match(latest.body.data.transcript_url, new RegExp(`/api/v1/briefings/${jobId}/transcript$`));
    assert.match(latest.body.data.summary_url, new RegExp(`/api/v1/briefings/${jobId}/summary$`));
    assert.equal(latest.body.data.message, null);

    const emptyProfile = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [] });
    const none = await call(`/briefings/latest?profile_id=${emptyProfile}`, { token: owner.key });
    assert.equal(none.status, 200);
    assert.equal(none.body.data.briefing_id, null);
    assert.equal(none.body.data.audio_url, null);
    assert.equal(none.body.data.message, 'No briefing has been generated for this profile yet');
  });

  it('lists jobs newest first with profile and status filters', async () => {
    const { owner, profileId, jobId } = await generated();
    const all = await call('/briefings', { token: owner.key });
    assert.equal(all.status, 200);
    assert.equal(all.body.pagination.total, 1);
    assert.equal(all.body.data[0].id, jobId);
    assert.equal((await call(`/briefings?profile_id=${profileId}&status=done`, { token: owner.key })).body.data[0].id, jobId);
    assert.equal((await call(`/briefings?status=failed`, { token: owner.key })).body.pagination.total, 0);
    assert.equal((await call('/briefings?status=finished', { token: owner.key })).status, 400);
  });

  it('hides other accounts: their jobs and profiles are not found', async () => {
    const { jobId, profileId } = await generated();
    const stranger = await newAccount();
    for (const path of [`/briefings/${jobId}`, `/briefings/${jobId}/audio`, `/briefings/${jobId}/transcript`, `/briefings/${jobId}/summary`, `/briefings/latest?profile_id=${profileId}`]) {
      const response = await call(path, { token: stranger.key });
      assert.equal(response.status, 404, path);
      assert.equal(response.body.error, 'not_found', path);
    }
    const post = await call('/briefings', { method: 'POST', token: stranger.key, body: { profile_id: profileId } });
    assert.equal(post.status, 404);
    assert.equal((await call('/briefings', { token: stranger.key })).body.pagination.total, 0);
  });
});

describe('starting briefings', () => {
  it('accepts exactly one of 20 concurrent requests for a profile, then another once it has finished', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content());
    const responses = await Promise.all(Array.from({ length: 20 }, () =>
      call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: profileId } })));
    const statuses = responses.map((response) => response.status).sort();
    assert.deepEqual(statuses, [202, ...new Array(19).fill(409)]);
    const accepted = responses.find((response) => response.status === 202)!;
    const conflict = responses.find((response) => response.status === 409)!;
    assert.equal(conflict.body.error, 'conflict');
    assert.match(conflict.body.message, /already queued or running/);
    assert.equal((await call('/briefings', { token: owner.key })).body.pagination.total, 1, 'refused requests write no job');

    assert.equal((await waitForBriefing(call, owner.key, accepted.body.data.job_id)).status, 'done');
    await startBriefing(call, owner.key, profileId);
  });

  it('replays the first response for a repeated Idempotency-Key and refuses the key with another body', async () => {
    const owner = await newAccount();
    const [first, second] = [
      await createBriefingProfile(call, owner.key, content(), { sourceUrls: [content().urlOf('guardian.rss')] }),
      await createBriefingProfile(call, owner.key, content(), { sourceUrls: [content().urlOf('guardian.rss')] }),
    ];
    const post = (profileId: string, key: string, body: unknown = { profile_id: profileId }) =>
      call('/briefings', { method: 'POST', token: owner.key, body, headers: { 'idempotency-key': key } });

    const original = await post(first, 'retry-1');
    assert.equal(original.status, 202);
    const replay = await post(first, 'retry-1');
    assert.equal(replay.status, 202, 'a replay is not a second briefing, so no 409 while the first runs');
    assert.deepEqual(replay.body, original.body);
    const reordered = await call('/briefings', {
      method: 'POST', token: owner.key, rawBody: `{ "profile_id" : "${first}" }`, headers: { 'idempotency-key': 'retry-1', 'content-type': 'application/json' },
    });
    assert.deepEqual(reordered.body, original.body, 'bodies compare by content, not formatting');

    const mismatch = await post(second, 'retry-1');
    assert.equal(mismatch.status, 409);
    assert.match(mismatch.body.message, /different request body/);
    assert.equal((await call('/briefings', { token: owner.key })).body.pagination.total, 1);

    const refused = await post(first, 'retry-2');
    assert.equal(refused.status, 409, 'a new key for a busy profile is a new request');
    assert.equal((await waitForBriefing(call, owner.key, original.body.data.job_id)).status, 'done');
    assert.equal((await post(first, 'retry-2')).status, 202, 'a refused request does not burn its key');
    assert.equal((await post(first, 'bad key')).status, 400);
  });

  it('validates the body, and refuses accounts whose subscription is cancelled', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [] });
    for (const body of [{}, { profile_id: '' }, { profile_id: 42 }, { profile_id: profileId, voice: 'x' }]) {
      const response = await call('/briefings', { method: 'POST', token: owner.key, body });
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.equal(response.body.error, 'validation_error');
    }
    assert.equal((await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: 'prof_missing' } })).status, 404);
    await setPlan(owner.userId, 'cancelled');
    const refused = await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: profileId } });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'forbidden');
  });
});
