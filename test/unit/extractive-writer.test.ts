import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { estimateSpeechSeconds, SEGMENT_PAUSE_SECONDS, type SpeechEngine } from '#domain/briefings/audio';
import { writeScript } from '#domain/briefings/script';
import type { Script, ScriptItem } from '#domain/briefings/script/types';
import { feedItems, makeItem, profileFor } from '../helpers/script-material.ts';

/** Counted independently of the code under test: tokens holding a letter or a digit. */
const spokenWordCount = (script: Script) =>
  script.segments.flatMap((segment) => segment.text.split(/\s+/)).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
/** Each segment is synthesized on its own, so the script lasts as long as its segments together, with a pause between two. */
const estimatedSeconds = (script: Script, engine: SpeechEngine) =>
  script.segments.reduce((sum, segment) => sum + estimateSpeechSeconds(segment.text, engine), 0) + (script.segments.length - 1) * SEGMENT_PAUSE_SECONDS;

// 2018-02-01 07:30 UTC: a few hours after the newest Guardian fixture item.
const NOW = Date.UTC(2018, 1, 1, 7, 30) / 1000;
const material: ScriptItem[] = [
  ...feedItems('guardian.rss', { id: 'src_guardian', name: 'The Guardian', url: 'https://www.theguardian.com/us' }),
  ...feedItems('content-encoded.rss', { id: 'src_medium', name: 'Food in Environment', url: 'https://medium.com/feed' }),
];

