import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/** Node.js version the functions deploy on; bundles target it. */
export const LAMBDA_NODE_TARGET = 'node24';

/**
 * esbuild settings shared by every Lambda bundle (and by the bundle-size
 * benchmark, so the figures it prints are the deployed ones). The AWS SDK v3
 * comes with the Lambda runtime and stays out of the bundles.
 */
export const bundlingOptions: BundlingOptions = {
  format: OutputFormat.ESM,
  target: LAMBDA_NODE_TARGET,
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  externalModules: ['@aws-sdk/*'],
  // Some dependencies are CommonJS and call require(); ESM bundles need it defined.
  banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
};
