import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { FetchError, UnsafeUrlError } from '#adapters/guarded-fetch';
import { FeedParseError, fetchSourceItems, SourceUnavailableError, type ContentSource } from '#domain/briefings/content';

const fixture = (path: string) => readFileSync(new URL(`../fixtures/${path}`, import.meta.url));

const YOUTUBE_STYLE_PAGE = `<!DOCTYPE html><html><head><title>Channel - YouTube</title>
<link rel="alternate" type="application/rss+xml" title="RSS" href="/youtube/videos.xml"></head><body></body></html>`;

const LEGACY_BLOG_PAGE = `<!DOCTYPE html><html><head><title>Blog</title>
<link rel="alternate" type="application/x-rss+xml" title="Posts" href="/typed/x-rss"></head><body><p>Hello.</p></body></html>`;

/** path -> [content type, body]; newsletter posts are served under both archive and newsroom paths. */
const ROUTES: Record<string, [string, () => Buffer | string]> = {
  '/feeds/guardian.rss': ['application/rss+xml', () => fixture('feeds/guardian.rss')],
  '/feeds/encoding.rss': ['text/xml', () => fixture('feeds/encoding.rss')],
  '/feeds/heise.atom': ['application/atom+xml; charset=utf-8', () => fixture('feeds/heise.atom')],
  '/feeds/missing-fields.atom': ['application/atom+xml', () => fixture('feeds/missing-fields.atom')],
  '/blog/': ['text/html; charset=utf-8', () => fixture('pages/blog-with-feed.html')],
  '/feed.xml': ['application/rss+xml', () => fixture('pages/blog-feed.xml')],
  '/article': ['text/html', () => fixture('pages/article.html')],
  '/profile': ['text/html', () => fixture('pages/person-profile.html')],
  '/archive': ['text/html', () => fixture('pages/newsletter-archive.html')],
  '/newsroom': ['text/html', () => fixture('pages/company-newsroom.html')],
  '/youtube/channel': ['text/html', () => YOUTUBE_STYLE_PAGE],
  '/youtube/videos.xml': ['application/atom+xml', () => fixture('pages/youtube-videos.xml')],
  '/logo.png': ['image/png', () => Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  '/typed/x-rss': ['application/x-rss+xml', () => fixture('feeds/guardian.rss')],
  '/typed/text-rss': ['text/rss+xml; charset=utf-8', () => fixture('feeds/guardian.rss')],
  '/typed/x-atom': ['application/x-atom+xml', () => fixture('feeds/heise.atom')],
  '/typed/rdf': ['application/rdf+xml', () => fixture('feeds/rss-1.rss')],
  '/typed/xml': ['application/xml', () => fixture('feeds/heise.atom')],
  '/typed/plain': ['text/plain', () => fixture('feeds/guardian.rss')],
  '/typed/octet': ['application/octet-stream', () => fixture('feeds/heise.atom')],
  '/typed/html': ['text/html; charset=utf-8', () => fixture('feeds/rss-1.rss')],
  '/legacy-blog/': ['text/html', () => LEGACY_BLOG_PAGE],
};
const POSTS: Record<string, string> = {
  'ocean-buoys-learn-to-talk': 'pages/post-ocean-buoys.html',
  'river-sensors-on-a-shoestring': 'pages/post-river-sensors.html',
  'what-the-glacier-told-us': 'pages/post-glacier-melt.html',
};

function startServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (path === '/old-feed') return void response.writeHead(301, { location: '/feeds/guardian.rss' }).end();
    if (path === '/to-metadata') return void response.writeHead(302, { location: 'http://169.254.169.254/latest/' }).end();
    const post = /^\/(p|newsroom)\/([\w-]+)$/.exec(path);
    const postFile = post ? POSTS[post[2]!] : undefined;
    if (postFile) return void response.writeHead(200, { 'content-type': 'text/html' }).end(fixture(postFile));
    const route = ROUTES[path];
    if (!route) return void response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    response.writeHead(200, { 'content-type': route[0] }).end(route[1]());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('fetchSourceItems', () => {
  let server: Server;
  let base: string;
  const previousSetting = process.env.ALLOW_LOOPBACK_URLS;
  const source = (type: ContentSource['type'], path: string): ContentSource =>
    ({ id: `src_${type}`, type, url: `${base}${path}`, name: `A ${type} source` });

  before(async () => {
    server = await startServer();
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());
  beforeEach(() => {
    process.env.ALLOW_LOOPBACK_URLS = '1';
  });
  afterEach(() => {
    if (previousSetting === undefined) delete process.env.ALLOW_LOOPBACK_URLS;
    else process.env.ALLOW_LOOPBACK_URLS = previousSetting;
  });

  describe('rss', () => {
    it('returns the newest items first, capped, with source fields and stable ids', async () => {
      const items = await fetchSourceItems(source('rss', '/feeds/guardian.rss'), { maxItems: 5 });
      assert.equal(items.length, 5);
      const dates = items.map((item) => item.published_at ?? 0);
      assert.deepEqual(dates, [...dates].sort((a, b) => b - a));
      for (const item of items) {
        assert.match(item.id, /^itm_[0-9a-f]{16}$/);
        assert.deepEqual([item.source_id, item.source_name, item.source_url], ['src_rss', 'A rss source', `${base}/feeds/guardian.rss`]);
        assert.ok(item.title && item.text && item.url);
      }
      const again = await fetchSourceItems(source('rss', '/feeds/guardian.rss'), { maxItems: 5 });
      assert.deepEqual(again.map((item) => item.id), items.map((item) => item.id));
    });

    it('defaults to 20 items', async () => {
      assert.equal((await fetchSourceItems(source('rss', '/feeds/guardian.rss'))).length, 20);
    });

    it('decodes a Latin-1 feed served without a charset', async () => {
      const items = await fetchSourceItems(source('rss', '/feeds/encoding.rss'), { maxItems: 40 });
      assert.ok(items.some((item) => item.title === 'Mãe de utente é a nova presidente da Raríssimas'));
    });

    it('reads Atom feeds', async () => {
      const items = await fetchSourceItems(source('rss', '/feeds/heise.atom'), { maxItems: 3 });
      assert.equal(items[0]?.author, 'heise online');
    });

    it('follows a redirect to the feed', async () => {
      assert.equal((await fetchSourceItems(source('rss', '/old-feed'), { maxItems: 2 })).length, 2);
    });

    it('reads a page given as a feed through the feed it advertises', async () => {
      const items = await fetchSourceItems(source('rss', '/blog/'));
      assert.deepEqual(items.map((item) => item.title), ['Consensus in practice', 'Clock skew']);
    });

    it('fails clearly for a page without a feed, a feed without usable entries, a missing page, a wrong type', async () => {
      await assert.rejects(fetchSourceItems(source('rss', '/article')), (error: unknown) =>
        error instanceof FeedParseError && /is a web page, not a feed, and it advertises no feed/.test(error.message));
      await assert.rejects(fetchSourceItems(source('rss', '/feeds/missing-fields.atom')), FeedParseError);
      await assert.rejects(fetchSourceItems(source('rss', '/gone')), (error: unknown) =>
        error instanceof SourceUnavailableError && /answered HTTP 404/.test(error.message));
      await assert.rejects(fetchSourceItems(source('rss', '/logo.png')), (error: unknown) =>
        error instanceof FetchError && error.reason === 'content_type');
    });

    it('reads feeds under every common feed media type, and judges generic types by the body', async () => {
      for (const path of ['/typed/x-rss', '/typed/text-rss', '/typed/x-atom', '/typed/rdf', '/typed/xml', '/typed/plain', '/typed/octet', '/typed/html']) {
        const items = await fetchSourceItems(source('rss', path), { maxItems: 2 });
        assert.equal(items.length, 2, path);
        assert.ok(items.every((item) => item.title && item.text), path);
      }
    });

    it('finds a feed a page advertises as application/x-rss+xml', async () => {
      const items = await fetchSourceItems(source('website', '/legacy-blog/'), { maxItems: 3 });
      assert.equal(items.length, 3);
      assert.ok(items.every((item) => item.url?.startsWith('https://www.theguardian.com/')), items.map((item) => item.url).join(' '));
    });

    it('refuses a redirect to an internal address', async () => {
      await assert.rejects(fetchSourceItems(source('rss', '/to-metadata')), UnsafeUrlError);
    });

    it('refuses loopback sources outside local mode', async () => {
      delete process.env.ALLOW_LOOPBACK_URLS;
      await assert.rejects(fetchSourceItems(source('rss', '/feeds/guardian.rss')), UnsafeUrlError);
    });
  });

  describe('website', () => {
    it('uses the feed a site advertises, deduplicated, with links resolved against the feed', async () => {
      const items = await fetchSourceItems(source('website', '/blog/'));
      assert.deepEqual(items.map((item) => [item.title, item.url]), [
        ['Consensus in practice', `${base}/2024/05/consensus-in-practice`],
        ['Clock skew', `${base}/2024/04/clock-skew`],
      ]);
      assert.equal(items[1]?.text, 'Time is hard. Every machine\'s clock drifts, and NTP only narrows the gap.');
    });

    it('extracts the readable article of a page without a feed as one item', async () => {
      const items = await fetchSourceItems(source('website', '/article'));
      assert.equal(items.length, 1);
      assert.deepEqual([items[0]?.title, items[0]?.url, items[0]?.author, items[0]?.published_at], [
        'Tidal Power Gets a Second Look', `${base}/article`, 'Maya Okafor', Date.UTC(2024, 2, 14, 9, 30) / 1000,
      ]);
      assert.match(items[0]?.text ?? '', /tidal stream turbines/);
    });
  });

  describe('newsletter', () => {
    it('reads an archive page: fetches the newest linked posts, skips the broken one', async () => {
      const items = await fetchSourceItems(source('newsletter', '/archive'));
      assert.deepEqual(items.map((item) => [item.title, item.url, item.author]), [
        ['Ocean buoys learn to talk', `${base}/p/ocean-buoys-learn-to-talk`, 'Lena Park'],
        ['River sensors on a shoestring', `${base}/p/river-sensors-on-a-shoestring`, 'Lena Park'],
      ]);
      assert.match(items[0]?.text ?? '', /satellite modems/);
    });

    it('reads only as many posts as asked for', async () => {
      assert.equal((await fetchSourceItems(source('newsletter', '/archive'), { maxItems: 1 })).length, 1);
    });

    it('reads a newsletter feed like an rss source', async () => {
      assert.equal((await fetchSourceItems(source('newsletter', '/feed.xml'))).length, 2);
    });
  });

  describe('person and company', () => {
    it('follows the newest articles of an index page', async () => {
      const items = await fetchSourceItems(source('company', '/newsroom'));
      assert.deepEqual(items.map((item) => item.title), ['Ocean buoys learn to talk', 'River sensors on a shoestring', 'What the glacier told us']);
    });

    it('reads a profile page with its own text as one item', async () => {
      const items = await fetchSourceItems(source('person', '/profile'));
      assert.equal(items.length, 1);
      assert.equal(items[0]?.author, 'Amara Eze');
      assert.match(items[0]?.text ?? '', /coastal cities adapt to rising seas/);
    });

    it('prefers an advertised feed', async () => {
      assert.equal((await fetchSourceItems(source('person', '/blog/'))).length, 2);
    });
  });

  describe('youtube', () => {
    it('reads a channel feed: videos with watch links and descriptions', async () => {
      const items = await fetchSourceItems(source('youtube', '/youtube/videos.xml'));
      assert.deepEqual(items.map((item) => [item.title, item.url]), [
        ['Why ocean buoys drift for three years', 'https://www.youtube.com/watch?v=Z9y8X7w6V5u'],
        ['How tidal turbines survive the sea', 'https://www.youtube.com/watch?v=a1B2c3D4e5F'],
      ]);
      assert.equal(items[0]?.text, 'Cheap satellite modems changed oceanography. Here is how.');
    });

    it('finds the feed of a channel page', async () => {
      assert.equal((await fetchSourceItems(source('youtube', '/youtube/channel'))).length, 2);
    });

    it('fails clearly for a page that names no channel', async () => {
      await assert.rejects(fetchSourceItems(source('youtube', '/article')), (error: unknown) =>
        error instanceof SourceUnavailableError && /No YouTube channel id found/.test(error.message));
    });
  });
});
