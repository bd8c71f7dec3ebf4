import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizeTitle, writeScript } from '#domain/briefings/script';
import { extractArticle } from '#domain/briefings/content/html-page';
import { canonicalUrl, dropAlreadyCovered, dropNearDuplicates, storyFingerprint } from '#domain/briefings/script/dedupe';
import type { ScriptItem } from '#domain/briefings/script/types';
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

describe('canonical links', () => {
  it("names a page's story by its <link rel=\"canonical\">, so a copy reached by another link is the same article", () => {
    const body = '<p>The harbour authority approved a second container terminal on Tuesday after a decade of planning disputes.</p>'.repeat(3);
    const page = (canonical: string) => `<html><head><title>Harbour</title><link rel="canonical" href="${canonical}"></head><body><article>${body}</article></body></html>`;

    const viaShare = extractArticle(page('/news/harbour-terminal'), 'https://news.example/s/x7Yq?utm_source=share');
    const viaAmp = extractArticle(page('https://news.example/news/harbour-terminal'), 'https://news.example/amp/harbour');

    assert.equal(viaShare?.url, 'https://news.example/news/harbour-terminal');
    assert.equal(canonicalUrl(viaShare!.url!), canonicalUrl(viaAmp!.url!));
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
  it('tells no story already covered, and another source\'s copy once, with the better-ranked copy and both cited', async () => {
    const now = 1_800_000_000;
    const items = [
      makeItem({ id: 'covered', title: 'Harbour expansion approved', published_at: now }),
      makeItem({ id: 'stale-copy', title: 'Rail strike called off!', published_at: now - 7200 }),
      makeItem({ id: 'fresh-copy', source_id: 'src_b', title: 'Rail strike called off', published_at: now - 60 }),
      makeItem({ id: 'other', title: 'Museum reopens after renovation', published_at: now - 3600 }),
    ];

    const script = await writeScript({ profile: profileFor(), items, alreadyCovered: ['covered'], engine: 'neural', now });

    assert.deepEqual(script.segments.filter((segment) => segment.story !== null).map((segment) => segment.item_ids), [['fresh-copy', 'stale-copy'], ['other']]);
  });
});

describe('the same article under other links and titles', () => {
  const now = 1_800_000_000;
  const article = 'The harbour authority approved a second container terminal on Tuesday after a decade of planning disputes. '
    + 'Construction of the quay is due to begin in the spring and will take four years, the authority said, '
    + 'with the first ships expected to berth there in 2031. Residents had objected to night-time noise.';
  const wire = makeItem({ id: 'wire', source_id: 'src_wire', title: 'Harbour authority approves second container terminal', url: 'https://wire.example/2030/harbour?utm_source=rss', text: article, published_at: now - 3600 });
  const syndicated = makeItem({
    id: 'syndicated', source_id: 'src_paper', title: 'Decade-long port row ends with green light for new quay',
    url: 'https://paper.example/news/local/port-row-ends', text: `${article} Read more on our website.`, published_at: now - 1800,
  });
  const other = makeItem({ id: 'other', source_id: 'src_paper', title: 'Museum reopens after renovation', published_at: now - 600 });

  it('tells it once when two sources carry it', async () => {
    const script = await writeScript({ profile: profileFor(), items: [wire, syndicated, other], alreadyCovered: [], engine: 'neural', now });

    const carrying = script.segments.filter((segment) => segment.item_ids.includes('wire') || segment.item_ids.includes('syndicated'));
    assert.deepEqual(carrying.map((segment) => segment.item_ids.sort()), [['syndicated', 'wire']]);
    assert.ok(script.item_ids.includes('other'));
  });

  it('does not tell it again in the next briefing, whichever copy comes back', async () => {
    const first = await writeScript({ profile: profileFor(), items: [wire, other], alreadyCovered: [], engine: 'neural', now });
    const told = [wire, other].filter((item) => first.item_ids.includes(item.id)).map(storyFingerprint);

    const next = await writeScript({ profile: profileFor(), items: [syndicated], alreadyCovered: first.item_ids, told, engine: 'neural', now: now + 3600 });

    assert.deepEqual(first.item_ids.sort(), ['other', 'wire']);
    assert.deepEqual(next.item_ids, []);
  });

  it('recognises a copy whose feed carries only the opening paragraph', () => {
    const teaser = makeItem({ id: 'teaser', source_id: 'src_c', title: 'Port gets its terminal', url: null, text: article.split('. ').slice(0, 2).join('. ') });

    assert.deepEqual(dropAlreadyCovered([teaser], [], [storyFingerprint(wire)]), []);
  });

  it('keeps different articles that share stock phrasing', () => {
    const stock = 'Officials confirmed the plan on Monday. The change takes effect next month. Critics say the details remain unclear.';
    const a = makeItem({ id: 'a', title: 'Bus fares rise', text: `${stock} Fares rise by ten cents on all routes from March, the transit board decided after a long debate.` });
    const b = makeItem({ id: 'b', source_id: 'src_b', title: 'School meals go free', text: `${stock} Every primary pupil will get a free lunch from September, paid for by a new levy on sugary drinks.` });

    assert.deepEqual(ids(dropNearDuplicates(ranked(a, b))), ['a', 'b']);
  });
});
