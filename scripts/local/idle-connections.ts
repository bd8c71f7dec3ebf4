import type { Server } from 'node:http';

/**
 * Keeps a local server's idle keep-alive connections a minute, as AWS's endpoints do, instead of
 * Node's 5 s: under load a client reusing a connection the server has just closed reads ECONNRESET.
 */
export function holdIdleConnections(server: Server): void {
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 65_000;
}
