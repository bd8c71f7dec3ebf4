import * as v from 'valibot';
import type { RouteSpec } from '#http/route';

type AnyObjectSchema = v.ObjectSchema<v.ObjectEntries, undefined> | v.StrictObjectSchema<v.ObjectEntries, undefined>;

/** The object schema inside a `v.pipe(v.object(...), v.title(...))` or a plain object schema. */
export function objectOf(schema: v.GenericSchema): AnyObjectSchema {
  const candidate = (schema as { pipe?: v.GenericSchema[] }).pipe?.[0] ?? schema;
  if (!('entries' in candidate)) throw new Error(`expected an object schema, got ${candidate.type}`);
  return candidate as AnyObjectSchema;
}

export const idArgument = (description: string) => v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.description(description));

/** The entries type of an object schema, or of the object schema a pipe starts with. */
type EntriesOf<S> = S extends { pipe: readonly [infer First, ...unknown[]] }
  ? EntriesOf<First>
  : S extends { entries: infer E extends v.ObjectEntries } ? E : never;

/** Tool arguments: an id plus the fields of a REST body or query schema, flat, as agents prefer. */
export function argumentsWithId<N extends string, S extends v.GenericSchema = v.StrictObjectSchema<Record<never, never>, undefined>>(
  name: N,
  description: string,
  rest?: S,
) {
  const entries = { [name]: idArgument(description), ...(rest ? objectOf(rest).entries : {}) };
  return v.strictObject(entries as Record<N, ReturnType<typeof idArgument>> & EntriesOf<S>);
}

/**
 * What a tool returns as structured content, from its REST twin's success
 * response: the `data` of a single-resource envelope, or the whole list envelope.
 */
export function outputSchemaOf(route: RouteSpec): v.GenericSchema {
  const success = Object.entries(route.responses).find(([status]) => Number(status) < 300)?.[1]?.schema;
  if (!success) throw new Error(`${route.operationId} has no success schema`);
  const data = objectOf(success).entries.data;
  if (!data) throw new Error(`${route.operationId} success body has no data`);
  return data.type === 'array' ? success : data;
}
