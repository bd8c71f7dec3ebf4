import { fileURLToPath } from 'node:url';
import { createStaticSiteHandler } from './static-site.ts';

/** The deployed web function: the build is copied next to the bundle, in ./web (see lib/constructs/web-site.ts). */
export const handler = createStaticSiteHandler(fileURLToPath(new URL('./web/', import.meta.url)));
