import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { eventEvidence, eventMarks, markKeys, materialOf } from '#domain/briefings/script/clustering';

interface LabelledItem { id: string; title: string; text: string }
const tuning = (JSON.parse(readFileSync(new URL('../fixtures/clustering/tuning.json', import.meta.url), 'utf8')) as { items: LabelledItem[] }).items;

describe('the pairs grouping weighs', () => {
  it('leaves unweighed only pairs of reports without evidence: reports that share no mark share nothing of one event', () => {
    const marks = tuning.map((item) => eventMarks(item, 'en'));
    const material = materialOf(marks);
    const keys = marks.map((report) => markKeys(report, material));
    let unweighed = 0;
    for (let i = 0; i < marks.length; i++) {
      for (let j = i + 1; j < marks.length; j++) {
        if ([...keys[i]!].some((key) => keys[j]!.has(key))) continue;
        unweighed += 1;
        assert.equal(eventEvidence(marks[i]!, marks[j]!, material), 0, `${tuning[i]!.id} and ${tuning[j]!.id}`);
        assert.equal(eventEvidence(marks[j]!, marks[i]!, material), 0, `${tuning[j]!.id} and ${tuning[i]!.id}`);
      }
    }
    assert.ok(unweighed > marks.length, 'most pairs share no mark');
  });
});