describe('extractive writer', () => {
  let previousWriter: string | undefined;
  beforeEach(() => {
    previousWriter = process.env.SCRIPT_WRITER;
    delete process.env.SCRIPT_WRITER;
  });
  afterEach(() => {
    if (previousWriter === undefined) delete process.env.SCRIPT_WRITER;
    else process.env.SCRIPT_WRITER = previousWriter;
  });

  for (const [minutes, engine] of [[1, 'neural'], [5, 'neural'], [15, 'neural'], [5, 'standard']] as const) {
    it(`fits ${minutes} minute(s) of ${engine} speech within ±5% from real feed material`, async () => {
      const target = minutes * 60;

      const script = await writeScript({
        // No interests and the oldest allowed news: every fixture story may be told, so the length is the only limit.
        profile: { ...profileFor({ length_minutes: minutes }), max_item_age_days: 30 },
        items: material,
        alreadyCovered: [],
        engine,
        now: NOW,
      });

      const seconds = estimatedSeconds(script, engine);
      assert.equal(script.word_count, spokenWordCount(script));
      assert.ok(Math.abs(seconds - target) <= target * 0.05, `${seconds.toFixed(1)} s for a target of ${target} s`);
      assert.ok(script.item_ids.length >= 2, 'more than one story is told');
      assert.equal(script.short_of_material, false);
      assert.doesNotMatch(script.segments.at(-1)?.text ?? '', /There (was|were) only/, 'no shortfall is announced');
    });
  }

  it('fits a German briefing from a German feed', async () => {
    const heise = feedItems('heise.atom', { id: 'src_heise', name: 'heise developer', url: 'https://www.heise.de/developer/' });

    const script = await writeScript({
      profile: profileFor({ language: 'de', length_minutes: 1 }),
      items: heise,
      alreadyCovered: [],
      engine: 'neural',
      now: Date.UTC(2016, 1, 1, 18) / 1000,
    });

    const seconds = estimatedSeconds(script, 'neural');
    assert.ok(Math.abs(seconds - 60) <= 3, `${seconds.toFixed(1)} s`);
    assert.match(script.segments[1]?.text ?? '', /^Zuerst berichtete heise developer (heute|gestern|am \w+|am \d+\. \w+( \d{4})?): Java-Anwendungsserver: Red Hat gibt WildFly 10 frei\. /);
  });

  it('uses all of short material and reports its real length instead of padding', async () => {
    const items = [
      makeItem({ id: 'one', title: 'Harbour expansion approved', published_at: NOW - 3600 }),
      makeItem({ id: 'two', source_id: 'src_b', source_name: 'Source B', title: 'Museum reopens', published_at: NOW - 7200 }),
    ];

    const script = await writeScript({ profile: profileFor({ length_minutes: 15 }), items, alreadyCovered: [], engine: 'neural', now: NOW });

    assert.deepEqual(script.item_ids, ['one', 'two']);
    assert.equal(script.word_count, spokenWordCount(script));
    assert.ok(script.word_count < 100, `${script.word_count} words`);
    assert.equal(script.short_of_material, true);
    assert.match(script.segments.at(-1)?.text ?? '', /^There were only 2 new stories, so this briefing runs about \d+ seconds instead of 15 minutes\./);
    for (const sentence of ['Officials confirmed the plan on Monday.', 'The change takes effect next month.', 'Critics say the details remain unclear.']) {
      assert.equal(script.segments.filter((segment) => segment.text.includes(sentence)).length, 2, `every story reads "${sentence}"`);
    }
  });

  it('tells a story with no complete sentence by its headline once the readable stories run out', async () => {
    const items = [
      makeItem({ id: 'full', title: 'Harbour expansion approved', published_at: NOW - 3600 }),
      makeItem({ id: 'teaser', source_id: 'src_b', source_name: 'Source B', title: 'Bank of Japan lifts its policy rate', text: 'The Bank of Japan raised its policy rate on Friday as…', published_at: NOW - 1800 }),
    ];

    const script = await writeScript({ profile: profileFor({ length_minutes: 2 }), items, alreadyCovered: [], engine: 'neural', now: NOW });

    assert.deepEqual([...script.item_ids].sort(), ['full', 'teaser']);
    const teaser = script.segments.find((segment) => segment.item_ids.includes('teaser'));
    assert.match(teaser?.text ?? '', /Source B .*: Bank of Japan lifts its policy rate\.$/, 'the headline, not the cut sentence');
    assert.match(script.segments.at(-1)?.text ?? '', /^There were only 2 new stories/);
  });

  it('still tells the top story when even its lead sentence is longer than the budget', async () => {
    const runOn = `The report ${'and its annex '.repeat(100)}was published today.`;

    const script = await writeScript({
      profile: profileFor({ length_minutes: 1 }),
      items: [makeItem({ id: 'long', text: runOn, published_at: NOW })],
      alreadyCovered: [],
      engine: 'neural',
      now: NOW,
    });

    assert.deepEqual(script.item_ids, ['long']);
    assert.ok(script.word_count > 200, `${script.word_count} words`);
  });

    it('frames the stories with an intro, transitions naming source and title, and an outro; ids on every story', async () => {
    const items = [
      makeItem({ id: 'top', title: 'Harbour expansion approved', published_at: NOW - 60 }),
      makeItem({ id: 'second', source_id: 'src_b', source_name: 'Source B', title: 'Museum reopens?', url: null, source_url: 'https://b.example/', published_at: NOW - 3600 }),
    ];

    const script = await writeScript({
      profile: profileFor({ name: 'City', length_minutes: 1 }),
      items,
      alreadyCovered: [],
      engine: 'neural',
      now: NOW,
      timeZone: 'Europe/London',
    });

    const [intro, first, second, outro] = script.segments;
    assert.equal(script.segments.length, 4);
    assert.equal(intro?.text, 'Good morning. This is your City briefing for Thursday, February 1, with 2 stories.');
    assert.match(first?.text ?? '', /^First, Source A reported this morning: Harbour expansion approved\. Officials confirmed/);
    assert.match(second?.text ?? '', /^Finally, Source B reported this morning: Museum reopens\? Officials confirmed/);
    assert.equal(outro?.text, "There were only 2 new stories, so this briefing runs about 40 seconds instead of 1 minute. That's all for this briefing. Thanks for listening.");
    assert.equal(script.short_of_material, true);
    assert.deepEqual([intro?.item_ids, intro?.source_ids, outro?.item_ids], [[], [], []]);
    assert.deepEqual([first?.item_ids, first?.source_ids, second?.item_ids, second?.source_ids], [['top'], ['src_a'], ['second'], ['src_b']]);
    assert.deepEqual(script.item_ids, ['top', 'second']);
    assert.equal(script.headline, 'Harbour expansion approved');
    const topArticle = { title: 'Harbour expansion approved', url: 'https://a.example/top', source_name: 'Source A', published_at: NOW - 60 };
    const secondArticle = { title: 'Museum reopens?', url: 'https://b.example/', source_name: 'Source B', published_at: NOW - 3600 };
    assert.deepEqual([intro?.articles, first?.articles, second?.articles, outro?.articles], [[], [topArticle], [secondArticle], []]);
    assert.deepEqual(script.bullets, [
      { text: 'Officials confirmed the plan on Monday.', sources: [{ name: 'Source A', url: 'https://a.example/top' }], articles: [topArticle] },
      { text: 'Officials confirmed the plan on Monday.', sources: [{ name: 'Source B', url: 'https://b.example/' }], articles: [secondArticle] },
    ]);
  });

  it('reads only clean prose: no links, calls to action, feed boilerplate, emoji or cut-off sentences', async () => {
    const text = [
      'The city approved the new tram line on Tuesday 🚋🚋🚋 after a long debate.',
      'Construction starts in spring, see https://city.example/tram?utm_source=rss for maps.',
      'Related: Earlier tram plans stalled',
      'Read more at the city website.',
      'The post Tram line approved appeared first on City News.',
      'Residents along the route will be consulted about …',
    ].join('\n');

    const script = await writeScript({
      profile: profileFor({ length_minutes: 2 }),
      items: [makeItem({ id: 'tram', title: 'Tram line approved 🎉', text })],
      alreadyCovered: [],
      engine: 'neural',
      now: NOW,
    });

    const story = script.segments[1]?.text ?? '';
    assert.equal(story, 'From Source A: Tram line approved. The city approved the new tram line on Tuesday after a long debate. Construction starts in spring, see for maps.');
    assert.equal(script.headline, 'Tram line approved');
  });

  for (const [timeZone, greeting] of [['Europe/Berlin', 'Good morning.'], ['Asia/Tokyo', 'Good afternoon.'], ['America/New_York', 'Good evening.']] as const) {
    it(`greets by the local hour of the time zone (${timeZone})`, async () => {
      const script = await writeScript({
        profile: profileFor({ length_minutes: 1 }),
        items: [makeItem({ id: 'only', published_at: NOW })],
        alreadyCovered: [],
        engine: 'neural',
        now: NOW,
        timeZone,
      });

      assert.ok(script.segments[0]?.text.startsWith(`${greeting} This is your Daily briefing for Thursday, February 1,`), script.segments[0]?.text);
    });
  }

  for (const [language, intro, transition] of [
    ['de', /^Hallo\. Hier ist Ihr Daily Briefing für Donnerstag, 1\. Februar, mit 1 Meldung\.$/, /^Source A berichtete heute Morgen: /],
    ['fr-CA', /^Bonjour\. Voici votre Daily briefing du jeudi 1 février, avec 1 sujet\.$/, /^Source A rapportait ce matin : /],
    ['es', /^Hola\. Este es tu Daily resumen del jueves, 1 de febrero, con 1 noticia\.$/, /^Source A informó esta mañana: /],
    ['pt', /^Hello\. This is your Daily briefing for Thursday, February 1, with 1 story\.$/, /^Source A reported this morning: /],
  ] as const) {
    it(`speaks the fixed phrases in the profile language (${language})`, async () => {
      const script = await writeScript({
        profile: profileFor({ language, length_minutes: 1 }),
        items: [makeItem({ id: 'only', published_at: NOW })],
        alreadyCovered: [],
        engine: 'neural',
        now: NOW,
      });

      assert.match(script.segments[0]?.text ?? '', intro);
      assert.match(script.segments[1]?.text ?? '', transition);
    });
  }

  it('writes the same script for the same input, whatever the item order', async () => {
    const input = { profile: profileFor({ interests: ['climate'] }), alreadyCovered: [], engine: 'neural' as const, now: NOW };

    const once = await writeScript({ ...input, items: material });
    const again = await writeScript({ ...input, items: [...material].reverse() });

    assert.deepEqual(again, once);
  });

  it('says there is nothing new when no story is left', async () => {
    const script = await writeScript({ profile: profileFor(), items: [], alreadyCovered: [], engine: 'neural', now: NOW });

    assert.deepEqual(script.item_ids, []);
    assert.deepEqual(script.bullets, []);
    assert.equal(script.headline, 'No new stories');
    assert.equal(script.segments[0]?.text, 'Hello. There are no new stories from your sources right now.');
  });
});
