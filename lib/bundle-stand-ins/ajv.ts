/**
 * Stands in for ajv and ajv-formats in Lambda bundles (an esbuild alias). The
 * MCP SDK's Server imports its Ajv validator at the top, but uses it only to
 * check elicitation answers, which this service never asks for, and only when
 * no validator is given: functions/mcp/server.ts gives its own. About 130 KB
 * of the mcp bundle.
 */
export default class Ajv {
  constructor() {
    throw new Error('ajv is not bundled in this function (lib/bundle-stand-ins/ajv.ts)');
  }
}
