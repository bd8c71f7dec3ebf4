import { type Agent, request as httpRequest } from 'node:http';
import type { ApiResult } from './local-stack.ts';
import { checkAgainstOpenApi } from './openapi-check.ts';

export interface RawRequest {
  method?: string;
  /** An array value sends the header once per element, as separate header lines (which fetch cannot do). */
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  agent?: Agent;
  /** Responses of the gateway itself (413) are outside the OpenAPI document. */
  checkOpenApi?: boolean;
}

export interface RawResult extends ApiResult {
  /** The socket the answer came on, to tell reused connections apart. */
  socketId: number;
}

let sockets = 0;
const socketIds = new WeakMap<object, number>();

/** A request through node:http, for what fetch cannot send: repeated header lines, a chosen keep-alive agent. */
export function rawRequest(url: string, options: RawRequest = {}): Promise<RawResult> {
  const method = options.method ?? 'GET';
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, agent: options.agent }, (response) => {
      const socket = response.socket;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const status = response.statusCode ?? 0;
        if (options.checkOpenApi !== false) checkAgainstOpenApi({ method, url, status, headers, body: text });
        const isJson = headers.get('content-type')?.includes('json');
        if (!socketIds.has(socket)) socketIds.set(socket, ++sockets);
        resolve({ status, headers, body: isJson && text ? JSON.parse(text) : text, socketId: socketIds.get(socket)! });
      });
    });
    outgoing.on('error', reject);
    for (const [name, value] of Object.entries(options.headers ?? {})) outgoing.setHeader(name, value);
    outgoing.end(options.body);
  });
}
