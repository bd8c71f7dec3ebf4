import {
  type ConversionConfig,
  type JsonSchema,
  type OverrideActionContext,
  toJsonSchema as convert,
  toJsonSchemaDefs,
} from '@valibot/to-json-schema';
import type * as v from 'valibot';

export type { JsonSchema };

/**
 * Validation actions JSON Schema cannot express (custom checks, trimming,
 * case-insensitive patterns) are left out instead of failing the conversion:
 * the JSON Schema may then accept a value the API answers with a 400 naming
 * the field, but it never rejects a value the API accepts.
 */
function dropInexpressibleAction({ valibotAction, jsonSchema, errors }: OverrideActionContext): JsonSchema | undefined {
  if (!errors) return undefined;
  const requirement = (valibotAction as { requirement?: unknown }).requirement;
  if (valibotAction.type === 'regex' && requirement instanceof RegExp && jsonSchema.pattern === requirement.source) {
    const { pattern: _dropped, ...rest } = jsonSchema;
    return rest;
  }
  return jsonSchema;
}

/** Converts the input side: what a JSON sender must send (conversion stops at the first type-changing transform). */
const baseConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'throw',
  overrideAction: dropInexpressibleAction,
} as const satisfies ConversionConfig;

function withoutDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

/**
 * Converts a valibot schema to a self-contained JSON Schema object.
 *
 * Contract (the OpenAPI document and the MCP tool schemas rely on it):
 * - JSON Schema 2020-12 semantics, without a `$schema` keyword; the keywords used
 *   (type, properties, required, additionalProperties, items, enum, const, anyOf,
 *   minimum/maximum, minLength/maxLength, minItems/maxItems, pattern, format,
 *   default, title, description) mean the same in draft-07.
 * - Everything is inlined: no `$ref`, except recursive (`v.lazy`) schemas, which
 *   refer to `$defs` carried in the same object.
 * - It describes the value as sent: `v.optional` fields are not `required` and
 *   carry their `default`; `v.strictObject` gives `additionalProperties: false`;
 *   `v.nullable(x)` gives `anyOf: [x, {type: 'null'}]`; `v.picklist` gives `enum`;
 *   `v.description`/`v.title` give `description`/`title`.
 * - Never stricter than the valibot schema (see dropInexpressibleAction).
 * - Schemas with no JSON form (date, bigint, custom, ...) throw an Error that names them.
 */
export function toJsonSchema(schema: v.GenericSchema): JsonSchema {
  return withoutDialect(convert(schema, baseConfig));
}

/**
 * Converts schemas for a document whose named schemas live under `refPrefix`
 * (e.g. `#/components/schemas/`): a schema listed in `named` becomes a `$ref`
 * wherever it appears. Names map to schemas; several names may share one
 * target (`canonical`), so equal schemas declared twice become one component.
 */
export function createReferencingConverter(options: {
  named: Record<string, v.GenericSchema>;
  canonical: (name: string) => string;
  refPrefix: string;
}) {
  const config: ConversionConfig = {
    ...baseConfig,
    definitions: options.named,
    overrideRef: ({ referenceId }) => {
      if (!(referenceId in options.named)) {
        throw new Error('A recursive (v.lazy) schema needs a v.title to become a named component');
      }
      return `${options.refPrefix}${options.canonical(referenceId)}`;
    },
  };
  return {
    convert(schema: v.GenericSchema): JsonSchema {
      const { $defs: _shared, ...rest } = withoutDialect(convert(schema, config));
      return rest;
    },
    definitions(): Record<string, JsonSchema> {
      const all = toJsonSchemaDefs(options.named, config);
      return Object.fromEntries(Object.entries(all).filter(([name]) => options.canonical(name) === name));
    },
  };
}
