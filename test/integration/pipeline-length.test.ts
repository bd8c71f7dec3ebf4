import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createBriefingProfile, startBriefing, useSampleContent, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();
const content = useSampleContent();

/** The promise of a profile's length_minutes: the audio lasts that long within ±10%. */
const TOLERANCE = 0.1;
const LENGTHS = [1, 5, 15];

describe('briefing length', () => {
  const finished = new Map<number, Promise<any>>();

  // All three run at once (one account each, so polling stays within each key's read limit).
  before(async () => {
    for (const minutes of LENGTHS) {
      const owner = await newAccount();
      const profileId = await createBriefingProfile(call, owner.key, content(), { lengthMinutes: minutes });
      const jobId = await startBriefing(call, owner.key, profileId);
      const waiting = waitForBriefing(call, owner.key, jobId);
      waiting.catch(() => undefined); // reported by the test that awaits it
      finished.set(minutes, waiting);
    }
  });

  for (const minutes of LENGTHS) {
    it(`a ${minutes}-minute profile gets ${minutes} minute${minutes === 1 ? '' : 's'} of audio, within ±10%`, async (t) => {
      const briefing = await finished.get(minutes)!;
      assert.equal(briefing.status, 'done', briefing.error);
      const target = minutes * 60;
      const actual = briefing.podcast.length_seconds;
      t.diagnostic(`${actual} s of audio for a ${target} s target`);
      assert.ok(Math.abs(actual - target) <= target * TOLERANCE, `${actual} s of audio for a ${target} s target`);
    });
  }
});
