import * as v from 'valibot';

/** Attributes that locate an item (table and index keys) plus the entity marker: the store's, never a record's field. */
const ITEM_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'type'] as const;

type KeyAttributes = Partial<Record<Exclude<(typeof ITEM_ATTRIBUTES)[number], 'type'>, string>>;

export interface EntityDefinition<T extends Record<string, unknown>> {
  /** The `type` marker of the entity's items. */
  type: string;
  /** The record an item holds besides its keys; every read is checked against it, unknown attributes are left out. */
  schema: v.GenericSchema<unknown, T>;
  /** Every key attribute of the item (pk and sk, and the index keys it belongs under), from the record, on every write. */
  keys: (record: T) => KeyAttributes & { pk: string; sk: string };
  /** Record fields kept under another attribute name, e.g. a field called `type`, which is the entity marker. */
  renames?: Partial<Record<keyof T & string, string>>;
}

/** A stored item that is not what its entity declares: a bug or a hand edit, never a client's mistake. */
export class MalformedItemError extends Error {
  constructor(type: string, item: Record<string, unknown>, issues: v.BaseIssue<unknown>[]) {
    const problems = issues.map((issue) => `${v.getDotPath(issue) ?? '(item)'}: ${issue.message}`).join('; ');
    super(`Stored ${type} item ${String(item.pk)} ${String(item.sk)} is malformed: ${problems}`);
    this.name = 'MalformedItemError';
  }
}

export interface Entity<T extends Record<string, unknown>> {
  readonly type: string;
  /** The item to write: the record's fields, its derived key attributes and the entity marker. */
  item(record: T): Record<string, unknown>;
  /** The record an item holds; undefined for no item or an item of another entity; throws MalformedItemError when it does not check. */
  read(item: Record<string, unknown> | undefined): T | undefined;
  /** The records among items (a Query's), in order; items of other entities are skipped. */
  readAll(items: Record<string, unknown>[]): T[];
}

/**
 * One entity of the single table: how its records become items (keys derived by the builders of
 * keys.ts on every write, so no writer can store a stale or hand-made key) and how items become
 * records again (checked, so a malformed item fails where it is read instead of deep in a caller).
 */
export function defineEntity<T extends Record<string, unknown>>(definition: EntityDefinition<T>): Entity<T> {
  const renames = Object.entries(definition.renames ?? {}) as Array<[string, string]>;
  const read = (item: Record<string, unknown> | undefined): T | undefined => {
    if (item?.type !== definition.type) return undefined;
    const fields: Record<string, unknown> = { ...item };
    for (const attribute of ITEM_ATTRIBUTES) delete fields[attribute];
    for (const [field, attribute] of renames) {
      fields[field] = item[attribute];
      delete fields[attribute];
    }
    const result = v.safeParse(definition.schema, fields);
    if (!result.success) throw new MalformedItemError(definition.type, item, result.issues);
    return result.output;
  };
  return {
    type: definition.type,
    item(record) {
      const fields: Record<string, unknown> = { ...record };
      for (const attribute of ITEM_ATTRIBUTES) delete fields[attribute];
      for (const [field, attribute] of renames) {
        fields[attribute] = record[field];
        delete fields[field];
      }
      return { ...fields, ...definition.keys(record), type: definition.type };
    },
    read,
    readAll: (items) => items.map(read).filter((record): record is T => record !== undefined),
  };
}
