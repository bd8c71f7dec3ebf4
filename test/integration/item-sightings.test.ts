import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recordSightings } from '#store/briefings/item-sightings';
import { useLocalStack } from '../helpers/local-stack.ts';

const { newAccount } = useLocalStack();
const DAY = 86_400;

describe('item sightings (first-seen times of undated items)', () => {
  it('keeps the first time a profile saw each item, across more items than one batch holds', async () => {
    const owner = await newAccount();
    const t0 = 1_800_000_000;
    const early = Array.from({ length: 130 }, (_, index) => `itm_early${index}`);
    const late = Array.from({ length: 30 }, (_, index) => `itm_late${index}`);

    const first = await recordSightings(owner.userId, 'prof_a', early, t0);
    const second = await recordSightings(owner.userId, 'prof_a', [...early, ...late], t0 + DAY);

    assert.equal(Object.keys(first).length, 130);
    assert.ok(early.every((id) => first[id] === t0 && second[id] === t0), 'seen again, still dated from the first sighting');
    assert.ok(late.every((id) => second[id] === t0 + DAY), 'new items date from now');
  });

  it('keeps each profile apart and forgets a sighting once it has expired', async () => {
    const owner = await newAccount();
    const t0 = 1_800_000_000;
    await recordSightings(owner.userId, 'prof_a', ['itm_x'], t0);

    const otherProfile = await recordSightings(owner.userId, 'prof_b', ['itm_x'], t0 + DAY);
    const longAfter = await recordSightings(owner.userId, 'prof_a', ['itm_x'], t0 + 40 * DAY);

    assert.equal(otherProfile.itm_x, t0 + DAY);
    assert.equal(longAfter.itm_x, t0 + 40 * DAY, 'past its 35-day expiry a sighting counts as new');
  });

  it('renews a sighting whenever the item is seen again', async () => {
    const owner = await newAccount();
    const t0 = 1_800_000_000;
    await recordSightings(owner.userId, 'prof_a', ['itm_y'], t0);
    await recordSightings(owner.userId, 'prof_a', ['itm_y'], t0 + 30 * DAY);

    const later = await recordSightings(owner.userId, 'prof_a', ['itm_y'], t0 + 50 * DAY);

    assert.equal(later.itm_y, t0, 'still in its feed after 50 days, still dated from the first sighting');
  });
});
