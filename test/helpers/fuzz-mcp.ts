import fc from 'fast-check';
import { toolDefinitions } from '../../functions/mcp/tools.ts';
import { objectOf } from '../../functions/mcp/schemas.ts';
import { jsonObjectArbitrary, nestedJsonArbitrary } from './fuzz-requests.ts';
import { type ForeignIds, garbage, headerText } from './fuzz-values.ts';

export const TOOL_NAMES = toolDefinitions.flatMap((tool) => tool.names);
const argumentNames = new Map(toolDefinitions.flatMap((tool) => tool.names.map((name) => [name, Object.keys(objectOf(tool.input).entries)])));
export const argumentNamesOf = (tool: string): string[] => argumentNames.get(tool) ?? [];

export interface McpFuzzRequest {
  method: string;
  body: string;
  contentType?: string;
  accept?: string;
  /** 'key' and 'read-key' are real keys; the rest are refused (the repeated ones as API Gateway joins them). */
  auth: 'key' | 'read-key' | 'none' | 'garbage' | 'session' | 'key-twice' | 'key-then-garbage' | 'empty';
  noise: string;
  /** Levels of objects and arrays in a tool call's arguments built nested on purpose, and the argument holding them. */
  nested?: { argument: string; nesting: number };
}

/** A tools/call an agent could plausibly send: a real tool name with arguments of its own names, near-valid or garbage. */
function toolCallArbitrary(foreign: ForeignIds): fc.Arbitrary<Record<string, unknown>> {
  return fc.constantFrom(...TOOL_NAMES).chain((name) => fc.record({
    jsonrpc: fc.constant('2.0'),
    id: fc.oneof(fc.nat(), fc.string({ maxLength: 10 })),
    method: fc.constant('tools/call'),
    params: fc.record({ name: fc.constant(name), arguments: jsonObjectArbitrary(argumentNamesOf(name), foreign) }),
  }));
}

/** Anything shaped roughly like JSON-RPC: odd versions, ids, methods, params and tool names. */
const looseMessageArbitrary: fc.Arbitrary<Record<string, unknown>> = fc.record({
  jsonrpc: fc.oneof(fc.constant('2.0'), garbage),
  id: fc.oneof(fc.nat(), fc.string({ maxLength: 10 }), fc.constant(null), garbage),
  method: fc.oneof(
    fc.constantFrom('tools/call', 'tools/list', 'initialize', 'ping', 'notifications/initialized', 'resources/list', 'prompts/get', 'logging/setLevel'),
    fc.string({ maxLength: 20 }),
    garbage,
  ),
  params: fc.oneof(
    fc.record({
      name: fc.oneof(fc.constantFrom(...TOOL_NAMES), fc.string({ maxLength: 20 }), garbage),
      arguments: fc.oneof(garbage, fc.constant(undefined)),
    }, { requiredKeys: [] }),
    garbage,
  ),
}, { requiredKeys: [] });

const MALFORMED = ['', '{', '[]', '[{}]', '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":', 'null', '"tools/call"', '{"jsonrpc":"2.0"}}'];

/** A tools/call whose arguments nest around the depth limit or far past it; `nesting` counts from the JSON-RPC message. */
const nestedToolCallArbitrary = fc.constantFrom(...TOOL_NAMES).chain((name) => nestedJsonArbitrary(argumentNamesOf(name)).map(({ text, field, nesting }) => ({
  body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":${JSON.stringify(name)},"arguments":${text}}}`,
  nested: { argument: field, nesting: nesting + 2 },
})));

/** Method, content type, accept and credentials around a body. */
const envelopeArbitrary = fc.record({
  method: fc.oneof({ weight: 12, arbitrary: fc.constant('POST') }, { weight: 1, arbitrary: fc.constantFrom('GET', 'DELETE', 'PUT', 'PATCH') }),
  contentType: fc.oneof(
    { weight: 10, arbitrary: fc.constant<string | undefined>('application/json') },
    { weight: 1, arbitrary: fc.constantFrom<string | undefined>(undefined, 'text/plain', 'application/json; charset=utf-8', 'application/x-www-form-urlencoded') },
  ),
  accept: fc.oneof(
    { weight: 10, arbitrary: fc.constant<string | undefined>('application/json, text/event-stream') },
    { weight: 1, arbitrary: fc.constantFrom<string | undefined>(undefined, 'application/json', 'text/event-stream', 'text/html', '*/*') },
  ),
  auth: fc.oneof(
    { weight: 10, arbitrary: fc.constant<McpFuzzRequest['auth']>('key') },
    { weight: 2, arbitrary: fc.constantFrom<McpFuzzRequest['auth']>('read-key', 'none', 'garbage', 'session', 'key-twice', 'key-then-garbage', 'empty') },
  ),
  noise: headerText(60),
}, { requiredKeys: ['method', 'contentType', 'accept', 'auth', 'noise'] });

export function mcpRequestArbitrary(foreign: ForeignIds): fc.Arbitrary<McpFuzzRequest> {
  const message = fc.oneof({ weight: 3, arbitrary: toolCallArbitrary(foreign) }, { weight: 2, arbitrary: looseMessageArbitrary });
  const body = fc.oneof(
    { weight: 8, arbitrary: message.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.array(message, { maxLength: 3 }).map((values) => JSON.stringify(values)) },
    { weight: 1, arbitrary: fc.array(toolCallArbitrary(foreign), { minLength: 2, maxLength: 70 }).map((values) => JSON.stringify(values)) },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...MALFORMED), fc.string({ maxLength: 40 })) },
  ).map((text): Pick<McpFuzzRequest, 'body' | 'nested'> => ({ body: text }));
  const shaped = fc.oneof({ weight: 10, arbitrary: body }, { weight: 1, arbitrary: nestedToolCallArbitrary });
  return fc.tuple(shaped, envelopeArbitrary).map(([shape, envelope]) => ({ ...envelope, ...shape }));
}
