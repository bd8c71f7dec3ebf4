import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describeRoutes } from './document.ts';
import type { RouteDescription } from './types.ts';

declare global {
  /**
   * The route table's description, packed by the bundler (lib/bundling.ts
   * defines it) so a bundled function carries no schemas and no JSON Schema
   * converter; unbundled, as in the local stack, it is undefined. Compressed:
   * the bundler takes it as a command-line argument.
   */
  var BUNDLED_ROUTE_DESCRIPTION: string | undefined;
}

export const packRouteDescription = (description: RouteDescription) => brotliCompressSync(JSON.stringify(description)).toString('base64');

export function routeDescription(): RouteDescription {
  // `??` rather than a test: the bundler folds it, so describeRoutes and all it imports drop out of the bundle.
  const packed = globalThis.BUNDLED_ROUTE_DESCRIPTION ?? describeRoutes();
  return typeof packed === 'string' ? JSON.parse(brotliDecompressSync(Buffer.from(packed, 'base64')).toString()) as RouteDescription : packed;
}
