/**
 * The tool groups one remote MCP session offers: the server's MCP_TOOL_GROUPS, narrowed by the
 * groups the API key carries (`memplat keys create --tools`) or the OAuth grant its access token
 * was issued under (the Authorized apps page), narrowed again by the `tools`
 * query parameter of the /mcp URL the client initialized on (like GitHub's MCP server
 * toolsets). A client that caps its tool count, or wants to spend less context, picks the
 * groups it needs per connection; the session keeps the choice it made at initialize.
 */
import { MCP_TOOL_GROUPS, type McpToolGroup } from '../../config/mcp.js';
import type { Principal } from '../../domain/core/principal.js';
import { JSON_RPC, type McpRejection } from './json-rpc-reply.js';

/** Reads `?tools=memory,coding` (repeated parameters add up); null when the URL names none or `all`. */
export function requestedGroups(query: Record<string, string | string[] | undefined>): string[] | null {
  const raw = query.tools;
  if (raw === undefined) return null;
  const names = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => v.split(',')).map((n) => n.trim().toLowerCase()).filter(Boolean);
  if (names.length === 0 || names.includes('all')) return null;
  return [...new Set(names)];
}

/**
 * The session's groups, or an MCP-025 refusal naming the groups this caller may choose from
 * when the URL names a group that does not exist or that the server or the key leaves out.
 */
export function sessionToolGroups(serverGroups: readonly McpToolGroup[], principal: Principal, query: Record<string, string | string[] | undefined>): McpToolGroup[] | McpRejection {
  const keyGroups = (principal.kind === 'apiKey' || principal.kind === 'oauth') && principal.toolGroups ? principal.toolGroups : null;
  const allowed = serverGroups.filter((g) => !keyGroups || keyGroups.includes(g));
  const bound = !keyGroups ? 'server' : principal.kind === 'apiKey' ? 'API key' : 'OAuth grant';
  const wanted = requestedGroups(query);
  if (!wanted) return allowed;
  const refused = wanted.filter((n) => !(allowed as readonly string[]).includes(n));
  if (refused.length === 0) return allowed.filter((g) => wanted.includes(g));
  const unknown = refused.filter((n) => !(MCP_TOOL_GROUPS as readonly string[]).includes(n));
  const why = unknown.length ? `unknown tool group(s) ${unknown.join(', ')}` : `tool group(s) ${refused.join(', ')} not offered to this ${bound}`;
  return {
    status: 400,
    rpcCode: JSON_RPC.invalidParams,
    code: 'MCP-025',
    message: `Invalid tools parameter: ${why}; choose all or some of ${allowed.join(', ')} (e.g. /mcp?tools=${allowed.slice(0, 2).join(',')})`,
  };
}
