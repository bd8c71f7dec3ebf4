import type { OpenApiDocument } from '#openapi/types';
import { type ClientOperation, clientOperations, type SchemaNode, schemaName } from './operations.ts';

const HEADER = '# Generated from the OpenAPI document by `npm run clients`; do not edit.\n';
const KEYWORDS = new Set(['and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield', 'None', 'True', 'False']);

const pascal = (name: string): string => name.replace(/(^|[_\-.\s])([a-zA-Z0-9])/g, (_match, _separator, letter: string) => letter.toUpperCase());
const snake = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const pyName = (name: string): string => (KEYWORDS.has(name) ? `${name}_` : name);
const pyArg = (name: string): string => pyName(snake(name));
/** `T | None`, without a second None when the schema is already nullable. */
const optional = (type: string): string => (type.split(' | ').includes('None') ? type : `${type} | None`);
const pyString = (value: string): string => JSON.stringify(value);
/** A JSON value as a Python literal: null, true and false are spelled None, True and False. */
const pythonLiteral = (value: unknown): string => (value === null ? 'None' : typeof value === 'boolean' ? (value ? 'True' : 'False') : JSON.stringify(value));
const docLine = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ').replaceAll('\\', '\\\\').replaceAll('"', '\\"').trim();

interface DataClass {
  name: string;
  schema: SchemaNode;
}

/** Turns JSON Schemas into Python type expressions, collecting a dataclass for each object schema with properties. */
class PythonTypes {
  readonly classes: DataClass[] = [];
  private readonly taken = new Map<string, SchemaNode>();

  constructor(private readonly components: Record<string, SchemaNode>) {
    for (const [name, schema] of Object.entries(components)) this.taken.set(name, schema);
    for (const [name, schema] of Object.entries(components)) this.classes.push({ name, schema });
  }

  typeOf(schema: SchemaNode, hint: string): string {
    if (schema.$ref) return schemaName(schema.$ref);
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants) {
      const types = [...new Set(variants.map((variant, index) => this.typeOf(variant, variants.length > 1 ? `${hint}${index === 0 ? '' : index + 1}` : hint)))];
      return types.join(' | ');
    }
    if (schema.enum) return `Literal[${schema.enum.map(pythonLiteral).join(', ')}]`;
    if (schema.const !== undefined) return `Literal[${pythonLiteral(schema.const)}]`;
    if (Array.isArray(schema.type)) return schema.type.map((type) => this.typeOf({ ...schema, type }, hint)).join(' | ');
    switch (schema.type) {
      case 'string': return 'str';
      case 'integer': return 'int';
      case 'number': return 'float';
      case 'boolean': return 'bool';
      case 'null': return 'None';
      case 'array': return `list[${schema.items ? this.typeOf(schema.items, `${hint}Item`) : 'Any'}]`;
      case 'object': return schema.properties && Object.keys(schema.properties).length > 0 ? this.inlineClass(schema, hint) : 'dict[str, Any]';
      default: return 'Any';
    }
  }

  /** An inline schema met again (the same object in two operations) reuses the class of its first place. */
  private inlineClass(schema: SchemaNode, hint: string): string {
    const shape = JSON.stringify(schema);
    const known = [...this.taken].find(([, taken]) => JSON.stringify(taken) === shape)?.[0];
    if (known) return known;
    let name = hint;
    for (let suffix = 2; this.taken.has(name) && JSON.stringify(this.taken.get(name)) !== JSON.stringify(schema); suffix++) name = `${hint}${suffix}`;
    if (!this.taken.has(name)) {
      this.taken.set(name, schema);
      this.classes.push({ name, schema });
    }
    return name;
  }
}

function dataclassSource(types: PythonTypes, { name, schema }: DataClass): string {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([property, node]) => {
    const type = types.typeOf(node, `${name}${pascal(property)}`);
    const json = pyName(property) === property ? '' : `metadata={"json": ${pyString(property)}}`;
    const line = required.has(property)
      ? `    ${pyName(property)}: ${type}${json ? ` = field(${json})` : ''}`
      : `    ${pyName(property)}: ${optional(type)} = ${json ? `field(default=None, ${json})` : 'None'}`;
    const comment = docLine(node.description);
    return { required: required.has(property), source: comment ? `${line}\n    """${comment}"""` : line };
  });
  const ordered = [...fields.filter((entry) => entry.required), ...fields.filter((entry) => !entry.required)];
  const doc = docLine(schema.description);
  const body = ordered.length > 0 ? ordered.map((entry) => entry.source).join('\n') : '    pass';
  return `@dataclass\nclass ${name}:\n${doc ? `    """${doc}"""\n\n` : ''}${body}\n`;
}

