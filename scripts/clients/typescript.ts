import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenApiDocument } from '#openapi/types';
import { type ClientOperation, clientOperations } from './operations.ts';

const HEADER = '// Generated from the OpenAPI document by `npm run clients`; do not edit.\n';

const camel = (name: string): string => name.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

function jsDoc(lines: Array<string | undefined>, indent: string): string {
  const text = lines.filter((line): line is string => Boolean(line)).map((line) => line.replaceAll('*/', '*\\/'));
  return text.length === 0 ? '' : `${indent}/**\n${text.map((line) => `${indent} * ${line}`).join('\n')}\n${indent} */\n`;
}

function method(operation: ClientOperation): string {
  const op = `operations['${operation.operationId}']`;
  const args: string[] = operation.pathParams.map((parameter) => `${camel(parameter.name)}: ${op}['parameters']['path']['${parameter.name}']`);
  if (operation.body) args.push(`body: ${operation.body.required ? '' : 'NonNullable<'}${op}['requestBody']${operation.body.required ? '' : '>'}['content']['application/json']`);
  if (operation.queryParams.length > 0) {
    const optional = operation.queryParams.every((parameter) => !parameter.required);
    args.push(`query${optional ? '?' : ''}: ${op}['parameters']['query']`);
  }
  args.push('options?: RequestOptions');
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => `\${encodeURIComponent(${camel(name)})}`);
  const success = `SuccessBody<'${operation.operationId}'>`;
  const result = operation.result.kind === 'single' ? `${success}['data']` : success;
  const returns = operation.alsoText ? `${result} | string` : result;
  const request = [`method: '${operation.method}'`, `path: \`${path}\``];
  if (operation.queryParams.length > 0) request.push('query');
  if (operation.body) request.push('body');
  request.push(`unwrap: ${operation.result.kind === 'single'}`);
  return `${jsDoc([`${operation.summary} (\`${operation.method} ${operation.path}\`)`], '  ')}  ${camel(operation.operationId)}(${args.join(', ')}): Promise<${returns}> {
    return this.transport.request({ ${request.join(', ')} }, options);
  }
`;
}

/** The typed operation methods, one per client operation of the document. */
export function operationsModule(document: OpenApiDocument): string {
  const operations = clientOperations(document);
  const schemas = Object.keys(document.components.schemas ?? {});
  return `${HEADER}import type { RequestOptions, Transport } from '../transport.ts';
import type { components, operations } from './schema.ts';

${schemas.map((name) => `export type ${name} = components['schemas']['${name}'];`).join('\n')}

/** The 2xx JSON body of an operation. */
export type SuccessBody<Op extends keyof operations> = Extract<
  operations[Op]['responses'][keyof operations[Op]['responses'] & (200 | 201 | 202)],
  { content: { 'application/json': unknown } }
>['content']['application/json'];

/** One method per operation: path parameters first, then the body, then query parameters. Single results are the body's \`data\`; lists are \`{ data, pagination }\`. */
export class BriefingsOperations {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

${operations.map(method).join('\n')}}
`;
}

/** Types of every path, operation and schema (openapi-typescript). */
export async function schemaModule(document: OpenApiDocument): Promise<string> {
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], { alphabetize: false, defaultNonNullable: false });
  return `${HEADER}${astToString(ast)}`;
}
