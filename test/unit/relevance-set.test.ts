import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelledSet, languageSet, languageSetFigures, overallFigures, precisionOf, recallOf, relevanceFigures } from '../helpers/relevance-set.ts';

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

  it('on the four-language tuning set, with each interest named in the item language, chooses what is about it and finds most of it', () => {
    const set = languageSet('tuning-languages.json');
    const overall = overallFigures(languageSetFigures(set));

    assert.deepEqual([...new Set(set.items.map((item) => item.language))].sort(), ['de', 'en', 'es', 'fr']);
    assert.ok(precisionOf(overall) >= 0.9, `precision ${(precisionOf(overall) * 100).toFixed(1)} %`);
    assert.ok(recallOf(overall) >= 0.85, `recall ${(recallOf(overall) * 100).toFixed(1)} %`);
  });

  it('on the tuning set of further topics, a person and a company, chooses what is about it and finds most of it', () => {
    const overall = overallFigures(languageSetFigures(languageSet('tuning-topics.json')));

    assert.ok(precisionOf(overall) >= 0.9, `precision ${(precisionOf(overall) * 100).toFixed(1)} %`);
    assert.ok(recallOf(overall) >= 0.75, `recall ${(recallOf(overall) * 100).toFixed(1)} %`);
  });

  it('on the tuning set of stories that rarely name their topic, with hard negatives, chooses what is about it and finds most of it', () => {
    const set = languageSet('tuning-recall.json');
    const overall = overallFigures(languageSetFigures(set));

    assert.ok(set.items.length >= 120, `${set.items.length} items`);
    assert.ok(precisionOf(overall) >= 0.9, `precision ${(precisionOf(overall) * 100).toFixed(1)} %`);
    assert.ok(recallOf(overall) >= 0.85, `recall ${(recallOf(overall) * 100).toFixed(1)} %`);
  });

  it('on the tuning set written in other voices, with near-topic negatives and a namesake, chooses what is about it and finds most of it', () => {
    const set = languageSet('tuning-recall-2.json');
    const overall = overallFigures(languageSetFigures(set));

    assert.ok(set.items.length >= 80, `${set.items.length} items`);
    assert.deepEqual([...new Set(set.items.map((item) => item.language))].sort(), ['de', 'en', 'es', 'fr']);
    assert.ok(precisionOf(overall) >= 0.9, `precision ${(precisionOf(overall) * 100).toFixed(1)} %`);
    assert.ok(recallOf(overall) >= 0.85, `recall ${(recallOf(overall) * 100).toFixed(1)} %`);
  });

  it('on the five tuning sets of hard negatives, in four languages and five voices, takes few of them and keeps the true stories beside them', () => {
    for (const file of ['tuning-precision.json', 'tuning-precision-2.json', 'tuning-general-3.json', 'tuning-football.json', 'tuning-football-2.json']) {
      const set = languageSet(file);
      const overall = overallFigures(languageSetFigures(set));

      assert.deepEqual([...new Set(set.items.map((item) => item.language))].sort(), ['de', 'en', 'es', 'fr'], file);
      assert.ok(precisionOf(overall) >= 0.9, `${file}: precision ${(precisionOf(overall) * 100).toFixed(1)} %`);
      assert.ok(recallOf(overall) >= 0.85, `${file}: recall ${(recallOf(overall) * 100).toFixed(1)} %`);
    }
  });

  it('on the tuning set of round-ups, side roles and backdrops, takes few of them and keeps the round-ups of one topic and the roles as subjects', () => {
    const set = languageSet('tuning-roundups.json');
    const overall = overallFigures(languageSetFigures(set));

    assert.ok(set.items.length >= 60, `${set.items.length} items`);
    assert.deepEqual([...new Set(set.items.map((item) => item.language))].sort(), ['de', 'en', 'es', 'fr']);
    assert.ok(precisionOf(overall) >= 0.8, `precision ${(precisionOf(overall) * 100).toFixed(1)} %`);
    assert.ok(recallOf(overall) >= 0.9, `recall ${(recallOf(overall) * 100).toFixed(1)} %`);
  });
});
