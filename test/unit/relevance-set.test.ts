import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelledSet, overallFigures, precisionOf, relevanceFigures } from '../helpers/relevance-set.ts';

describe('relevance on the hand-labelled set', () => {
  it('holds at least 200 items labelled against at least 10 interests', () => {
    const { interests, items } = labelledSet();

    assert.ok(items.length >= 200, `${items.length} items`);
    assert.ok(interests.length >= 10, `${interests.length} interests`);
    assert.ok(interests.every((interest) => items.some(({ about }) => about.includes(interest))), 'every interest has stories about it');
  });

  it('chooses stories that are about the interest at least 90 % of the time', () => {
    const overall = overallFigures(relevanceFigures());

    assert.ok(precisionOf(overall) >= 0.9, `precision ${(precisionOf(overall) * 100).toFixed(1)} % (${overall.correct} of ${overall.chosen})`);
  });
});
