import * as v from 'valibot';
import { ValidationError } from '#shared/errors';

/** Plain names stay as they are; others are quoted, so an empty or odd key ("", "a: b") still reads as a field name. */
export function fieldName(key: unknown): string {
  const name = String(key);
  return /^[\w-]+$/.test(name) ? name : JSON.stringify(name);
}

function issuePath(issue: v.BaseIssue<unknown>, root: string): string {
  const keys = issue.path?.map((item) => fieldName(item.key)) ?? [];
  return keys.length ? keys.join('.') : root;
}

function describeIssue(issue: v.BaseIssue<unknown>, root: string): string {
  const path = issuePath(issue, root);
  if (issue.kind === 'schema' && issue.type === 'strict_object' && issue.expected === 'never') {
    return `${path}: unknown field`;
  }
  if (issue.received === 'undefined' && issue.kind === 'schema') return `${path}: is required`;
  return `${path}: ${issue.message}`;
}

const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object']);

/** Validates with a valibot schema; a failure names every bad field in one message. */
export function parseOrThrow<T extends v.GenericSchema>(schema: T, input: unknown, root: string): v.InferOutput<T> {
  // valibot's object schemas take an array as an object with index keys; a JSON array is never a request object.
  if (Array.isArray(input) && OBJECT_TYPES.has(innerType(schema))) {
    throw new ValidationError(`${root}: Invalid type: Expected Object but received Array`);
  }
  const illFormed = illFormedStringKeys(input);
  if (illFormed) {
    throw new ValidationError(`${illFormed.length ? illFormed.map(fieldName).join('.') : root}: contains an unpaired UTF-16 surrogate; send well-formed Unicode`);
  }
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const messages = [...new Set(result.issues.map((issue) => describeIssue(issue, root)))];
  throw new ValidationError(messages.join('; '));
}

/** Keys leading to the first string (value or key) that is not well-formed Unicode, which DynamoDB refuses. */
function illFormedStringKeys(value: unknown, keys: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.isWellFormed() ? undefined : keys;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (!key.isWellFormed()) return [...keys, key];
    const found = illFormedStringKeys(item, [...keys, key]);
    if (found) return found;
  }
  return undefined;
}

function innerType(schema: v.GenericSchema): string {
  const wrapped = (schema as { wrapped?: v.GenericSchema }).wrapped;
  if (wrapped) return innerType(wrapped);
  const pipe = (schema as { pipe?: v.GenericSchema[] }).pipe;
  return pipe?.[0] ? innerType(pipe[0]) : schema.type;
}

/**
 * Query strings are text; schemas describe the typed value. Integer-looking text
 * for a number field and true/false for a boolean field are converted before
 * validation, so the schema (and its JSON Schema) stays the single definition.
 */
export function coerceQuery(
  schema: { entries: v.ObjectEntries },
  raw: Record<string, string | undefined>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    const field = schema.entries[name];
    if (value === undefined) continue;
    const type = field ? innerType(field) : 'string';
    if (type === 'number' && /^-?\d+$/.test(value)) out[name] = Number(value);
    else if (type === 'boolean' && (value === 'true' || value === 'false')) out[name] = value === 'true';
    else out[name] = value;
  }
  return out;
}
