import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import { ApiError } from '#shared/errors';
import { parseOrThrow } from '#http/validation';
import { log } from '#shared/logger';
import { API_VERSION } from '#shared/version';
import { toJsonSchema } from '#openapi/json-schema';
import { successStatusOf } from '#http/route';
import { recordToolCall, runAudited } from './audit.ts';
import { ParamCheckingServer } from './param-checking-server.ts';
import { type ToolContext, toolDefinitions, toolsByName } from './tools.ts';

export const SERVER_INFO = { name: 'briefings', version: API_VERSION };

/** tools/list, computed once: JSON Schemas from the same valibot schemas the REST API validates with. */
const toolList = toolDefinitions.flatMap((tool) => {
  const inputSchema = toJsonSchema(tool.input) as { type: 'object' };
  const outputSchema = toJsonSchema(tool.output) as { type: 'object' };
  return tool.names.map((name) => ({
    name,
    title: tool.title,
    description: tool.description,
    inputSchema,
    outputSchema,
    annotations: { readOnlyHint: tool.twin.method === 'GET', openWorldHint: false },
  }));
});

function summarize(result: unknown): string {
  const text = JSON.stringify(result);
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}

/** Domain errors (validation, not found, conflict, not ready) are tool results an agent can read and act on. */
function toolError(error: unknown, requestId: string): CallToolResult {
  if (error instanceof ApiError) {
    return { isError: true, content: [{ type: 'text', text: `${error.code}: ${error.message}` }] };
  }
  log('error', 'tool failed', { request_id: requestId, error: error instanceof Error ? error.stack : String(error) });
  return { isError: true, content: [{ type: 'text', text: `internal_error: quote request id ${requestId} when reporting it` }] };
}

/**
 * The SDK validates elicitation answers only, and this server never elicits (tools check their
 * input with valibot). Giving a validator keeps the SDK's Ajv one unused, so the bundle leaves
 * ajv out (lib/bundle-stand-ins/ajv.ts).
 */
const noElicitation: jsonSchemaValidator = {
  getValidator: () => {
    throw new Error('this server does not elicit input');
  },
};

/** A fresh, stateless MCP server for one HTTP request, acting for one caller. */
export function createMcpServer(context: ToolContext & { requestId: string }): Server {
  const server = new ParamCheckingServer(SERVER_INFO, {
    capabilities: { tools: {} },
    jsonSchemaValidator: noElicitation,
    instructions: 'Briefings turns content sources into audio briefings. Typical flow: create_profile, add_source (with profile_id), generate_briefing, poll get_briefing_status until done, then get_briefing_audio.',
  });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: toolList }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = toolsByName.get(request.params.name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `not_found: no tool named ${request.params.name}` }] };
    const rawArgs = request.params.arguments ?? {};
    let answer: CallToolResult;
    let outcome: Parameters<typeof recordToolCall>[3];
    try {
      const args = parseOrThrow(tool.input, rawArgs, 'arguments');
      const { result, pending } = await runAudited(tool, context.principal, context.origin, args, () => tool.run(context, args) as Promise<Record<string, unknown>>);
      answer = { structuredContent: result, content: [{ type: 'text', text: summarize(result) }] };
      outcome = { args, outcome: successStatusOf(tool.twin), result, pending };
    } catch (error) {
      answer = toolError(error, context.requestId);
      outcome = { args: rawArgs, outcome: error instanceof ApiError ? error.status : 500 };
    }
    try {
      await recordToolCall(tool, context.principal, context.origin, outcome);
    } catch (error) {
      return toolError(error, context.requestId);
    }
    return answer;
  });
  return server;
}
