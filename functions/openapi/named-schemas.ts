import type * as v from 'valibot';
import { toJsonSchema } from './json-schema.ts';

/** Properties through which a valibot schema holds its child schemas. */
const CHILD_KEYS = ['entries', 'item', 'items', 'wrapped', 'options', 'rest', 'key', 'value', 'pipe'] as const;

function isSchema(value: unknown): value is v.GenericSchema {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';
}

function childrenOf(schema: v.GenericSchema): v.GenericSchema[] {
  const holder = schema as unknown as Record<string, unknown>;
  return CHILD_KEYS.flatMap((key) => {
    const value = holder[key];
    if (isSchema(value)) return [value];
    if (Array.isArray(value)) return value.filter(isSchema);
    if (key === 'entries' && value && typeof value === 'object') return Object.values(value).filter(isSchema);
    return [];
  });
}

/** Every schema reachable from the roots, parents before children, each once. */
function reachable(roots: v.GenericSchema[]): v.GenericSchema[] {
  const seen = new Set<v.GenericSchema>();
  const visit = (schema: v.GenericSchema): void => {
    if (seen.has(schema)) return;
    seen.add(schema);
    childrenOf(schema).forEach(visit);
  };
  roots.forEach(visit);
  return [...seen];
}

/**
 * The title set in this schema's own pipe. (`v.getTitle` also looks into nested
 * pipes, so `v.pipe(Titled, v.description(...))` would wrongly claim the name.)
 */
function ownTitle(schema: v.GenericSchema): string | undefined {
  const pipe = (schema as { pipe?: ReadonlyArray<{ kind: string; type: string; title?: unknown; metadata?: { title?: unknown } }> }).pipe ?? [];
  const titles = pipe.filter((item) => item.kind === 'metadata')
    .map((item) => (item.type === 'title' ? item.title : item.type === 'metadata' ? item.metadata?.title : undefined))
    .filter((title): title is string => typeof title === 'string');
  return titles.at(-1);
}

/** A component name (letters, digits, . _ -) from a title: "API key" -> "APIKey". */
export function componentName(title: string): string {
  return title.split(/[^A-Za-z0-9._-]+/).filter(Boolean).map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

export interface NamedSchemas {
  /** Name (or alias) -> schema; every listed schema is converted to a `$ref`. */
  named: Record<string, v.GenericSchema>;
  /** The component name an entry of `named` is published under. */
  canonical: (name: string) => string;
}

/**
 * Finds the schemas to publish as named components: the `fixed` ones, and every
 * schema reachable from `roots` that carries a `v.title`. Two schema objects with
 * the same name and the same JSON Schema become one component; a name shared by
 * schemas that differ is an error naming it.
 */
export function collectNamedSchemas(roots: v.GenericSchema[], fixed: Record<string, v.GenericSchema>): NamedSchemas {
  const named: Record<string, v.GenericSchema> = {};
  const aliasOf = new Map<string, string>();
  const known = new Set<v.GenericSchema>();
  const add = (name: string, schema: v.GenericSchema): void => {
    if (known.has(schema)) return;
    known.add(schema);
    const first = named[name];
    if (!first) {
      named[name] = schema;
      return;
    }
    if (JSON.stringify(toJsonSchema(first)) !== JSON.stringify(toJsonSchema(schema))) {
      throw new Error(`Two different schemas are named "${name}"; give them different v.title values`);
    }
    const alias = `${name}~${aliasOf.size + 1}`;
    aliasOf.set(alias, name);
    named[alias] = schema;
  };
  for (const [name, schema] of Object.entries(fixed)) add(name, schema);
  for (const schema of reachable(roots)) {
    const title = ownTitle(schema);
    if (title) add(componentName(title), schema);
  }
  return { named, canonical: (name) => aliasOf.get(name) ?? name };
}
