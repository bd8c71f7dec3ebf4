import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { writeScript } from '#domain/script';
import { freshnessCutoff, PREVIOUS_BRIEFING_OVERLAP_SECONDS } from '#domain/script/freshness';
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

  it('skips what came out before the previous briefing, less a small overlap', async () => {
    const previous = NOW - 10 * HOUR;
    const notBefore = freshnessCutoff({ now: NOW, maxItemAgeDays: 7, previousBriefingStartedAt: previous });
    const items = [
      makeItem({ id: 'since', published_at: NOW - 3 * HOUR }),
      makeItem({ id: 'just-before', source_id: 'src_b', published_at: previous - PREVIOUS_BRIEFING_OVERLAP_SECONDS / 2 }),
      makeItem({ id: 'long-before', source_id: 'src_c', published_at: previous - 5 * HOUR }),
    ];

    assert.equal(notBefore, previous - PREVIOUS_BRIEFING_OVERLAP_SECONDS);
    assert.deepEqual(await toldIds(items, { notBefore }), ['just-before', 'since']);
  });

  it('keeps the age limit when the previous briefing is older than it', () => {
    assert.equal(freshnessCutoff({ now: NOW, maxItemAgeDays: 3, previousBriefingStartedAt: NOW - 30 * DAY }), NOW - 3 * DAY);
  });

  it('dates an undated story from when it was first seen', async () => {
    const items = [
      makeItem({ id: 'undated-new', published_at: null }),
      makeItem({ id: 'undated-old', source_id: 'src_b', published_at: null }),
    ];

    assert.deepEqual(await toldIds(items, { firstSeen: { 'undated-new': NOW, 'undated-old': NOW - 9 * DAY } }), ['undated-new']);
  });
});
