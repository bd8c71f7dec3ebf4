import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after } from 'node:test';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as a receiver must verify it. */
  body: string;
}

/** Answer for the nth request (1-based): a status, optionally with headers and a body. */
type Answer = number | { status: number; headers?: Record<string, string>; body?: string };
export type Responder = (request: ReceivedRequest, nth: number) => Answer | Promise<Answer>;

/**
 * An HTTP endpoint on 127.0.0.1 that records every request and answers as the
 * test says: a stand-in for a webhook receiver or a messaging provider's API.
 * Closed when the test file ends.
 */
export async function startReceiver(responder: Responder = () => 200) {
  const received: ReceivedRequest[] = [];
  let respond = responder;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const entry: ReceivedRequest = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    received.push(entry);
    const answer = await respond(entry, received.length);
    const { status, headers, body } = typeof answer === 'number' ? { status: answer, headers: {}, body: '' } : answer;
    response.writeHead(status, headers);
    response.end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(() => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    url: `${base}/hook`,
    received,
    /** Changes how later requests are answered. */
    answerWith(next: Responder) {
      respond = next;
    },
  };
}
