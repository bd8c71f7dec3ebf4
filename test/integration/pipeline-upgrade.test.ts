import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { parseBuffer } from 'music-metadata';
import { clearRewrittenTaskOutputs, rewriteTaskOutput } from '#local/step-functions';
import { createBriefingProfile, startBriefing, useSampleContent, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();
const content = useSampleContent();

/**
 * WriteScript's answer as earlier releases gave it: the same plan without `labels` and the material
 * counts, and chunks without their speaker (`co_host_voice` stays: this run's Map reads it, while an
 * execution started on the earlier definition never does).
 */
function previousReleaseScriptPlan(output: unknown): unknown {
  const { labels: _labels, material: _material, ...plan } = output as Record<string, unknown> & { chunks: Array<Record<string, unknown>> };
  return { ...plan, chunks: plan.chunks.map(({ speaker: _speaker, ...chunk }) => chunk) };
}

describe('briefings in flight across a deploy', () => {
  afterEach(() => clearRewrittenTaskOutputs());

  it('finishes a briefing whose script an earlier release wrote (no labels, counts or speakers): tagged with the profile and date, with chapters', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [content().urlOf('guardian.rss')] });
    rewriteTaskOutput('WriteScript', previousReleaseScriptPlan);

    const jobId = await startBriefing(call, owner.key, profileId);
    const done = await waitForBriefing(call, owner.key, jobId);
    assert.equal(done.status, 'done', done.error);

    const transcript = (await call(`/briefings/${jobId}/transcript`, { token: owner.key })).body.data;
    assert.deepEqual([transcript.chapters[0].title, transcript.chapters.at(-1).title], ['Introduction', 'Wrap-up'], 'chapters named in the profile\'s language');
    const link = (await call(`/briefings/${jobId}/audio`, { token: owner.key })).body.data.audio_url as string;
    const { common, native } = await parseBuffer(Buffer.from(await (await fetch(link)).arrayBuffer()), { mimeType: 'audio/mpeg' });
    assert.match(common.title ?? '', /^Test briefing · [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    assert.equal(common.album, 'Test briefing');
    assert.equal(common.language, 'eng');
    const started = new Date(done.started_at * 1000).toISOString();
    assert.equal(common.year, Number(started.slice(0, 4)));
    assert.equal(native['ID3v2.3']!.find(({ id }) => id === 'TDAT')?.value, `${started.slice(8, 10)}${started.slice(5, 7)}`, 'dated the day the job started');
  });
});
