import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startBriefing, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();

const FILLER = 'Analysts said the decision had been widely expected by markets. Officials will publish further details in the coming weeks.';
const STORIES = [
  { title: 'ECB holds rates and signals a June cut is on the table', text: `The European Central Bank kept its deposit rate at 2 per cent on Thursday. ${FILLER}` },
  { title: 'Bank of Japan opens a regional office in Osaka', text: `The Bank of Japan said the office would serve businesses across the Kansai region. ${FILLER}` },
  { title: 'Policymakers gather in Sintra for the annual forum', text: `Hundreds of officials met in Sintra on Monday for three days of talks. ${FILLER}` },
  { title: 'Library extends opening hours into the evening', text: 'The central library will stay open until nine on weekdays. The council said the change costs little and follows a survey of readers.' },
];

function rss(): string {
  const items = STORIES.map((story, index) => `<item><title>${story.title}</title><link>https://wire.example/${index}</link><guid>https://wire.example/${index}</guid>`
    + `<pubDate>${new Date(Date.now() - (index + 1) * 600_000).toUTCString()}</pubDate><description>${story.text}</description></item>`).join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Wire</title><link>https://wire.example/</link>${items}</channel></rss>`;
}

describe('profile topics: what each interest also matches, shown, edited and used', () => {
  let server: Server | undefined;
  let feedUrl = '';
  before(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/rss+xml' });
      response.end(rss());
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wire.rss`;
  });
  after(() => new Promise<void>((resolve) => server?.close(() => resolve())));

  it('shows what each interest also matches, takes edits, refuses an edit of an unknown interest, and tells why each story was chosen', async () => {
    const owner = await newAccount();
    const created = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Rates', interests: ['central banks', 'quantum dots'], length_minutes: 1 } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const profileId = created.body.data.id as string;
    const [banks, dots] = created.body.data.topics;
    assert.equal(banks.interest, 'central banks');
    assert.ok(banks.also_matches.includes('ECB') && banks.also_matches.includes('Bank of Japan'), banks.also_matches.join(', '));
    assert.deepEqual(dots, { interest: 'quantum dots', also_matches: [], added: [], removed: [] });

    const wanted = [...banks.also_matches.filter((term: string) => term !== 'Bank of Japan' && term !== 'BoJ'), 'Sintra'];
    const updated = await call(`/profiles/${profileId}`, { method: 'PATCH', token: owner.key, body: { topics: [{ interest: 'Central Banks', also_matches: wanted }] } });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    const read = await call(`/profiles/${profileId}`, { token: owner.key });
    const edited = read.body.data.topics[0];
    assert.deepEqual(edited.added, ['Sintra']);
    assert.deepEqual([...edited.removed].sort(), ['Bank of Japan', 'BoJ']);
    assert.ok(edited.also_matches.includes('Sintra') && !edited.also_matches.includes('Bank of Japan'));
    assert.deepEqual(read.body.data.topics[1], dots, 'an interest the edit does not name keeps its list');

    const refused = await call(`/profiles/${profileId}`, { method: 'PATCH', token: owner.key, body: { topics: [{ interest: 'tennis', also_matches: [] }] } });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'validation_error');
    assert.match(refused.body.message, /^topics\[0\]\.interest/);

    const source = await call('/sources', { method: 'POST', token: owner.key, body: { type: 'rss', url: feedUrl, name: 'Wire', profile_id: profileId } });
    assert.equal(source.status, 201, JSON.stringify(source.body));
    const jobId = await startBriefing(call, owner.key, profileId);
    assert.equal((await waitForBriefing(call, owner.key, jobId)).status, 'done');
    const transcript = await call(`/briefings/${jobId}/transcript`, { token: owner.key });
    assert.equal(transcript.status, 200);
    const stories = transcript.body.data.segments.filter((segment: { articles: unknown[] }) => segment.articles.length > 0);
    const why = Object.fromEntries(stories.map((segment: { articles: Array<{ title: string }>; relevance?: unknown }) => [segment.articles[0]!.title, segment.relevance]));

    assert.deepEqual(Object.keys(why).sort(), [STORIES[0]!.title, STORIES[2]!.title].sort(), 'the ECB story and, by the added term, the Sintra one; not the removed Bank of Japan');
    const ecb = why[STORIES[0]!.title] as { interest: string; matched: string[] };
    assert.equal(ecb.interest, 'central banks');
    assert.ok(ecb.matched.includes('ECB') && ecb.matched.includes('European Central Bank'), ecb.matched.join(', '));
    const sintra = why[STORIES[2]!.title] as { interest: string; matched: string[] };
    assert.equal(sintra.interest, 'central banks');
    assert.ok(sintra.matched.includes('Sintra'), sintra.matched.join(', '));
  });
});
