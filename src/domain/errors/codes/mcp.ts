/**
 * MCP errors. Transport refusals on /mcp answer a JSON-RPC error body with the HTTP status
 * below; tool-level refusals (MCP-004..MCP-010, MCP-015, MCP-017..MCP-023) are tool results with `isError: true` whose
 * text starts with the code, so a model can read and act on them.
 */
export const mcpErrors = {
  'MCP-001': { status: 400, message: 'Mcp-Session-Id header is required' },
  'MCP-002': { status: 404, message: 'MCP session not found; initialize a new session' },
  'MCP-003': { status: 403, message: 'Origin not allowed' },
  'MCP-004': { status: 413, message: 'Tool arguments are too large' },
  'MCP-005': { status: 504, message: 'The tool call timed out' },
  'MCP-006': { status: 403, message: 'This tool is only available on the local stdio server (memplat mcp)' },
  'MCP-007': { status: 501, message: 'This tool is not available yet' },
  'MCP-008': { status: 422, message: 'Invalid tool arguments' },
  'MCP-009': { status: 400, message: 'Unsupported MCP-Protocol-Version' },
  'MCP-010': { status: 429, message: 'Too many tool calls running in this session' },
  'MCP-011': { status: 404, message: 'Unknown tool' },
  'MCP-012': { status: 503, message: 'Too many MCP sessions are open; try again later' },
  'MCP-013': { status: 406, message: 'Not Acceptable: the Accept header must allow the response types of this request' },
  'MCP-014': { status: 415, message: 'Content-Type must be application/json' },
  'MCP-015': { status: 500, message: 'The tool failed' },
  /** A JSON-RPC error like MCP-011: the tool exists but its group is left out of MCP_TOOL_GROUPS. */
  'MCP-016': { status: 404, message: 'This tool is switched off on this server (MCP_TOOL_GROUPS)' },
  // Local-only tools (stdio): the file system, programs and media of the user's machine.
  'MCP-017': { status: 403, message: 'The path is outside the folders this server may touch' },
  'MCP-018': { status: 413, message: 'The file is larger than this server returns or writes' },
  'MCP-019': { status: 403, message: 'shell_exec is off on this server (MEMPLAT_SHELL)' },
  'MCP-020': { status: 404, message: 'No such file or folder' },
  'MCP-021': { status: 409, message: 'The file already exists' },
  'MCP-022': { status: 415, message: 'Not a media format this tool knows' },
  /** The client sent notifications/cancelled: MCP sends no answer then; the code names it in logs and telemetry. 499 as in "client closed request". */
  'MCP-023': { status: 499, message: 'The client cancelled the tool call' },
  /** A JSON-RPC error (-32602): tools/list answers one page, so no cursor names a next one. */
  'MCP-024': { status: 400, message: 'Invalid cursor: tools/list has a single page' },
  /** A JSON-RPC error (-32602) on initialize: the /mcp URL's `tools` names a group the server or the API key does not offer. */
  'MCP-025': { status: 400, message: 'Invalid tools parameter: choose tool groups this server and key offer' },
  /** MCP-025's meaning on the REST API (an OAuth grant's choice, a cost query): answered in the 422 validation shape. */
  'MCP-026': { status: 422, message: 'Unknown MCP tool group: choose some of the groups the catalogue has' },
} as const;
