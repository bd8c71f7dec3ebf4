import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { getJob } from '#store/briefings/jobs';
import { startBriefing, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();

const PLACES = ['Aberdeen', 'Bremen', 'Cadiz', 'Dover', 'Esbjerg', 'Flushing', 'Genoa', 'Hull', 'Ipswich', 'Kiel', 'Lisbon', 'Malmo'];
const WORKS = ['a deeper channel', 'a new ferry berth', 'a cruise terminal', 'wind turbine quays', 'a fish market', 'shore power for ships',
  'a rail link to the docks', 'a grain silo', 'a lifeboat station', 'a marina', 'container cranes', 'a sea wall'];
const HOUR_MS = 3_600_000;

/** Twelve harbour stories, each its own: a distinct place, project and figures, dated from 10 to 43 hours ago. */
const harbourStories = PLACES.map((place, index) => ({
  title: `${place} harbour plans ${WORKS[index]}`,
  link: `https://ports.example/${place.toLowerCase()}`,
  hoursAgo: 10 + 3 * index,
  text: `${place} harbour will build ${WORKS[index]}, its board decided on ${['Monday', 'Tuesday', 'Wednesday'][index % 3]}. `
    + `The project in ${place} costs ${index + 3} million euros and should be finished within ${index + 2} years, according to the harbour master. `
    + `Skippers from ${place} welcomed the decision, while ${index + 20} neighbours signed a letter about night-time noise at the harbour.`,
}));

function rss(stories: typeof harbourStories): string {
  const items = stories.map((story) => `<item><title>${story.title}</title><link>${story.link}</link><guid>${story.link}</guid>`
    + `<pubDate>${new Date(Date.now() - story.hoursAgo * HOUR_MS).toUTCString()}</pubDate><description>${story.text}</description></item>`).join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Ports</title><link>https://ports.example/</link>${items}</channel></rss>`;
}

describe('what is new is what was not told', () => {
  let server: Server | undefined;
  let feedUrl = '';
  before(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/rss+xml' });
      response.end(rss(harbourStories));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ports.rss`;
  });
  after(() => new Promise<void>((resolve) => server?.close(() => resolve())));

  async function profileWith(key: string, interests: string[]): Promise<string> {
    const profile = await call('/profiles', { method: 'POST', token: key, body: { name: 'Ports', interests, length_minutes: 1, language: 'en' } });
    assert.equal(profile.status, 201, JSON.stringify(profile.body));
    const source = await call('/sources', { method: 'POST', token: key, body: { type: 'rss', url: feedUrl, name: 'Ports Weekly', profile_id: profile.body.data.id } });
    assert.equal(source.status, 201, JSON.stringify(source.body));
    return profile.body.data.id as string;
  }

  it('fills the length from enough fresh on-topic stories, and the next briefing tells the ones the first left out', async () => {
    const owner = await newAccount();
    const profileId = await profileWith(owner.key, ['harbour']);
    const briefingOf = async () => {
      const briefing = await waitForBriefing(call, owner.key, await startBriefing(call, owner.key, profileId));
      const told = ((await getJob(owner.userId, briefing.id))?.told_stories ?? []).map((story) => story.url);
      return { briefing, told };
    };

    const first = await briefingOf();
    const second = await briefingOf();

    for (const { briefing, told } of [first, second]) {
      assert.deepEqual(
        { status: briefing.status, outcome: briefing.outcome, shortfall: briefing.shortfall_seconds, message: briefing.message },
        { status: 'done', outcome: 'briefing', shortfall: null, message: null },
        JSON.stringify(briefing),
      );
      assert.ok(told.length >= 2 && told.length < harbourStories.length, `${told.length} stories told`);
    }
    assert.deepEqual(second.told.filter((url) => first.told.includes(url)), [], 'no story is told twice');
    // Every story was published well before the first briefing started: the second tells them all the same.
    const { segments } = (await call(`/briefings/${second.briefing.id}/transcript`, { token: owner.key })).body.data;
    assert.doesNotMatch(segments.at(-1).text, /There (was|were) only/);
  });

  it('says truthfully why a first briefing has nothing to tell: none of the fresh items matched the interests', async () => {
    const owner = await newAccount();
    const profileId = await profileWith(owner.key, ['volcanoes']);

    const briefing = await waitForBriefing(call, owner.key, await startBriefing(call, owner.key, profileId));

    assert.deepEqual(
      { status: briefing.status, outcome: briefing.outcome, podcast: briefing.podcast },
      { status: 'done', outcome: 'nothing_new', podcast: null },
    );
    assert.equal(briefing.message, `None of the ${harbourStories.length} fresh items matched your interests, so no audio was made`);
  });
});
