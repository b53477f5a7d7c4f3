/**
 * A stored choice of MCP tool groups (an API key's `--tools`, an OAuth grant's choice from the
 * Authorized apps page): a comma-separated column in catalogue order, null for every group the
 * server offers. Choosing every group stores null, so groups added to the catalogue later reach
 * those who never narrowed their choice.
 */
import { MCP_TOOL_GROUPS, type McpToolGroup } from '../../config/mcp.js';
import { ValidationError } from '../errors/app-error.js';

/** The column: names no longer known (a group renamed since) are dropped rather than widening the choice. */
export function storedToolGroups(column: string): McpToolGroup[] {
  const names = column.split(',');
  return MCP_TOOL_GROUPS.filter((g) => names.includes(g));
}

/** What to store for a choice: null for none given or every group. */
export function toolGroupsColumn(groups: readonly McpToolGroup[] | null): string | null {
  if (!groups || groups.length === MCP_TOOL_GROUPS.length) return null;
  return groups.join(',');
}

/**
 * Known group names (case-insensitive) in catalogue order, or the 422 `MCP-026` validation
 * error at `loc` naming the unknown ones and the groups to choose from.
 */
export function knownToolGroups(names: readonly string[], loc: Array<string | number>): McpToolGroup[] {
  const wanted = names.map((n) => n.trim().toLowerCase()).filter(Boolean);
  const unknown = wanted.filter((n) => !(MCP_TOOL_GROUPS as readonly string[]).includes(n));
  if (unknown.length) {
    const msg = `Unknown MCP tool group(s) ${unknown.join(', ')}; choose some of ${MCP_TOOL_GROUPS.join(', ')}`;
    throw new ValidationError([{ loc, msg, type: 'value_error.tool_group' }], 'MCP-026');
  }
  return MCP_TOOL_GROUPS.filter((g) => wanted.includes(g));
}
