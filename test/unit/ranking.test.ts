import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { interleaveSources, scoreItems } from '#domain/briefings/script/ranking';
import type { ScriptItem } from '#domain/briefings/script/types';
import { makeItem } from '../helpers/script-material.ts';

const NOW = 1_800_000_000;
const rankItems = (items: ScriptItem[], interests: string[], now: number) => interleaveSources(scoreItems(items, interests, now));
const HOUR = 3600;
const ids = (ranked: Array<{ item: { id: string } }>) => ranked.map(({ item }) => item.id);
const chosen = (items: ScriptItem[], interests: string[]) => ids(scoreItems(items, interests, NOW)).sort();
/** Filler prose that names no interest of these tests. */
const FILLER = 'Officials met on Monday to discuss the details. A decision is expected later this month, and critics remain unconvinced.';
/** A story whose text opens by restating its headline, as feed descriptions usually do. */
const story = (id: string, title: string, overrides: Partial<ScriptItem> = {}) => makeItem({ id, title, text: `${title}. ${FILLER}`, ...overrides });

describe('ranking: stories about the interests', () => {
  it('tells stories named in the title or lead first, and leaves out a passing mention in the body', () => {
    const items = [
      story('sport', 'Local team wins the cup final', { published_at: NOW - HOUR }),
      story('ai-title', 'New AI model beats doctors at reading scans', { source_id: 'src_b', published_at: NOW - HOUR }),
      makeItem({ id: 'ai-body', title: 'Hospital budget approved', text: `${FILLER} The budget also includes money for artificial intelligence tools. Staff welcomed it.`, published_at: NOW - HOUR }),
      story('ai-phrase', 'Artificial intelligence rules agreed in Brussels', { published_at: NOW - HOUR }),
      makeItem({ id: 'ai-lead', title: 'Brussels deal struck overnight', text: 'Artificial intelligence systems will need a licence. The artificial intelligence rules apply from 2027.', published_at: NOW - HOUR }),
    ];

    const ranked = rankItems(items, ['artificial intelligence', 'AI'], NOW);

    assert.deepEqual(new Set(ids(ranked)), new Set(['ai-title', 'ai-phrase', 'ai-lead']));
    assert.ok(ranked.every(({ relevance }) => relevance > 0));
  });

  it('matches multi-word interests as phrases, with plurals, possessives and stems, never by one of their words', () => {
    const items = [
      story('possessive', "Central banks' gold buying hits record"),
      story('singular', 'Why the central bank kept rates on hold'),
      story('bank-only', 'Bank profits jump as fees rise'),
      story('central-only', 'Central heating costs climb'),
      story('apart', 'Central station reopens next to the bank'),
    ];

    assert.deepEqual(chosen(items, ['central banks']), ['possessive', 'singular']);
  });

  it('takes the initials of a multi-word interest written in capitals ("EVs") as the interest', () => {
    const items = [
      story('evs', 'EVs outsell diesel cars for the first time'),
      story('phrase', 'Electric-vehicle makers cut prices'),
      story('electric', 'Electric guitar sales surge'),
      story('vehicles', 'Police vehicles get new livery'),
    ];

    assert.deepEqual(chosen(items, ['electric vehicles']), ['evs', 'phrase']);
  });

  it('does not count a headline word the text never takes up', () => {
    const items = [
      makeItem({ id: 'pun', title: 'Energy drinks linked to poor sleep', text: 'Teenagers who drink high-caffeine drinks sleep less, a study of 3,000 pupils found. Researchers want a ban on sales to under-16s.' }),
      makeItem({ id: 'subject', title: 'Energy bills to fall in April', text: 'The energy price cap drops by 7 percent. Suppliers must pass it on.' }),
    ];

    assert.deepEqual(chosen(items, ['energy']), ['subject']);
  });

  it('lets the title speak for a story whose text is only a line, as on link sites', () => {
    const items = [makeItem({ id: 'link-post', title: 'Energy storage startup open-sources its battery firmware', text: 'submitted by /u/gridnerd [link] [comments]' })];

    assert.deepEqual(chosen(items, ['energy']), ['link-post']);
  });

  it('does not count a word inside a lower-case hyphenated modifier, but does inside a named compound', () => {
    const items = [
      story('low-energy', 'A low-energy speech leaves delegates cold'),
      story('energy', 'Energy prices fall for a third month'),
      story('named', 'US-China talks resume in Geneva'),
      story('china-made', 'Teapots: the fine china-ware of a lost era'),
    ];

    assert.deepEqual(chosen(items, ['energy']), ['energy']);
    assert.deepEqual(chosen(items, ['China']), ['named']);
  });

  it('counts body mentions only when they are repeated and dense', () => {
    const once = makeItem({ id: 'once', title: 'Council budget passed', text: `${FILLER} ${FILLER} Solar panels on the town hall are part of it.` });
    const dense = makeItem({
      id: 'dense',
      title: 'What the new plan means for homeowners',
      text: `${FILLER} Solar panels get a grant. Installers of solar panels need a licence. Solar panels on listed buildings are allowed.`,
    });

    assert.deepEqual(chosen([once, dense], ['solar panels']), ['dense']);
  });

  it('leaves a slot empty rather than fill it with an off-topic story', () => {
    const items = [
      story('a', 'Bakery opens downtown', { published_at: NOW }),
      story('b', 'Storm warning for the coast', { source_id: 'src_b', published_at: NOW }),
    ];

    assert.deepEqual(scoreItems(items, ['quantum computing'], NOW), []);
  });

  it('names the interests each story is about, strongest first', () => {
    const items = [makeItem({ id: 'both', title: 'Climate summit: central banks pledge green lending', text: 'Central banks meet in Paris. They said climate risk is a financial risk. Central banks will stress-test lenders.' })];

    const [scored] = scoreItems(items, ['climate', 'central banks', 'football'], NOW);

    assert.deepEqual(scored?.matched_interests, ['central banks', 'climate']);
  });

  it('matches interests regardless of case and plural or verb endings', () => {
    const items = [
      story('a', 'City council debates parking fees', { published_at: NOW }),
      story('b', 'ROBOT deliveries regulated in three states', { published_at: NOW - 5 * HOUR }),
    ];

    assert.deepEqual(ids(rankItems(items, ['robots', 'regulating'], NOW)), ['b']);
  });

  it('prefers recent matches over stale matches of the same strength', () => {
    const items = [
      story('old', 'Climate talks resume', { published_at: NOW - 72 * HOUR }),
      story('new', 'Climate talks stall', { source_id: 'src_b', published_at: NOW - 2 * HOUR }),
    ];

    assert.deepEqual(ids(rankItems(items, ['climate'], NOW)), ['new', 'old']);
  });

  it('does not let diversity overturn a clear relevance difference', () => {
    const items = [
      makeItem({ id: 'a-match-1', title: 'Quantum computing milestone', text: 'Quantum computing passed a test. Quantum computing firms cheered.', published_at: NOW }),
      makeItem({ id: 'a-match-2', title: 'Quantum computing startup raises funds', text: 'The quantum computing startup raised money. Investors like quantum computing.', published_at: NOW }),
      makeItem({ id: 'b-weak', source_id: 'src_b', title: 'Quantum computing course opens', text: `${FILLER} The quantum computing course is free.`, published_at: NOW }),
    ];

    assert.deepEqual(ids(rankItems(items, ['quantum computing'], NOW)), ['a-match-1', 'a-match-2', 'b-weak']);
  });
});

