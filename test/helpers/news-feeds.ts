import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';

/** One item of a served feed; its date is `minutesAgo` before each request, so it stays fresh however long the tests run. */
export interface NewsEntry {
  title: string;
  link: string;
  minutesAgo: number;
  text: string;
}

function rss(name: string, entries: NewsEntry[]): string {
  const items = entries.map((entry) => `<item><title>${entry.title}</title><link>${entry.link.replace(/&/g, '&amp;')}</link>`
    + `<guid>${entry.link.replace(/&/g, '&amp;')}</guid><pubDate>${new Date(Date.now() - entry.minutesAgo * 60_000).toUTCString()}</pubDate>`
    + `<description>${entry.text}</description></item>`).join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>${name}</title><link>https://${name}.example/</link>${items}</channel></rss>`;
}

/**
 * Serves `feeds[name]` as RSS at `/<name>` on a loopback port for the test file (tests may change
 * `feeds` between briefings); returns the server's base URL once it listens.
 */
export function useNewsFeeds(feeds: Record<string, NewsEntry[]>): () => string {
  let server: Server | undefined;
  let base = '';
  before(async () => {
    server = createServer((request, response) => {
      const name = (request.url ?? '/').slice(1);
      response.writeHead(200, { 'Content-Type': 'application/rss+xml' });
      response.end(rss(name, feeds[name] ?? []));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server?.close(() => resolve())));
  return () => base;
}
