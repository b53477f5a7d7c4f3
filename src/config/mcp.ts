import { ConfigError, readInt, readList, type Env, type SettingDoc } from './env.js';

/** The tool groups of the MCP catalogue, in catalogue order (src/mcp/tools/<group>/). */
export const MCP_TOOL_GROUPS = ['memory', 'web', 'video', 'coding', 'vcs', 'multimodal', 'other', 'local'] as const;
export type McpToolGroup = (typeof MCP_TOOL_GROUPS)[number];

export const mcpSettings: SettingDoc[] = [
  { env: 'MCP_ALLOWED_ORIGINS', default: '(none)', description: 'Extra browser origins allowed to call /mcp and, without credentials, the REST API (comma-separated, e.g. https://app.example.com). Loopback origins and the PUBLIC_URL origin are always allowed; requests without Origin are allowed.' },
  { env: 'MCP_TOOL_TIMEOUT_MS', default: '30000', description: 'Longest a single MCP tool call may run; a slower call answers a tool error (MCP-005).' },
  { env: 'MCP_MAX_ARGUMENT_BYTES', default: '65536', description: 'Largest serialised tool-call arguments object; larger arguments are refused with a tool error (MCP-004).' },
  { env: 'MCP_MAX_CONCURRENT_CALLS', default: '8', description: 'Tool calls one MCP session may run at once; further calls are refused with a tool error (MCP-010).' },
  { env: 'MCP_SESSION_IDLE_SECONDS', default: '1800', description: 'A remote MCP session unused this long is closed; its id then answers 404. With REDIS_URL, a node drops its copy of a session unused there this long, and the session ends when no node used it this long.' },
  { env: 'MCP_MAX_SESSIONS', default: '1000', description: 'Most remote MCP sessions open at once (over all callers); initialize answers 503 beyond it.' },
  { env: 'MCP_MAX_SESSIONS_PER_PRINCIPAL', default: '50', description: 'Most remote MCP sessions one API key or OAuth grant may hold; the least recently used one is closed to make room.' },
  { env: 'MCP_TOOL_GROUPS', default: 'all', description: `Tool groups MCP offers, comma-separated: all, or some of ${MCP_TOOL_GROUPS.join(', ')}. tools/list shows only their tools and calls to others are refused (MCP-016); useful for clients that cap their tool count. \`memplat mcp\` passes its own value to a running server it relays into.` },
  { env: 'MCP_EVENT_STORE_MAX_EVENTS', default: '256', description: 'SSE events kept per remote session for resumption with Last-Event-ID (oldest dropped first).' },
];

export interface McpConfig {
  allowedOrigins: string[];
  toolTimeoutMs: number;
  maxArgumentBytes: number;
  maxConcurrentCalls: number;
  sessionIdleMs: number;
  maxSessions: number;
  maxSessionsPerPrincipal: number;
  eventStoreMaxEvents: number;
  /** Groups whose tools are listed and callable (every group by default). */
  toolGroups: McpToolGroup[];
}

/** Parses MCP_TOOL_GROUPS: `all` (or unset) means every group; unknown names are a configuration error. */
export function parseToolGroups(names: string[], setting = 'MCP_TOOL_GROUPS'): McpToolGroup[] {
  if (names.length === 0 || names.some((n) => n.toLowerCase() === 'all')) return [...MCP_TOOL_GROUPS];
  const unknown = names.filter((n) => !(MCP_TOOL_GROUPS as readonly string[]).includes(n.toLowerCase()));
  if (unknown.length) throw new ConfigError(`${setting} names unknown tool groups (${unknown.join(', ')}); use all or some of ${MCP_TOOL_GROUPS.join(', ')}`);
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  return MCP_TOOL_GROUPS.filter((g) => wanted.has(g));
}

export function loadMcpConfig(env: Env): McpConfig {
  return {
    allowedOrigins: readList(env, 'MCP_ALLOWED_ORIGINS', []).map((o) => o.replace(/\/+$/, '').toLowerCase()),
    toolTimeoutMs: readInt(env, 'MCP_TOOL_TIMEOUT_MS', 30_000, 100, 3_600_000),
    maxArgumentBytes: readInt(env, 'MCP_MAX_ARGUMENT_BYTES', 65_536, 1024, 16 * 1024 * 1024),
    maxConcurrentCalls: readInt(env, 'MCP_MAX_CONCURRENT_CALLS', 8, 1, 1000),
    sessionIdleMs: readInt(env, 'MCP_SESSION_IDLE_SECONDS', 1800, 10, 7 * 86_400) * 1000,
    maxSessions: readInt(env, 'MCP_MAX_SESSIONS', 1000, 1, 1_000_000),
    maxSessionsPerPrincipal: readInt(env, 'MCP_MAX_SESSIONS_PER_PRINCIPAL', 50, 1, 100_000),
    eventStoreMaxEvents: readInt(env, 'MCP_EVENT_STORE_MAX_EVENTS', 256, 1, 100_000),
    toolGroups: parseToolGroups(readList(env, 'MCP_TOOL_GROUPS', [])),
  };
}
