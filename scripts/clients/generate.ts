/**
 * Regenerates the generated parts of the typed clients from the OpenAPI
 * document the route table builds, and the fallback's list of route paths:
 * `npm run clients`. With --check it writes
 * nothing and fails when a committed file differs (the staleness test runs the same comparison).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '#openapi/document';
import { routeList } from '#routes';
import { pythonModels, pythonOperations } from './python.ts';
import { operationsModule, schemaModule } from './typescript.ts';

const root = new URL('../../', import.meta.url);
const SIGNING_SOURCE = 'functions/domain/delivery/signing.ts';

/**
 * The route table's methods and paths alone, for the $default fallback: it answers 404 or 405 and
 * would otherwise carry every route's schemas (about 100 KB of its bundle).
 */
function routePathsModule(): string {
  const rows = routeList.map(({ method, path }) => `  { method: '${method}', path: '${path}' },`);
  return [
    '// Generated from the route table (functions/routes/index.ts) by `npm run clients`; do not edit.',
    "import type { RoutePath } from '#http/route-matcher';",
    '',
    '/** Every route\'s method and path, for the $default fallback\'s 404 or 405. */',
    'export const routePaths: readonly RoutePath[] = [',
    ...rows,
    '];',
    '',
  ].join('\n');
}

/** Every generated file, by path relative to the repository root. */
export async function generatedFiles(): Promise<Record<string, string>> {
  const document = buildOpenApiDocument();
  const signing = await readFile(new URL(SIGNING_SOURCE, root), 'utf8');
  return {
    'clients/openapi.json': `${JSON.stringify(document, null, 2)}\n`,
    'clients/typescript/src/generated/schema.ts': await schemaModule(document),
    'clients/typescript/src/generated/operations.ts': operationsModule(document),
    'clients/typescript/src/generated/signing.ts': `// Copied from ${SIGNING_SOURCE} by \`npm run clients\`; do not edit.\n${signing}`,
    'clients/python/briefings_client/models.py': pythonModels(document),
    'clients/python/briefings_client/operations.py': pythonOperations(document),
    'functions/routes/paths.ts': routePathsModule(),
  };
}

/** Paths whose committed content differs from what the document generates now. */
export async function staleFiles(): Promise<string[]> {
  const stale: string[] = [];
  for (const [path, content] of Object.entries(await generatedFiles())) {
    const committed = await readFile(new URL(path, root), 'utf8').catch(() => undefined);
    if (committed !== content) stale.push(path);
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = await staleFiles();
    if (stale.length > 0) {
      console.error(`Stale generated client files (run npm run clients): ${stale.join(', ')}`);
      process.exit(1);
    }
  } else {
    for (const [path, content] of Object.entries(await generatedFiles())) await writeFile(new URL(path, root), content);
  }
}
