export const mcpErrors = {
  'MCP-001': { status: 400, message: 'Mcp-Session-Id header is required' },
} as const;
