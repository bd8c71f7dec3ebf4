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
  // Only the third test subscribes to these: one recall told with different figures, and the same carmaker's job cuts.
  tidewater: { name: 'Tidewater Herald', stories: [
    { title: 'Kestrel recalls 40,000 SUVs over brake fault', slug: 'recall', hoursAgo: 2,
      text: 'Carmaker Kestrel is recalling 40,000 of its Atlas SUVs because a brake hose can chafe against the wheel arch. Owners will be contacted by letter and the repair takes about an hour.' },
  ] },
  brightline: { name: 'Brightline Wire', stories: [
    { title: 'Brake hose recall to cost Kestrel £90m', slug: 'recall-cost', hoursAgo: 3,
      text: 'Kestrel expects the recall of its best-selling SUV to cost about £90m, after engineers found that a brake hose could wear through. No accidents have been linked to the fault.' },
    { title: 'Kestrel to cut 1,200 jobs at Hereford plant', slug: 'jobs', hoursAgo: 4,
      text: 'Kestrel will cut 1,200 jobs at its Hereford engine plant as it moves production of petrol engines abroad, the carmaker told staff. Unions called the decision a betrayal.' },
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
    for (const [outlet, { name }] of Object.entries(OUTLETS).filter(([outlet]) => ['harbourlight', 'quarry', 'meridian'].includes(outlet))) {
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

  /** The transcript segments of a 2-minute briefing of a new profile whose sources are these outlets. */
  async function briefingOf(outlets: string[]): Promise<Array<{ text: string; articles: Array<{ url: string }> }>> {
    const owner = await newAccount();
    const profile = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Local', interests: [], length_minutes: 2, language: 'en' } });
    assert.equal(profile.status, 201, JSON.stringify(profile.body));
    for (const outlet of outlets) {
      const source = await call('/sources', { method: 'POST', token: owner.key, body: { type: 'rss', url: `${base}/${outlet}.rss`, name: OUTLETS[outlet]!.name, profile_id: profile.body.data.id } });
      assert.equal(source.status, 201, JSON.stringify(source.body));
    }
    const briefing = await waitForBriefing(call, owner.key, await startBriefing(call, owner.key, profile.body.data.id));
    assert.equal(briefing.status, 'done', JSON.stringify(briefing));
    const transcript = await call(`/briefings/${briefing.id}/transcript`, { token: owner.key });
    return transcript.body.data.segments as Array<{ text: string; articles: Array<{ url: string }> }>;
  }

  it('tells one event reported in English and German once, and another story about the same company apart', async () => {
    const segments = await briefingOf(['harbourlight', 'rheintal']);
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

  it('tells one recall two outlets report with one name and different figures once, and the carmaker\'s job cuts apart', async () => {
    const segments = await briefingOf(['tidewater', 'brightline']);
    const citing = (link: string) => segments.filter((segment) => segment.articles.some((article) => article.url === `${base}/${link}`));
    const recall = citing('tidewater/recall');
    assert.equal(recall.length, 1, 'the recall is one story');
    assert.deepEqual(recall[0]!.articles.map((article) => article.url).sort(), [`${base}/brightline/recall-cost`, `${base}/tidewater/recall`]);
    const jobs = citing('brightline/jobs');
    assert.equal(jobs.length, 1, 'the job cuts are told');
    assert.deepEqual(jobs[0]!.articles.map((article) => article.url), [`${base}/brightline/jobs`], 'as a story of their own');
  });
});
