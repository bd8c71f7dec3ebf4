import { randomUUID } from 'node:crypto';
import { createServer as createHttp1Server } from 'node:http';
import { createServer as createHttp2Server } from 'node:http2';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { loadModeSpeech, type PollyLoadMode, type PollyLoadStats } from './polly-load.ts';
import { planSynthesis, PollyError } from './polly-requests.ts';
import { startSpeechThreads } from './speech-thread.ts';

export interface PollyEmulator {
  /** e.g. http://127.0.0.1:41234, for AWS_ENDPOINT_URL_POLLY */
  endpoint: string;
  /** Requests answered and throttled in load mode (zeros otherwise). */
  loadStats(): PollyLoadStats;
  stop(): Promise<void>;
}

/** What the handler needs of a request and a response, HTTP/1.1 or HTTP/2 alike. */
interface Exchange extends AsyncIterable<Buffer | string> {
  method?: string;
  url?: string;
}
interface Reply {
  writeHead(status: number, headers: Record<string, string | number>): unknown;
  end(body: Buffer | string): unknown;
}

/** Polly's own error namespace, which the SDK strips from x-amzn-ErrorType. */
const ERROR_NAMESPACE = 'http://internal.amazon.com/coral/com.amazonaws.polly/';
/** The HTTP/2 connection preface starts with these bytes; anything else is HTTP/1.1. */
const HTTP2_PREFACE = 'PRI';

async function readJson(request: Exchange): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    throw new PollyError('SerializationException', 400, 'Request body is not valid JSON');
  }
}

function sendError(response: Reply, requestId: string, error: PollyError): void {
  const body = JSON.stringify({ message: error.message });
  response.writeHead(error.status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'x-amzn-errortype': `${error.type}:${ERROR_NAMESPACE}`,
    'x-amzn-requestid': requestId,
  });
  response.end(body);
}

/**
 * Amazon Polly's SynthesizeSpeech (POST /v1/speech, REST-JSON) on loopback,
 * speaking with eSpeak NG in a pool of worker threads. The SDK's Polly client talks
 * HTTP/2 (its handler serves the bidirectional stream operation too), so the
 * server answers HTTP/2 with prior knowledge as well as HTTP/1.1 (curl).
 * Signatures are not checked. In load mode (polly-load.ts) it answers silence of the
 * right length within the account's request quota instead of speaking.
 */
export async function startPolly(load?: PollyLoadMode): Promise<PollyEmulator> {
  const speech = startSpeechThreads();
  const loaded = load ? loadModeSpeech(load) : undefined;

  async function handle(request: Exchange, response: Reply): Promise<void> {
    const requestId = randomUUID();
    try {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (request.method !== 'POST' || path !== '/v1/speech') {
        throw new PollyError('UnknownOperationException', 404, `The local Polly emulator serves POST /v1/speech only, not ${request.method} ${path}`);
      }
      const plan = planSynthesis(await readJson(request));
      const audio = loaded ? await loaded.synthesize(plan) : await speech.synthesize(plan.speech).catch((error: Error) => {
        throw new PollyError('ServiceFailureException', 500, `Speech synthesis failed: ${error.message}`);
      });
      response.writeHead(200, {
        'content-type': plan.contentType,
        'content-length': audio.length,
        'x-amzn-requestcharacters': plan.requestCharacters,
        'x-amzn-requestid': requestId,
      });
      response.end(audio);
    } catch (error) {
      sendError(response, requestId, error instanceof PollyError ? error : new PollyError('ServiceFailureException', 500, String(error)));
    }
  }

  const onRequest = (request: Exchange, response: Reply) => void handle(request, response);
  const http1 = createHttp1Server(onRequest);
  const http2 = createHttp2Server(onRequest);
  const sockets = new Set<Socket>();
  const server = createTcpServer({ pauseOnConnect: true }, (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('readable', () => {
      const start = socket.read(HTTP2_PREFACE.length) as Buffer | null;
      if (start) socket.unshift(start);
      (start?.toString('latin1') === HTTP2_PREFACE ? http2 : http1).emit('connection', socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    loadStats: () => loaded?.stats() ?? { answered: 0, throttled: 0 },
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
      await speech.stop();
    },
  };
}
