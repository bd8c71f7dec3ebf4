import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { type AnyObjectSchema, getObjectShape, getParseErrorMessage, safeParse } from '@modelcontextprotocol/sdk/server/zod-compat.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';

type Handler = Parameters<Server['setRequestHandler']>[1];

/** The SDK's request schemas are Zod objects: these are the two methods a lenient copy needs. */
interface ExtendableSchema {
  extend(shape: Record<string, unknown>): AnyObjectSchema;
}
interface CatchableSchema {
  catch(fallback: (context: { input: unknown }) => unknown): unknown;
}

/**
 * The SDK checks a request's params before the handler runs and answers a
 * failure with -32603 Internal error (modelcontextprotocol/typescript-sdk#2284),
 * so a client's malformed tools/call or initialize read as a server fault. This
 * server lets any params past that first check, validates them itself and
 * answers -32602 Invalid params naming the field.
 */
export class ParamCheckingServer extends Server {
  override setRequestHandler<T extends AnyObjectSchema>(schema: T, handler: Handler): void {
    const params = getObjectShape(schema)?.params as CatchableSchema | undefined;
    const lenient = params ? (schema as ExtendableSchema).extend({ params: params.catch(({ input }) => input) }) : schema;
    super.setRequestHandler(lenient, (request, extra) => {
      const checked = safeParse(schema, request);
      if (!checked.success) throw new McpError(ErrorCode.InvalidParams, `Invalid params: ${getParseErrorMessage(checked.error)}`);
      return handler(checked.data as Parameters<Handler>[0], extra);
    });
  }
}
