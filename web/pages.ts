import { REFERENCE_PATH } from '#shared/base-path';

/**
 * Every page the service serves besides the API: the build bundles each entry
 * into content-hashed assets under /assets/ and writes its HTML, the web
 * handler serves them, and the CDK stack adds one API Gateway route per path.
 * A new page is one more entry here.
 */
export interface WebPage {
  /** URL path of the page's HTML (no trailing slash). */
  path: string;
  /** Entry module, relative to the project root; any CSS it imports becomes the page's stylesheet. */
  entry: string;
  /** Asset name prefix: assets are /assets/<name>-<hash>.js and .css. */
  name: string;
  title: string;
}

export const webPages: WebPage[] = [
  { path: '/', entry: 'web/portal/main.tsx', name: 'portal', title: 'Briefings developer portal' },
  { path: REFERENCE_PATH, entry: 'web/reference/main.ts', name: 'reference', title: 'Briefings API reference' },
];

/** Where hashed assets are served; the only path prefix besides the pages' own paths. */
export const ASSETS_PATH = '/assets';

/** The paths API Gateway sends to the web function: each page, and everything under the assets path. */
export const webRoutes: { path: string; prefix: boolean }[] = [
  ...webPages.map((page) => ({ path: page.path, prefix: false })),
  { path: ASSETS_PATH, prefix: true },
];
