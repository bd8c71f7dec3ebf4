import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { writeScript } from '#domain/briefings/script';
import { storyFingerprint } from '#domain/briefings/script/dedupe';
import { makeItem, profileFor } from '../helpers/script-material.ts';

const NOW = 1_800_000_000;
const HOUR = 3600;
const DAY = 24 * HOUR;

const toldIds = async (items: Parameters<typeof writeScript>[0]['items'], extra: Partial<Parameters<typeof writeScript>[0]> = {}, maxItemAgeDays?: number) => {
  const profile = maxItemAgeDays === undefined ? profileFor() : { ...profileFor(), max_item_age_days: maxItemAgeDays };
  const script = await writeScript({ profile, items, alreadyCovered: [], engine: 'neural', now: NOW, ...extra });
  return [...script.item_ids].sort();
};

describe('fresh stories only', () => {
  it('never reads a story older than a week as news by default, nor one from years ago', async () => {
    const items = [
      makeItem({ id: 'today', published_at: NOW - 2 * HOUR }),
      makeItem({ id: 'six-days', source_id: 'src_b', published_at: NOW - 6 * DAY }),
      makeItem({ id: 'weeks-old', source_id: 'src_c', published_at: NOW - 20 * DAY }),
      makeItem({ id: 'from-2016', source_id: 'src_d', published_at: Date.UTC(2016, 5, 1) / 1000 }),
    ];

    assert.deepEqual(await toldIds(items), ['six-days', 'today']);
  });

  it("follows the profile's max_item_age_days", async () => {
    const items = [
      makeItem({ id: 'today', published_at: NOW - 2 * HOUR }),
      makeItem({ id: 'two-days', source_id: 'src_b', published_at: NOW - 2 * DAY }),
      makeItem({ id: 'twenty-days', source_id: 'src_c', published_at: NOW - 20 * DAY }),
    ];

    assert.deepEqual(await toldIds(items, {}, 1), ['today']);
    assert.deepEqual(await toldIds(items, {}, 30), ['today', 'twenty-days', 'two-days']);
  });

  it('tells a fresh story an earlier briefing left out, and not one it told under another link', async () => {
    const told = makeItem({ id: 'told', title: 'Harbour authority approves second container terminal', published_at: NOW - 30 * HOUR });
    const items = [
      makeItem({ id: 'left-out', source_id: 'src_b', title: 'Library extends its opening hours', published_at: NOW - 30 * HOUR }),
      { ...told, id: 'told-again', url: 'https://b.example/harbour-terminal' },
      makeItem({ id: 'since', source_id: 'src_c', published_at: NOW - 3 * HOUR }),
    ];

    assert.deepEqual(await toldIds(items, { told: [storyFingerprint(told)] }), ['left-out', 'since']);
  });

  it('counts what the sources offered at each step', async () => {
    const text = 'The harbour board confirmed the plan on Monday. The change takes effect next month at the harbour.';
    const items = [
      makeItem({ id: 'old', title: 'Harbour fees rise', text, published_at: NOW - 20 * DAY }),
      makeItem({ id: 'harbour', title: 'Harbour authority approves terminal', text, published_at: NOW - 2 * HOUR }),
      makeItem({ id: 'told-harbour', source_id: 'src_b', title: 'Harbour dredging starts', text: `Dredging began. ${text}`, published_at: NOW - 3 * HOUR }),
      makeItem({ id: 'library', source_id: 'src_c', title: 'Library opens late', published_at: NOW - 4 * HOUR }),
    ];
    const script = await writeScript({
      profile: profileFor({ interests: ['harbour'] }), items, alreadyCovered: ['told-harbour'], engine: 'neural', now: NOW,
    });

    assert.deepEqual(script.material, { items: 4, fresh: 3, on_topic: 2, untold: 1, max_item_age_days: 7, has_interests: true });
    assert.deepEqual(script.item_ids, ['harbour']);
  });

  it('dates an undated story from when it was first seen', async () => {
    const items = [
      makeItem({ id: 'undated-new', published_at: null }),
      makeItem({ id: 'undated-old', source_id: 'src_b', published_at: null }),
    ];

    assert.deepEqual(await toldIds(items, { firstSeen: { 'undated-new': NOW, 'undated-old': NOW - 9 * DAY } }), ['undated-new']);
  });
});
