import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startBriefing, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();
const HOUR_MS = 3_600_000;

interface FeedStory { title: string; slug: string; hoursAgo: number; text: string }

/** Three outlets report the same funding round in their own words; each also has a story of its own. */
const OUTLETS: Record<string, { name: string; stories: FeedStory[] }> = {
  harbourlight: { name: 'Harbourlight Post', stories: [
    { title: 'Voltway raises €300m to double charging network', slug: 'voltway', hoursAgo: 2,
      text: 'Charging operator Voltway has raised €300m from a group of infrastructure funds led by a Canadian pension fund. The money will pay for 2,500 new fast chargers across Germany, France and the Benelux by 2027.' },
    { title: 'Kesting library reopens after two-year refit', slug: 'library', hoursAgo: 20,
      text: 'The central library in Kesting reopened on Saturday after a refit that cost 4 million pounds. It now has a children\'s floor and a recording studio.' },
  ] },
  quarry: { name: 'Quarry Hill Gazette', stories: [
    { title: 'Pension fund leads big funding round for motorway charger firm', slug: 'chargers', hoursAgo: 3,
      text: "A Canadian pension fund is leading a €300m investment in Voltway, the Dutch company that runs fast-charging hubs at motorway service stations. Voltway's chief executive said it was profitable at 60 of its 180 sites." },
    { title: 'Harlow ferry timetable changes from May', slug: 'ferry', hoursAgo: 22,
      text: 'Ferries between Harlow and Carrick Point will leave every 40 minutes from May, the operator Westline said. Evening sailings will end at 21:30.' },
  ] },
  meridian: { name: 'Meridian Ledger', stories: [
    { title: 'Dutch charging firm lands Canadian backing', slug: 'funding', hoursAgo: 4,
      text: 'Voltway, based in Utrecht, confirmed the €300m round led by a Canadian pension fund on Tuesday. The company plans 2,500 more chargers and will hire 400 engineers.' },
    { title: 'Greyfield bakery wins national bread award', slug: 'bakery', hoursAgo: 24,
      text: 'A family bakery in Greyfield has won the national sourdough prize, beating 350 entries. Its owners, Ana and Tom Reyes, opened the shop in 2019.' },
  ] },
  // Only the second test subscribes to it: the same round reported in German, and another story about the same company.
  rheintal: { name: 'Rheintaler Rundschau', stories: [
    { title: 'Voltway sammelt 300 Millionen Euro ein', slug: 'runde', hoursAgo: 3,
      text: 'Der niederländische Ladenetzbetreiber Voltway hat 300 Millionen Euro von Infrastrukturfonds unter Führung eines kanadischen Pensionsfonds erhalten. Mit dem Geld sollen bis 2027 rund 2.500 neue Schnellladesäulen in Deutschland, Frankreich und den Benelux-Staaten entstehen.' },
    { title: 'Voltway picks Eindhoven for its first charger factory', slug: 'factory', hoursAgo: 5,
      text: 'Voltway will build its first charger factory in Eindhoven, the company said, with production of its own fast chargers due to start next spring.' },
  ] },
};
const EVENT_LINKS = ['harbourlight/voltway', 'quarry/chargers', 'meridian/funding'];

