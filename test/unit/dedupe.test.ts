import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizeTitle, writeScript } from '#domain/script';
import { canonicalUrl, dropAlreadyCovered, dropNearDuplicates } from '#domain/script/dedupe';
import type { ScriptItem } from '#domain/script/types';
import { makeItem, profileFor } from '../helpers/script-material.ts';

const ranked = (...items: ScriptItem[]) => items.map((item) => ({ item }));
const ids = (list: Array<{ item: ScriptItem }>) => list.map(({ item }) => item.id);

describe('dropNearDuplicates', () => {
  it('keeps the best-ranked of stories whose titles nearly match', () => {
    const list = ranked(
      makeItem({ id: 'first', title: 'OpenAI releases GPT-5 model to the public' }),
      makeItem({ id: 'other', title: 'Central bank holds interest rates steady' }),
      makeItem({ id: 'echo', source_id: 'src_b', title: 'OpenAI Releases GPT-5 Model to Public!' }),
    );

    assert.deepEqual(ids(dropNearDuplicates(list)), ['first', 'other']);
  });

  it('drops a second link to the same article, whatever its tracking parameters or spelling', () => {
    const list = ranked(
      makeItem({ id: 'original', title: 'Bridge closure extended', url: 'https://www.news.example/bridge/?id=7' }),
      makeItem({ id: 'tracked', title: 'Commuters face months of detours', url: 'http://news.example/bridge?utm_source=rss&id=7#top' }),
    );

    assert.deepEqual(ids(dropNearDuplicates(list)), ['original']);
    assert.equal(canonicalUrl('https://WWW.News.Example/a/b/?utm_medium=x&b=2&a=1'), 'news.example/a/b?a=1&b=2');
  });

  it('keeps different stories that share a few words', () => {
    const list = ranked(
      makeItem({ id: 'a', title: 'Apple unveils new iPhone at September event' }),
      makeItem({ id: 'b', title: 'Apple faces EU fine over App Store rules' }),
      makeItem({ id: 'c', title: 'New iPhone sales beat forecasts in China' }),
    );

    assert.deepEqual(ids(dropNearDuplicates(list)), ['a', 'b', 'c']);
  });
});

describe('dropAlreadyCovered', () => {
  const items = [
    makeItem({ id: 'told-by-id', title: 'Mayor resigns after audit' }),
    makeItem({ id: 'told-by-title', title: 'Flood defences: work to start in May' }),
    makeItem({ id: 'new', title: 'Library extends opening hours' }),
  ];
  const idsOf = (list: ScriptItem[]) => list.map((item) => item.id);

  it('drops stories recent briefings told, by item id or by normalized title', () => {
    const covered = ['told-by-id', normalizeTitle('Flood Defences — Work to Start in May')];

    assert.deepEqual(idsOf(dropAlreadyCovered(items, covered)), ['new']);
  });

  it('treats a similar title as the same story', () => {
    const retold = makeItem({ id: 'retold', source_id: 'src_b', title: 'Work on flood defences to start in May, council says' });

    assert.deepEqual(idsOf(dropAlreadyCovered([...items, retold], [normalizeTitle('Flood defences: work to start in May')])), ['told-by-id', 'new']);
  });

  it('normalizes titles to folded words separated by single spaces', () => {
    assert.equal(normalizeTitle('  Élections: Macron’s “Big” Win!  '), 'elections macron s big win');
  });
});

describe('writeScript filtering', () => {
  it('tells neither duplicates nor stories already covered, keeping the better-ranked copy', async () => {
    const now = 1_800_000_000;
    const items = [
      makeItem({ id: 'covered', title: 'Harbour expansion approved', published_at: now }),
      makeItem({ id: 'stale-copy', title: 'Rail strike called off!', published_at: now - 7200 }),
      makeItem({ id: 'fresh-copy', source_id: 'src_b', title: 'Rail strike called off', published_at: now - 60 }),
      makeItem({ id: 'other', title: 'Museum reopens after renovation', published_at: now - 3600 }),
    ];

    const script = await writeScript({ profile: profileFor(), items, alreadyCovered: ['covered'], engine: 'neural', now });

    assert.deepEqual(script.item_ids, ['fresh-copy', 'other']);
  });
});
