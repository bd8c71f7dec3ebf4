import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The import graph of the service's code: every file under the given folders
 * and the files it imports (aliases of package.json `imports` and relative
 * paths resolved; packages left out), type-only imports included.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const aliases = Object.entries(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).imports as Record<string, string>);
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

export function codeFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

function resolveFile(candidate: string, known: Set<string>): string | undefined {
  return [candidate, `${candidate}.ts`, `${candidate}.tsx`, `${candidate}/index.ts`].find((file) => known.has(file));
}

function resolveImport(specifier: string, importer: string, known: Set<string>): string | undefined {
  if (specifier.startsWith('.')) return resolveFile(path.posix.join(path.posix.dirname(importer), specifier), known);
  for (const [alias, target] of aliases) {
    const to = target.replace(/^\.\//, '');
    if (alias === specifier) return to;
    if (alias.endsWith('*') && specifier.startsWith(alias.slice(0, -1))) {
      return resolveFile(to.replace('*', specifier.slice(alias.length - 1)).replace(/\.ts$/, ''), known);
    }
  }
  return undefined;
}

export function importGraph(folders: string[]): Map<string, string[]> {
  const files = folders.flatMap(codeFiles);
  const known = new Set(files);
  return new Map(files.map((file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((match) => resolveImport(match[1] ?? match[2] ?? match[3]!, file, known));
    return [file, [...new Set(targets.filter((target): target is string => target !== undefined))]];
  }));
}

/** Groups of files that import each other in a circle (strongly connected components of more than one file, or a file importing itself). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles;
}
