import http from 'node:http';
import https from 'node:https';

/** What sendSigned hands a transport: fetch's call shape, narrowed to what it sends. */
export type Transport = (url: URL | string, init: { method: string; headers: Record<string, string>; body?: Buffer | string }) => Promise<Response>;

const agents: { http?: http.Agent; https?: https.Agent } = {};

/**
 * A request over node:http(s) on kept-alive sockets, its answer read whole into a Response: for
 * small JSON answers (the table's) about a quarter of fetch's CPU per request, which undici's
 * streams and per-request machinery spend. Not for large or streamed bodies.
 */
export const bufferedHttp: Transport = (url, { method, headers, body }) => new Promise((resolve, reject) => {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const agent = secure ? (agents.https ??= new https.Agent({ keepAlive: true })) : (agents.http ??= new http.Agent({ keepAlive: true }));
  // A length rather than chunked transfer encoding, which not every AWS endpoint takes.
  const sized = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
  const request = (secure ? https.request : http.request)(target, { method, headers: sized, agent }, (answer) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('error', reject);
    answer.on('end', () => {
      const answerHeaders = Object.entries(answer.headers).flatMap(([name, value]): [string, string][] =>
        value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]]);
      resolve(new Response(chunks.length ? Buffer.concat(chunks) : null, { status: answer.statusCode ?? 500, headers: answerHeaders }));
    });
  });
  request.on('error', reject);
  request.end(body);
});