function rss(base: string, outlet: string): string {
  const items = OUTLETS[outlet]!.stories.map((story) => `<item><title>${story.title}</title><link>${base}/${outlet}/${story.slug}</link>`
    + `<guid>${base}/${outlet}/${story.slug}</guid><pubDate>${new Date(Date.now() - story.hoursAgo * HOUR_MS).toUTCString()}</pubDate>`
    + `<description>${story.text}</description></item>`).join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>${OUTLETS[outlet]!.name}</title><link>${base}/</link>${items}</channel></rss>`;
}

describe('one story from many outlets', () => {
  let server: Server | undefined;
  let base = '';
  before(async () => {
    server = createServer((request, response) => {
      const outlet = /^\/(\w+)\.rss$/.exec(request.url ?? '')?.[1];
      if (!outlet || !(outlet in OUTLETS)) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/rss+xml' });
      response.end(rss(base, outlet));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server?.close(() => resolve())));

  it('tells an event three outlets reported once, citing every outlet, and a later briefing brings no version of it back', async () => {
    const owner = await newAccount();
    const profile = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Local', interests: [], length_minutes: 1, language: 'en' } });
    assert.equal(profile.status, 201, JSON.stringify(profile.body));
    for (const [outlet, { name }] of Object.entries(OUTLETS).filter(([outlet]) => outlet !== 'rheintal')) {
      const source = await call('/sources', { method: 'POST', token: owner.key, body: { type: 'rss', url: `${base}/${outlet}.rss`, name, profile_id: profile.body.data.id } });
      assert.equal(source.status, 201, JSON.stringify(source.body));
    }
    const transcriptOf = async () => {
      const briefing = await waitForBriefing(call, owner.key, await startBriefing(call, owner.key, profile.body.data.id));
      assert.equal(briefing.status, 'done', JSON.stringify(briefing));
      const transcript = await call(`/briefings/${briefing.id}/transcript`, { token: owner.key });
      return transcript.body.data.segments as Array<{ text: string; story: number | null; articles: Array<{ url: string; source_name: string }> }>;
    };
    const eventUrls = EVENT_LINKS.map((link) => `${base}/${link}`);
    const citing = (segments: Awaited<ReturnType<typeof transcriptOf>>) =>
      segments.filter((segment) => segment.articles.some((article) => eventUrls.includes(article.url)));

    const first = await transcriptOf();
    const told = citing(first);
    assert.equal(told.length, 1, 'the event is one story');
    assert.deepEqual(told[0]!.articles.map((article) => article.url).sort(), [...eventUrls].sort());
    for (const name of ['Harbourlight Post', 'Quarry Hill Gazette', 'Meridian Ledger']) assert.match(told[0]!.text, new RegExp(name), `${name} is named`);
    assert.match(told[0]!.text, /Also reported by /);

    const second = await transcriptOf();
    assert.ok(second.some((segment) => segment.story !== null), 'the second briefing tells the stories left');
    assert.deepEqual(citing(second), [], 'no outlet\'s version of the told event comes back');
  });

  it('tells one event reported in English and German once, and another story about the same company apart', async () => {
    const owner = await newAccount();
    const profile = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Local', interests: [], length_minutes: 2, language: 'en' } });
    assert.equal(profile.status, 201, JSON.stringify(profile.body));
    for (const outlet of ['harbourlight', 'rheintal']) {
      const source = await call('/sources', { method: 'POST', token: owner.key, body: { type: 'rss', url: `${base}/${outlet}.rss`, name: OUTLETS[outlet]!.name, profile_id: profile.body.data.id } });
      assert.equal(source.status, 201, JSON.stringify(source.body));
    }
    const briefing = await waitForBriefing(call, owner.key, await startBriefing(call, owner.key, profile.body.data.id));
    assert.equal(briefing.status, 'done', JSON.stringify(briefing));
    const transcript = await call(`/briefings/${briefing.id}/transcript`, { token: owner.key });
    const segments = transcript.body.data.segments as Array<{ text: string; articles: Array<{ url: string }> }>;
    const citing = (link: string) => segments.filter((segment) => segment.articles.some((article) => article.url === `${base}/${link}`));
    const round = citing('harbourlight/voltway');
    assert.equal(round.length, 1, 'the round is one story');
    assert.deepEqual(round[0]!.articles.map((article) => article.url).sort(), [`${base}/harbourlight/voltway`, `${base}/rheintal/runde`]);
    assert.match(round[0]!.text, /Also reported by Rheintaler Rundschau/);
    const factory = citing('rheintal/factory');
    assert.equal(factory.length, 1, 'the factory is told');
    assert.notEqual(factory[0], round[0], 'as a story of its own');
    assert.deepEqual(factory[0]!.articles.map((article) => article.url), [`${base}/rheintal/factory`]);
  });
});
