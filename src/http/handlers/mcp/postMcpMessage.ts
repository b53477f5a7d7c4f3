import { writesOwnResponse } from '../../handler-types.js';

/**
 * POST /mcp: JSON-RPC to the session's MCP server. Origin, media types and the session binding
 * are checked before the body is read; the parsed body then goes to the SDK transport, which
 * writes the response (JSON or SSE) itself.
 */
const postMcpMessage = writesOwnResponse<'postMcpMessage'>({
  beforeBody: (c) => c.services.mcpSessions.beforeBody(c),
  handle: (c) => c.services.mcpSessions.handle(c),
});

export default postMcpMessage;
