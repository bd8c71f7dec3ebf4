import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { ContentItem } from '#domain/briefings/content';
import { readFullArticles } from '#domain/briefings/content/full-articles';
import { getJob } from '#store/briefings/jobs';
import { startBriefing, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();

const ARTICLE_PARAGRAPHS = [
  'Brightwater council approved its budget on Tuesday, and most of the new money goes to the tram line that will link the harbour with the university campus.',
  'Work on the tram line starts in March, the council said, with the first trams expected to run along the seafront within three years.',
  'The finance committee set aside 48 million euros for the tram line, more than for roads and schools together, after a long debate about the cost.',
  'Opponents on the council argued that buses would serve the outer districts better, but the vote passed by 31 to 12 late in the evening.',
  'Shopkeepers on the seafront welcomed the decision, although several asked for compensation while the tram line is being built past their doors.',
];
const ETAG = '"budget-v1"';

describe('summary-only feeds read in full', () => {
  let server: Server | undefined;
  let base = '';
  const articleRequests: IncomingHttpHeaders[] = [];

  before(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '/';
      if (path === '/feed.rss') {
        const item = (slug: string, title: string, text: string) => `<item><title>${title}</title><link>${base}/articles/${slug}</link>`
          + `<guid>${base}/articles/${slug}</guid><pubDate>${new Date(Date.now() - 3_600_000).toUTCString()}</pubDate><description>${text}</description></item>`;
        response.writeHead(200, { 'Content-Type': 'application/rss+xml' });
        response.end(`<?xml version="1.0"?><rss version="2.0"><channel><title>Brightwater News</title><link>${base}/</link>`
          + item('budget', 'Brightwater council sets next year&apos;s budget', 'Councillors agreed the spending plan for next year after a long session […]')
          + item('broken', 'Harbour festival returns in June', 'The harbour festival comes back this summer with boats and music. Read more')
          + '</channel></rss>');
        return;
      }
      if (path === '/articles/budget') {
        articleRequests.push(request.headers);
        if (request.headers['if-none-match'] === ETAG) {
          response.writeHead(304, { ETag: ETAG });
          response.end();
          return;
        }
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ETag: ETAG });
        response.end(`<!doctype html><html lang="en"><head><title>Brightwater council sets next year's budget</title></head><body>`
          + `<nav><a href="/">Home</a></nav><article><h1>Brightwater council sets next year's budget</h1>${ARTICLE_PARAGRAPHS.map((text) => `<p>${text}</p>`).join('')}</article></body></html>`);
        return;
      }
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end('broken');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server?.close(() => resolve())));

  it('judges and tells a story by its linked article, and revalidates the kept article in the next briefing instead of fetching it again', async () => {
    const owner = await newAccount();
    const profile = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Transport', interests: ['tram line'], length_minutes: 1, language: 'en' } });
    const profileId = profile.body.data.id as string;
    const source = await call('/sources', { method: 'POST', token: owner.key, body: { type: 'rss', url: `${base}/feed.rss`, name: 'Brightwater News', profile_id: profileId } });
    assert.equal(source.status, 201, JSON.stringify(source.body));

    const first = await waitForBriefing(call, owner.key, await startBriefing(call, owner.key, profileId));
    assert.equal(first.outcome, 'briefing', JSON.stringify(first));
    assert.deepEqual((await getJob(owner.userId, first.id))?.told_stories?.map((story) => story.title), ['brightwater council sets next year s budget']);
    const { text } = (await call(`/briefings/${first.id}/transcript`, { token: owner.key })).body.data;
    assert.match(text, /most of the new money goes to the tram line/, 'the article is read, not the teaser');

    const second = await waitForBriefing(call, owner.key, await startBriefing(call, owner.key, profileId));
    assert.equal(second.status, 'done', second.error);
    assert.deepEqual(articleRequests.map((headers) => headers['if-none-match'] ?? null), [null, ETAG], 'one fetch, then one conditional GET');
  });

  it('keeps the feed text of an article that cannot be read, says why, and keeps to the per-source budget', async () => {
    const owner = await newAccount();
    const lead = (id: string, slug: string): ContentItem => ({
      id, source_id: 'src_news', source_name: 'News', source_url: `${base}/feed.rss`, title: `Story ${id}`, url: `${base}/articles/${slug}`,
      published_at: null, text: 'A short teaser of the story…', author: null,
    });
    const items = [lead('itm_1', 'broken'), lead('itm_2', 'gone'), lead('itm_3', 'missing')];

    const read = await readFullArticles(owner.userId, items, Math.floor(Date.now() / 1000), { perSource: 2, perBriefing: 10, concurrency: 2, timeoutMs: 2000 });

    assert.deepEqual(read.items.map((item) => item.text), items.map((item) => item.text));
    assert.deepEqual(read.fallbacks, [
      { source_id: 'src_news', item_id: 'itm_1', url: `${base}/articles/broken`, reason: 'the page answered HTTP 500' },
      { source_id: 'src_news', item_id: 'itm_2', url: `${base}/articles/gone`, reason: 'the page answered HTTP 500' },
    ]);
  });
});