/** Inline schemas of the operations get names from their operation: CreateWebhookResult, CreateWebhookBody, … */
function operationTypes(types: PythonTypes, operation: ClientOperation) {
  const base = pascal(operation.operationId);
  const data = operation.result.kind === 'page' && operation.result.data.items ? operation.result.data.items : operation.result.data;
  return {
    result: types.typeOf(data, operation.result.kind === 'page' ? `${base}Item` : `${base}Result`),
    body: operation.body ? types.typeOf(operation.body.schema, `${base}Body`) : undefined,
    path: operation.pathParams.map((parameter) => ({ parameter, type: types.typeOf(parameter.schema, `${base}${pascal(parameter.name)}`) })),
    query: operation.queryParams.map((parameter) => ({ parameter, type: types.typeOf(parameter.schema, `${base}${pascal(parameter.name)}`) })),
  };
}

function collectTypes(document: OpenApiDocument) {
  const types = new PythonTypes((document.components.schemas ?? {}) as Record<string, SchemaNode>);
  const operations = clientOperations(document).map((operation) => ({ operation, types: operationTypes(types, operation) }));
  return { types, operations };
}

/** A dataclass for every schema of the document, named schemas under their own names. */
export function pythonModels(document: OpenApiDocument): string {
  const { types } = collectTypes(document);
  const sources: string[] = [];
  for (let index = 0; index < types.classes.length; index++) sources.push(dataclassSource(types, types.classes[index]!));
  const names = types.classes.map((entry) => entry.name);
  return `${HEADER}from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, Literal, TypeVar

__all__ = ["Page", ${names.map(pyString).join(', ')}]

T = TypeVar("T")


@dataclass
class Page(Generic[T]):
    """One page of a list: the items and where the page sits in the whole list."""

    data: list[T]
    pagination: Pagination


${sources.join('\n\n')}`;
}

function methodSource({ operation, types }: ReturnType<typeof collectTypes>['operations'][number]): string {
  const args = ['self', ...types.path.map(({ parameter, type }) => `${pyArg(parameter.name)}: ${type}`)];
  if (types.body) args.push(`body: ${types.body} | dict[str, Any]`);
  const required = types.query.filter(({ parameter }) => parameter.required);
  const optionalQuery = types.query.filter(({ parameter }) => !parameter.required);
  if (types.query.length > 0) args.push('*');
  args.push(...required.map(({ parameter, type }) => `${pyArg(parameter.name)}: ${type}`));
  args.push(...optionalQuery.map(({ parameter, type }) => `${pyArg(parameter.name)}: ${optional(type)} = None`));
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => `{_quote(${pyArg(name)})}`);
  const result = operation.result.kind === 'page' ? `Page[${types.result}]` : types.result;
  const returns = operation.alsoText ? `${result} | str` : result;
  const call = [pyString(operation.method), `${path.includes('{') ? 'f' : ''}${pyString(path)}`];
  if (types.query.length > 0) call.push(`query={${types.query.map(({ parameter }) => `${pyString(parameter.name)}: ${pyArg(parameter.name)}`).join(', ')}}`);
  if (types.body) call.push('body=body');
  call.push(`result=${result}`, `unwrap=${operation.result.kind === 'single' ? 'True' : 'False'}`);
  return `    def ${snake(operation.operationId)}(${args.join(', ')}) -> ${returns}:
        """${docLine(operation.summary)} (${operation.method} ${operation.path})"""
        return self._transport.request(${call.join(', ')})
`;
}

/** One method per operation, named after its operationId in snake case. */
export function pythonOperations(document: OpenApiDocument): string {
  const { operations } = collectTypes(document);
  return `${HEADER}from __future__ import annotations

from typing import Any, Literal
from urllib.parse import quote

from ._runtime import Transport
from .models import *  # noqa: F403


def _quote(value: str) -> str:
    return quote(str(value), safe="")


class BriefingsOperations:
    """Path parameters first, then the body, then query parameters as keywords. Single results are the body's \`data\`; lists are a Page of data and pagination."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

${operations.map(methodSource).join('\n')}`;
}
