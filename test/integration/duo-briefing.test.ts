import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SynthesizeSpeechCommand } from '@aws-sdk/client-polly';
import { polly } from '#adapters/aws';
import { createBriefingProfile, startBriefing, useSampleContent, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack, type TestAccount } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();
const content = useSampleContent();

interface Segment { speaker: 'host' | 'co_host'; story: number | null; text: string; articles: Array<{ url: string }>; start_seconds: number; end_seconds: number }

async function producedBriefing(owner: TestAccount, profileId: string) {
  const jobId = await startBriefing(call, owner.key, profileId);
  const briefing = await waitForBriefing(call, owner.key, jobId);
  assert.equal(briefing.status, 'done', briefing.error);
  const transcript = (await call(`/briefings/${jobId}/transcript`, { token: owner.key })).body.data;
  const vtt = (await call(`/briefings/${jobId}/transcript?format=vtt`, { token: owner.key, headers: { accept: 'text/vtt' } })).body as string;
  return { transcript, vtt, segments: transcript.segments as Segment[] };
}

/** Median fundamental frequency of 16-bit mono PCM, by autocorrelation over voiced frames. */
function medianPitchHz(pcm: Buffer, sampleRate: number): number {
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.byteLength / 2));
  const frame = 1024;
  const pitches: number[] = [];
  for (let start = 0; start + frame * 2 < samples.length; start += frame) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += samples[start + i]! ** 2;
    if (energy / frame < 1e6) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = Math.floor(sampleRate / 400); lag < sampleRate / 60; lag++) {
      let correlation = 0;
      for (let i = 0; i < frame; i++) correlation += samples[start + i]! * samples[start + i + lag]!;
      if (correlation > best) { best = correlation; bestLag = lag; }
    }
    if (bestLag) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

describe('duo briefings', () => {
  it('are two hosts in conversation: stories in turn, exchanges within them, voice spans, one chapter per story', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { lengthMinutes: 2 });
    const duo = await call(`/profiles/${profileId}`, { method: 'PATCH', token: owner.key, body: { format: 'duo', voice_id: 'Joanna', co_host_voice_id: 'Matthew' } });
    assert.equal(duo.status, 200);

    const dryRun = await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: profileId, dry_run: true } });
    assert.equal(dryRun.status, 200);
    const byVoice = dryRun.body.data.speech.by_voice as Array<{ speaker: string; voice_id: string; billed_characters: number; estimated_cost_usd: number }>;
    assert.deepEqual(byVoice.map(({ speaker, voice_id }) => [speaker, voice_id]), [['host', 'Joanna'], ['co_host', 'Matthew']]);
    assert.ok(byVoice.every((entry) => entry.billed_characters > 0));
    assert.equal(dryRun.body.data.speech.billed_characters, byVoice[0]!.billed_characters + byVoice[1]!.billed_characters, 'the cost counts both voices');

    const { transcript, vtt, segments } = await producedBriefing(owner, profileId);
    assert.deepEqual(transcript.speakers, { host: { voice_id: 'Joanna', name: 'Joanna' }, co_host: { voice_id: 'Matthew', name: 'Matthew' } });
    assert.deepEqual([segments[0]!.speaker, segments[1]!.speaker], ['host', 'co_host'], 'the hosts open together');
    assert.notEqual(segments.at(-2)!.speaker, segments.at(-1)!.speaker, 'and close together');
    segments.slice(1).forEach((segment, index) => assert.notEqual(segment.speaker, segments[index]!.speaker, 'the hosts alternate, never one twice in a row'));

    const storyIndices = [...new Set(segments.flatMap((segment) => (segment.story === null ? [] : [segment.story])))];
    assert.ok(storyIndices.length >= 2, `${storyIndices.length} stories`);
    assert.deepEqual(storyIndices, storyIndices.map((_, index) => index), 'stories are numbered in spoken order');
    const leads = storyIndices.map((story) => segments.find((segment) => segment.story === story)!);
    assert.equal(leads[0]!.speaker, 'host', 'the host opens the first story');
    assert.ok(leads.slice(1).every((lead) => /^(Thanks|Got it|Right|Okay|Moving on)\b/.test(lead.text)), 'every later story opens with a hand-over');
    const turns = storyIndices.map((story) => segments.filter((segment) => segment.story === story));
    assert.ok(turns.filter((storyTurns) => storyTurns.length >= 2).length >= storyIndices.length / 2, 'most stories are an exchange');
    for (const storyTurns of turns) {
      storyTurns.slice(1).forEach((turn, index) => assert.notEqual(turn.speaker, storyTurns[index]!.speaker, 'turns within a story alternate'));
      assert.ok(storyTurns.every((turn) => JSON.stringify(turn.articles) === JSON.stringify(storyTurns[0]!.articles)), 'every turn cites the story');
    }

    assert.equal(transcript.chapters.length, storyIndices.length + 2, 'one chapter per story, not per turn');
    assert.deepEqual(transcript.chapters.slice(1, -1).map((chapter: { url: string }) => chapter.url), turns.map((storyTurns) => storyTurns[0]!.articles[0]!.url));
    turns.forEach((storyTurns, index) => {
      assert.equal(transcript.chapters[index + 1].start_seconds, storyTurns[0]!.start_seconds);
      assert.equal(transcript.chapters[index + 1].end_seconds, storyTurns.at(-1)!.end_seconds);
    });

    const spans = [...vtt.matchAll(/^<v ([^>]+)>/gm)].map((match) => match[1]);
    assert.ok(spans.includes('Joanna') && spans.includes('Matthew'), 'captions name who speaks');
    assert.equal(spans.length, vtt.split('\n\n').filter((block) => / --> /.test(block)).length, 'every cue is a voice span');
  });

  it('leaves a bulletin profile as it was: one voice, one segment per part, no voice spans', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content());
    const { transcript, vtt, segments } = await producedBriefing(owner, profileId);
    assert.ok(segments.every((segment) => segment.speaker === 'host'));
    assert.deepEqual(segments.map((segment) => segment.story), [null, ...segments.slice(1, -1).map((_, index) => index), null]);
    assert.equal(transcript.speakers.co_host, null);
    assert.equal(transcript.chapters.length, segments.length);
    assert.doesNotMatch(vtt, /<v /);
  });

  it('speaks each host in an audibly different voice offline, also two voices of one gender', async () => {
    const text = 'The central bank left its interest rate unchanged on Tuesday, and said inflation was falling faster than expected.';
    const pitchOf = async (voiceId: string) => {
      const { AudioStream } = await polly().send(new SynthesizeSpeechCommand({ Text: text, OutputFormat: 'pcm', SampleRate: '16000', VoiceId: voiceId as 'Joanna', Engine: 'neural' }));
      return medianPitchHz(Buffer.from(await AudioStream!.transformToByteArray()), 16000);
    };
    const [joanna, matthew, ruth] = await Promise.all([pitchOf('Joanna'), pitchOf('Matthew'), pitchOf('Ruth')]);
    assert.ok(joanna / matthew > 1.4, `Joanna ${joanna.toFixed(0)} Hz, Matthew ${matthew.toFixed(0)} Hz`);
    assert.ok(Math.abs(ruth - joanna) / joanna > 0.15, `Joanna ${joanna.toFixed(0)} Hz, Ruth ${ruth.toFixed(0)} Hz`);
  });
});
