import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { estimateSpeechSeconds } from '#domain/briefings/audio';
import { parseFeed } from '#domain/briefings/content';
import { toContentItems } from '#domain/briefings/content/items';
import { writeScript, type Script } from '#domain/briefings/script';
import { duoScript } from '#domain/briefings/script/duo/conversation';
import { duoPhrasesFor } from '#domain/briefings/script/duo/phrases';
import { pausesAfterSegments } from '#domain/briefings/script/pauses';
import type { ScriptItem } from '#domain/briefings/script/types';

const article = (title: string) => ({ title, url: `https://news.example/${title}`, source_name: 'Desk', published_at: 1_700_000_000 });
const story = (index: number, text: string) =>
  ({ text, speaker: 'host' as const, story: index, source_ids: ['src_a'], item_ids: [`i${index}`], articles: [article(`a${index}`)] });
const bulletin: Script = {
  headline: 'Solar roofs spread',
  segments: [
    { text: 'Good morning. This is your Morning briefing.', speaker: 'host', story: null, source_ids: [], item_ids: [], articles: [] },
    story(0, 'First, Desk reported this morning: Library roof makes power. The roof has 40 panels. It sells the surplus to the grid.'),
    story(1, 'Next, Desk reported yesterday: Port expands. The port adds two berths.'),
    story(2, 'Finally, from Desk: Rain due. Rain is expected on Friday.'),
    { text: "That's all for this briefing. Thanks for listening.", speaker: 'host', story: null, source_ids: [], item_ids: [], articles: [] },
  ],
  bullets: [],
  word_count: 0,
  item_ids: ['i0', 'i1', 'i2'],
  short_of_material: false,
};
const phrases = duoPhrasesFor('en');

describe('duo script', () => {
  const duo = duoScript(bulletin, { host: 'Joanna', coHost: 'Matthew' }, 'en');
  const turns = duo.segments.map((segment) => [segment.speaker, segment.story, segment.text]);

  it('opens and closes with both hosts, and gives the stories to the hosts in turn', () => {
    assert.deepEqual(turns.slice(0, 2), [
      ['host', null, "Good morning. This is your Morning briefing. I'm Joanna, here with Matthew."],
      ['co_host', null, phrases.hello],
    ]);
    assert.equal(turns.at(-3)![0], 'host', 'the last sentence of the last story is the host\'s');
    assert.deepEqual(turns.slice(-2), [['co_host', null, "That's all for this briefing. Thanks for listening."], ['host', null, phrases.goodbye]]);
    const leads = [0, 1, 2].map((index) => duo.segments.find((segment) => segment.story === index)!.speaker);
    assert.deepEqual(leads, ['host', 'co_host', 'co_host'], 'each story opened by the host who did not speak last');
    duo.segments.slice(1).forEach((segment, index) => assert.notEqual(segment.speaker, duo.segments[index]!.speaker, 'no host speaks twice in a row'));
  });

  it('makes each story an exchange of its own sentences, unchanged, the hand-over lines apart', () => {
    assert.deepEqual(turns.filter(([, index]) => index === 0), [
      ['host', 0, 'First, Desk reported this morning: Library roof makes power.'],
      ['co_host', 0, 'The roof has 40 panels.'],
      ['host', 0, 'It sells the surplus to the grid.'],
    ]);
    const handovers = phrases.handovers.flatMap((line) => [line('Joanna'), line('Matthew')]);
    for (const index of [0, 1, 2]) {
      const told = duo.segments.filter((segment) => segment.story === index).map((segment) => segment.text).join(' ');
      const withoutHandover = handovers.reduce((text, line) => (text.startsWith(`${line} `) ? text.slice(line.length + 1) : text), told);
      assert.equal(withoutHandover, bulletin.segments[index + 1]!.text, `story ${index} tells the bulletin's sentences`);
    }
    assert.equal(turns.find(([, index]) => index === 1)![2], `${phrases.handovers[0]!('Joanna')} Next, Desk reported yesterday: Port expands.`, 'the co-host takes the word from the host');
    assert.equal(turns.find(([, index]) => index === 2)![2], `${phrases.handovers[1]!('Joanna')} Finally, from Desk: Rain due.`, 'hand-overs vary');
    assert.ok(duo.segments.filter((segment) => segment.story !== null).every((segment) => segment.articles[0]?.title === `a${segment.story}`), 'every turn cites its story');
  });

  it("keeps the hosts' own lines free of facts: no digits, no names but the hosts'", () => {
    const own = [phrases.welcome('Joanna', 'Matthew'), phrases.hello, phrases.goodbye, ...phrases.handovers.map((line) => line('Joanna'))];
    for (const line of own) {
      assert.doesNotMatch(line, /\d/);
      const names = line.split(/(?<=[.!?])\s+/).flatMap((sentence) => sentence.split(/\s+/).slice(1))
        .filter((word) => /^[A-Z]/.test(word)).map((word) => word.replace(/\W/g, ''));
      assert.ok(names.every((name) => ['Joanna', 'Matthew'].includes(name)), line);
    }
  });
});

describe('duo script length and balance on the feed fixtures', () => {
  const FEEDS = ['guardian.rss', 'feedburner.atom', 'content-encoded.rss', 'reddit.rss', 'heraldsun.rss', 'narro.rss'];
  const items: ScriptItem[] = FEEDS.flatMap((file) => {
    const url = `https://feeds.example/${file}`;
    const xml = readFileSync(new URL(`../fixtures/feeds/${file}`, import.meta.url), 'utf8');
    return toContentItems({ id: `src_${file}`, name: file.replace(/\..*$/, ''), url, type: 'rss' }, parseFeed(xml, url), 100);
  });
  const newest = Math.max(...items.map((item) => item.published_at ?? 0));

  for (const minutes of [5, 15]) {
    it(`lands a ${minutes}-minute duo within 5 % of its length, each host speaking 35–65 % of it`, async () => {
      const script = await writeScript({
        profile: { name: 'Duo', interests: [], length_minutes: minutes, language: 'en' },
        items, notBefore: 0, alreadyCovered: [], engine: 'neural', now: newest + 6 * 3600, hosts: { host: 'Joanna', coHost: 'Matthew' },
      });
      const pauses = pausesAfterSegments(script.segments);
      const seconds = script.segments.map((segment, index) => estimateSpeechSeconds(segment.text, 'neural') + pauses[index]!);
      const total = seconds.reduce((sum, value) => sum + value, 0);
      assert.ok(Math.abs(total / (minutes * 60) - 1) <= 0.05, `${total.toFixed(0)} s for ${minutes * 60} s`);
      const hostShare = script.segments.reduce((sum, segment, index) => sum + (segment.speaker === 'host' ? seconds[index]! : 0), 0) / total;
      assert.ok(hostShare >= 0.35 && hostShare <= 0.65, `host ${(hostShare * 100).toFixed(0)} %`);
    });
  }
});
