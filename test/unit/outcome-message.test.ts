import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nothingNewMessage, shortfallMessage, spokenDuration } from '#domain/briefings/pipeline/outcome-message';

const counts = (overrides: Partial<Parameters<typeof nothingNewMessage>[0]> = {}) =>
  ({ items: 50, fresh: 42, on_topic: 5, untold: 3, max_item_age_days: 7, has_interests: true, ...overrides });

describe('job messages say what the sources offered', () => {
  it('says why there is nothing to tell, from the step that left nothing, never blaming a previous briefing', () => {
    assert.equal(nothingNewMessage(counts({ on_topic: 0, untold: 0 })), 'None of the 42 fresh items matched your interests, so no audio was made');
    assert.equal(nothingNewMessage(counts({ fresh: 0, on_topic: 0, untold: 0 })), "None of the 50 items of the profile's sources is from the last 7 days, so no audio was made");
    assert.equal(nothingNewMessage(counts({ items: 0, fresh: 0, on_topic: 0, untold: 0 })), "The profile's sources gave no items, so no audio was made");
    assert.equal(nothingNewMessage(counts({ untold: 0 })), 'All 5 fresh stories on your interests were told in earlier briefings or repeat one that was, so no audio was made');
    assert.equal(nothingNewMessage(counts({ on_topic: 1, untold: 0, has_interests: false })), 'The one fresh story was told in an earlier briefing, so no audio was made');
    for (const material of [counts({ on_topic: 0, untold: 0 }), counts({ fresh: 0 }), counts({ untold: 0 })]) {
      assert.doesNotMatch(nothingNewMessage(material), /since the last briefing/);
    }
  });

  it('says how many stories a short briefing tells, in how long, and where the other fresh items went', () => {
    assert.equal(
      shortfallMessage(counts(), 3, 100, 180),
      '3 new stories on your interests, 1 minute 40 of the 3 minutes asked for: of the 42 fresh items, 37 were on other subjects and 2 were told before or repeated another story',
    );
    assert.equal(
      shortfallMessage(counts({ fresh: 1, on_topic: 1, untold: 1, has_interests: false }), 1, 45, 300),
      '1 new story, 45 seconds of the 5 minutes asked for: the sources had no other fresh item',
    );
  });

  it('words durations as a listener says them', () => {
    assert.deepEqual([spokenDuration(45), spokenDuration(60), spokenDuration(100), spokenDuration(125.4)], ['45 seconds', '1 minute', '1 minute 40', '2 minutes 05']);
  });
});