describe('ranking: a profile without interests', () => {
  it('tells the newest first, an undated story counting from when it was first seen (just now without a record)', () => {
    const items = [
      makeItem({ id: 'week-old', published_at: NOW - 7 * 24 * HOUR }),
      makeItem({ id: 'undated-seen-earlier', source_id: 'src_b', published_at: null }),
      makeItem({ id: 'fresh', source_id: 'src_c', published_at: NOW - HOUR }),
      makeItem({ id: 'two-days', source_id: 'src_d', published_at: NOW - 48 * HOUR }),
      makeItem({ id: 'undated-new', source_id: 'src_e', published_at: null }),
    ];
    const firstSeen: Record<string, number> = { 'undated-seen-earlier': NOW - 30 * HOUR };

    const ranked = interleaveSources(scoreItems(items, [], NOW, { datedAt: (item) => item.published_at ?? firstSeen[item.id] ?? null }));

    assert.deepEqual(ids(ranked), ['undated-new', 'fresh', 'undated-seen-earlier', 'two-days', 'week-old']);
  });

  it('prefers a story with enough words to tell over a slightly newer one-liner', () => {
    const items = [
      makeItem({ id: 'one-liner', title: 'Road closed', text: 'Road closed.', published_at: NOW - HOUR }),
      makeItem({ id: 'story', source_id: 'src_b', text: Array.from({ length: 12 }, () => FILLER).join(' '), published_at: NOW - 3 * HOUR }),
    ];

    assert.deepEqual(ids(rankItems(items, [], NOW)), ['story', 'one-liner']);
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

  it('is deterministic: input order does not matter and equal scores fall back to id order', () => {
    const items = ['d', 'b', 'e', 'a', 'c'].map((id, index) => makeItem({ id, source_id: `src_${index}`, published_at: NOW - HOUR }));

    const forward = ids(rankItems(items, [], NOW));
    const backward = ids(rankItems([...items].reverse(), [], NOW));

    assert.deepEqual(forward, ['a', 'b', 'c', 'd', 'e']);
    assert.deepEqual(backward, forward);
  });
});
