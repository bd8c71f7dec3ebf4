import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { groups, outlet } from '../helpers/clustering-material.ts';

describe('grouping reports whatever words they use', () => {
  it('groups reports that write a word JavaScript objects also know ("constructor")', () => {
    const picked = outlet('f1', 'Meridian Ledger', 'Shipyard Halvorsen picks constructor for two ferries',
      'Halvorsen chose a constructor for its two new island ferries on Monday. Work on the hulls starts in May.');
    const named = outlet('f2', 'Brightline Wire', 'Halvorsen names constructor of island ferries',
      'The shipyard Halvorsen has named the constructor of its two new island ferries. Work on the hulls will start in May.');
    assert.deepEqual(groups([picked, named]), [['f1', 'f2']]);
  });
});
