import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FOLDER = fileURLToPath(new URL('./sample-content/', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.rss': 'application/rss+xml',
  '.atom': 'application/atom+xml',
  '.html': 'text/html; charset=utf-8',
};

/** The bundled sample files a briefing can use as sources. */
export const SAMPLE_FEEDS = [
  { file: 'guardian.rss', type: 'rss', name: 'The Guardian' },
  { file: 'feedburner.atom', type: 'rss', name: 'Google Ads Developer Blog' },
  { file: 'content-encoded.rss', type: 'rss', name: 'Invironment on Medium' },
] as const;
export const SAMPLE_PAGES = [{ file: 'solar-library.html', type: 'website', name: 'Sample Desk' }] as const;

/** Dates as the bundled files write them: feed elements, and a page's article:published_time; the value is group 2. */
const DATE_PATTERNS = [
  /(<(pubDate|dc:date|published|updated|lastBuildDate)>)([^<]+)(<\/\2>)/g,
  /(<meta\s+property="article:published_time"\s+content=")()([^"]+)(")/g,
];
const HOUR_MS = 3_600_000;

/**
 * The bundled feeds and pages are years old, and briefings tell only fresh news: served, each
 * file's dates keep their order but move to the last hours, the newest an hour ago and each older
 * one an hour earlier, in the format they were written in.
 */
export function redateSample(text: string, nowMs: number): string {
  const written = DATE_PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => Date.parse(match[3]!.trim())));
  const times = [...new Set(written.filter(Number.isFinite))].sort((a, b) => b - a);
  const rank = new Map(times.map((time, index) => [time, index]));
  return DATE_PATTERNS.reduce((redated, pattern) => redated.replace(pattern, (whole, open: string, _tag: string, value: string, close: string) => {
    const index = rank.get(Date.parse(value.trim()));
    if (index === undefined) return whole;
    const moved = new Date(nowMs - (index + 1) * HOUR_MS);
    return `${open}${/^\d{4}-/.test(value.trim()) ? moved.toISOString() : moved.toUTCString()}${close}`;
  }), text);
}

export interface SampleContentServer {
  server: Server;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Absolute URL of a bundled file. */
  urlOf(file: string): string;
  stop(): Promise<void>;
}

/**
 * Serves scripts/local/sample-content on loopback, so a local briefing reads
 * real feeds without the internet (their dates moved to the last hours, see redateSample). `/status/<code>` answers that status, for
 * sources that must fail; `/flaky/<key>/<n>/<file>` drops the connection on the first n requests of each key, then serves the
 * file, for sources that fail for a moment.
 */
export async function startSampleContent(port = 0): Promise<SampleContentServer> {
  const flakyRequests = new Map<string, number>();
  const server = createServer((request, response) => {
    let path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const status = /^\/status\/(\d{3})$/.exec(path);
    if (status) {
      response.writeHead(Number(status[1]), { 'Content-Type': 'text/plain' });
      response.end(`status ${status[1]}`);
      return;
    }
    const flaky = /^\/flaky\/([\w-]+)\/(\d+)(\/.*)$/.exec(path);
    if (flaky) {
      const seen = (flakyRequests.get(flaky[1]!) ?? 0) + 1;
      flakyRequests.set(flaky[1]!, seen);
      if (seen <= Number(flaky[2])) {
        request.socket.destroy();
        return;
      }
      path = flaky[3]!;
    }
    const name = path.slice(1);
    const type = CONTENT_TYPES[extname(name)];
    if (!type || !/^[\w.-]+$/.test(name)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
      return;
    }
    try {
      const file = readFileSync(join(FOLDER, name));
      const body = Buffer.from(redateSample(file.toString('utf8'), Date.now()), 'utf8');
      response.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
      response.end(body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    url,
    urlOf: (file) => `${url}/${file}`,
    stop: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
