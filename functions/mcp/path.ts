/** Path of the agent tool endpoint, beside (not under) /api/v1. */
export const MCP_PATH = '/mcp';
