import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { interleaveSources, scoreItems } from '#domain/script/ranking';
import type { ScriptItem } from '#domain/script/types';
import { makeItem } from '../helpers/script-material.ts';

const NOW = 1_800_000_000;
const rankItems = (items: ScriptItem[], interests: string[], now: number) => interleaveSources(scoreItems(items, interests, now));
const HOUR = 3600;
const ids = (ranked: Array<{ item: { id: string } }>) => ranked.map(({ item }) => item.id);

describe('ranking: scoreItems then interleaveSources', () => {
  it('puts the stories that match the interests first, title hits above body mentions', () => {
    // Prepare: same age for all, the matches spread over two sources.
    const items = [
      makeItem({ id: 'sport', title: 'Local team wins the cup final', published_at: NOW - HOUR }),
      makeItem({ id: 'ai-title', source_id: 'src_b', title: 'New AI model beats doctors at reading scans', published_at: NOW - HOUR }),
      makeItem({ id: 'weather', title: 'Storm warning for the coast', published_at: NOW - HOUR }),
      makeItem({ id: 'ai-body', title: 'Hospital budget approved', text: 'The budget includes money for artificial intelligence tools. Staff welcomed it.', published_at: NOW - HOUR }),
      makeItem({ id: 'ai-phrase', title: 'Artificial intelligence rules agreed in Brussels', published_at: NOW - HOUR }),
      makeItem({ id: 'markets', source_id: 'src_b', title: 'Markets close higher', published_at: NOW - HOUR }),
    ];

    // Act
    const ranked = rankItems(items, ['artificial intelligence', 'AI'], NOW);

    // Assess
    assert.deepEqual(new Set(ids(ranked).slice(0, 3)), new Set(['ai-title', 'ai-phrase', 'ai-body']));
    assert.equal(ids(ranked)[2], 'ai-body', 'a body-only mention ranks below title matches');
    assert.ok(ranked.slice(3).every(({ relevance }) => relevance === 0));
  });

  it('matches interests regardless of case and plural or verb endings', () => {
    const items = [
      makeItem({ id: 'a', title: 'City council debates parking fees', published_at: NOW }),
      makeItem({ id: 'b', title: 'ROBOT deliveries regulated in three states', published_at: NOW - 5 * HOUR }),
    ];

    const ranked = rankItems(items, ['robots', 'regulating'], NOW);

    assert.deepEqual(ids(ranked), ['b', 'a']);
  });

  it('orders by recency when the profile has no interests, unknown dates counting as a day old', () => {
    const items = [
      makeItem({ id: 'week-old', published_at: NOW - 7 * 24 * HOUR }),
      makeItem({ id: 'undated', source_id: 'src_b', published_at: null }),
      makeItem({ id: 'fresh', source_id: 'src_c', published_at: NOW - HOUR }),
      makeItem({ id: 'two-days', source_id: 'src_d', published_at: NOW - 48 * HOUR }),
    ];

    const ranked = rankItems(items, [], NOW);

    assert.deepEqual(ids(ranked), ['fresh', 'undated', 'two-days', 'week-old']);
    assert.equal(ranked.find(({ item }) => item.id === 'undated')?.recency, 0.5);
  });

  it('prefers recent matches over stale matches of the same strength', () => {
    const items = [
      makeItem({ id: 'old', title: 'Climate talks resume', published_at: NOW - 72 * HOUR }),
      makeItem({ id: 'new', source_id: 'src_b', title: 'Climate talks stall', published_at: NOW - 2 * HOUR }),
    ];

    assert.deepEqual(ids(rankItems(items, ['climate'], NOW)), ['new', 'old']);
  });

  it('interleaves sources so a prolific feed does not take every top place', () => {
    // Six newer stories from one feed, two slightly older ones from another.
    const prolific = [1, 2, 3, 4, 5, 6].map((hours) => makeItem({ id: `a${hours}`, published_at: NOW - hours * HOUR }));
    const other = [7, 8].map((hours) => makeItem({ id: `b${hours}`, source_id: 'src_b', published_at: NOW - hours * HOUR }));

    const ranked = rankItems([...prolific, ...other], [], NOW);

    const topThree = ranked.slice(0, 3).map(({ item }) => item.source_id);
    assert.ok(topThree.includes('src_b'), `top three came from ${topThree.join(', ')}`);
    assert.deepEqual(ids(ranked).filter((id) => id.startsWith('a')), ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'], 'each feed keeps its own order');
  });

  it('does not let diversity overturn a clear relevance difference', () => {
    const items = [
      makeItem({ id: 'a-match-1', title: 'Quantum computing milestone', published_at: NOW }),
      makeItem({ id: 'a-match-2', title: 'Quantum computing startup raises funds', published_at: NOW }),
      makeItem({ id: 'b-other', source_id: 'src_b', title: 'Bakery opens downtown', published_at: NOW }),
    ];

    assert.deepEqual(ids(rankItems(items, ['quantum computing'], NOW)), ['a-match-1', 'a-match-2', 'b-other']);
  });

  it('is deterministic: input order does not matter and equal scores fall back to id order', () => {
    const items = ['d', 'b', 'e', 'a', 'c'].map((id, index) => makeItem({ id, source_id: `src_${index}`, published_at: NOW - HOUR }));

    const forward = ids(rankItems(items, ['nothing matches'], NOW));
    const backward = ids(rankItems([...items].reverse(), ['nothing matches'], NOW));

    assert.deepEqual(forward, ['a', 'b', 'c', 'd', 'e']);
    assert.deepEqual(backward, forward);
  });
});
