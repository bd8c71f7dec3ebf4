import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { packRouteDescription } from '../functions/openapi/bundled.ts';
import { describeRoutes } from '../functions/openapi/document.ts';

/** Node.js version the functions deploy on; bundles target it. */
export const LAMBDA_NODE_TARGET = 'node24';

// Some dependencies are CommonJS and call require(); ESM bundles need it defined.
const REQUIRE_SHIM = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * Dependencies that ride along but never run in a function, replaced by small
 * stand-ins (each file says why): the SDK's full credential chain (Lambda hands
 * the role's credentials over in the environment), the SDK's event-stream codec
 * (no streaming operation is called), the checksum module's pure-JavaScript
 * hashes (node:crypto does SHA-256), linkedom's CSS parser (no style sheet is read) and
 * ajv (the MCP server is given its own validator). The local stack bundles nothing and runs the real packages.
 */
const ALIASES: Record<string, string> = {
  '@aws-sdk/credential-provider-node': './lib/bundle-stand-ins/lambda-credentials.ts',
  '@smithy/core/event-streams': './lib/bundle-stand-ins/event-streams.ts',
  '@smithy/core/checksum': './lib/bundle-stand-ins/checksum.ts',
  cssom: './lib/bundle-stand-ins/cssom.ts',
  ajv: './lib/bundle-stand-ins/ajv.ts',
  'ajv-formats': './lib/bundle-stand-ins/ajv-formats.ts',
};

/** Values built here once and written into the bundles that read them (each declared where it is read). */
const DEFINE: Record<string, string> = {
  'globalThis.BUNDLED_ROUTE_DESCRIPTION': JSON.stringify(packRouteDescription(describeRoutes())),
};

/**
 * esbuild settings of every Lambda bundle. The AWS SDK is bundled, tree-shaken
 * and version-pinned rather than taken from the runtime: a minified bundle of
 * only the clients a function uses loads several times faster than the
 * runtime's SDK packages.
 */
const MAIN_FIELDS = ['module', 'main'];

export const esbuildOptions: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: LAMBDA_NODE_TARGET,
  minify: true,
  mainFields: MAIN_FIELDS,
  banner: { js: REQUIRE_SHIM },
  alias: ALIASES,
  define: DEFINE,
};

/** The same settings for the CDK's NodejsFunction (local esbuild, no Docker). */
export const bundlingOptions: BundlingOptions = {
  format: OutputFormat.ESM,
  target: LAMBDA_NODE_TARGET,
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  mainFields: MAIN_FIELDS,
  externalModules: [],
  banner: REQUIRE_SHIM,
  define: DEFINE,
  esbuildArgs: Object.fromEntries(Object.entries(ALIASES).map(([from, to]) => [`--alias:${from}`, to])),
};
