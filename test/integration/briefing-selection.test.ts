import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { normalizeTitle } from '#domain/briefings/script';
import { getJob } from '#store/briefings/jobs';
import { startBriefing, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();

interface Entry { title: string; link: string; minutesAgo: number; text: string }

const ARTICLE = 'The harbour authority approved a second container terminal on Tuesday after a decade of planning disputes. '
  + 'Construction of the quay is due to begin in the spring and will take four years, the authority said, '
  + 'with the first ships expected to berth there in 2031. Residents had objected to night-time noise and lorry traffic.';
const entries: Record<string, Entry[]> = {
  wire: [
    { title: 'Harbour authority approves second container terminal', link: 'https://wire.example/harbour?utm_source=rss', minutesAgo: 30, text: ARTICLE },
    { title: 'Old ferry timetable published', link: 'https://wire.example/ferry', minutesAgo: 20 * 24 * 60, text: 'The ferry company published its winter timetable weeks ago. Sailings drop to two a day from November, and the night boat stops until spring.' },
  ],
  paper: [
    { title: 'Decade-long port row ends with green light for new quay', link: 'https://paper.example/local/port-row-ends', minutesAgo: 20, text: `${ARTICLE} Read more on our website.` },
  ],
  later: [
    { title: 'New quay gets the go-ahead after ten years', link: 'https://later.example/quay', minutesAgo: 5, text: ARTICLE },
    { title: 'Library extends opening hours into the evening', link: 'https://later.example/library', minutesAgo: 4, text: 'The central library will stay open until nine in the evening on weekdays from next month. The council said the change costs little and follows a survey of readers, most of whom work until six.' },
  ],
};

function rss(feed: string): string {
  const items = (entries[feed] ?? []).map((entry) => `<item><title>${entry.title}</title><link>${entry.link.replace(/&/g, '&amp;')}</link>`
    + `<guid>${entry.link.replace(/&/g, '&amp;')}</guid><pubDate>${new Date(Date.now() - entry.minutesAgo * 60_000).toUTCString()}</pubDate>`
    + `<description>${entry.text}</description></item>`).join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>${feed}</title><link>https://${feed}.example/</link>${items}</channel></rss>`;
}

describe('what briefings tell: fresh, and each article once', () => {
  let server: Server | undefined;
  let base = '';
  before(async () => {
    server = createServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/rss+xml' });
      response.end(rss((request.url ?? '/').slice(1)));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server?.close(() => resolve())));

  it('tells a syndicated article once, skips stale news, and does not retell it in the next briefing under another link and title', async () => {
    const owner = await newAccount();
    const profile = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Local', length_minutes: 1 } });
    const profileId = profile.body.data.id as string;
    const addSource = async (feed: string) => {
      const source = await call('/sources', { method: 'POST', token: owner.key, body: { type: 'rss', url: `${base}/${feed}`, name: feed, profile_id: profileId } });
      assert.equal(source.status, 201, JSON.stringify(source.body));
    };
    const toldTitles = async (jobId: string) => {
      assert.equal((await waitForBriefing(call, owner.key, jobId)).status, 'done');
      return ((await getJob(owner.userId, jobId))?.told_stories ?? []).map((story) => story.title);
    };
    const harbourTitles = Object.values(entries).flat().filter((entry) => entry.text.startsWith(ARTICLE)).map((entry) => normalizeTitle(entry.title));
    await addSource('wire');
    await addSource('paper');

    const firstId = await startBriefing(call, owner.key, profileId);
    const first = await toldTitles(firstId);
    const { segments } = (await call(`/briefings/${firstId}/transcript`, { token: owner.key })).body.data as { segments: Array<{ articles: Array<{ title: string }> }> };
    await addSource('later');
    const second = await toldTitles(await startBriefing(call, owner.key, profileId));

    const harbourStories = segments.filter((segment) => segment.articles.some((article) => harbourTitles.includes(normalizeTitle(article.title))));
    assert.equal(harbourStories.length, 1, 'the syndicated article is one story');
    assert.equal(harbourStories[0]!.articles.length, 2, 'citing both outlets');
    assert.equal(first.filter((title) => harbourTitles.includes(title)).length, 2, `both copies are remembered as told: ${first.join(' | ')}`);
    assert.ok(!first.includes(normalizeTitle('Old ferry timetable published')), 'a story weeks old is not news');
    assert.deepEqual(second, [normalizeTitle('Library extends opening hours into the evening')]);
  });
});
