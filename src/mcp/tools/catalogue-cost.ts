/**
 * What a catalogue costs an AI client: tools/list is read into the model's context on every
 * connection, so its size is counted the way the budgets are set, as the characters of the JSON
 * of the `tools` array divided by 4 (a common rule of thumb for English and JSON; no tokenizer is
 * bundled). The budgets are the product's promise; catalogue-budget.test.ts fails when one is
 * exceeded and `npm run bench` prints the figures.
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { toolListing } from './listing.js';
import { toolsFor, type McpMode } from './catalogue.js';
import type { ToolGroup } from './types.js';

/** Tokens of tools/list: remote /mcp with its default tools, the memory group alone, stdio with all 56. */
export const CATALOGUE_BUDGETS = { remote: 12_000, memory: 3_500, stdio: 14_000 } as const;

/** Characters / 4, rounded up, of a value's JSON. */
export const estimateTokens = (value: unknown): number => Math.ceil(JSON.stringify(value).length / 4);

/** The tools array tools/list answers for this mode and groups. */
export function listedTools(mode: McpMode, groups?: readonly ToolGroup[]): Tool[] {
  return toolsFor(mode, groups).map(toolListing);
}

export interface CatalogueCost { tools: number; tokens: number }

/** Tools and tokens of the tools/list a connection with these groups receives. */
export function catalogueCost(mode: McpMode, groups?: readonly ToolGroup[]): CatalogueCost {
  const tools = listedTools(mode, groups);
  return { tools: tools.length, tokens: estimateTokens(tools) };
}

/** The cost of each group on its own (stdio offers every group; remote leaves out `local`). */
export function costPerGroup(mode: McpMode): Array<{ group: ToolGroup } & CatalogueCost> {
  const groups = [...new Set(toolsFor(mode).map((t) => t.group))];
  return groups.map((group) => ({ group, ...catalogueCost(mode, [group]) }));
}

/**
 * What the groups of a server with these groups (MCP_TOOL_GROUPS) cost on /mcp, for
 * GET /api/v1/mcp/tool-groups: each group it offers there (`local` has no remote tools), all of
 * them together, and a choice. A choice's total is measured, not summed: tools/list is one array.
 */
export class RemoteToolGroupCosts {
  private readonly offered: ToolGroup[];

  constructor(serverGroups: readonly ToolGroup[]) {
    this.offered = serverGroups.filter((g) => toolsFor('remote', [g]).length > 0);
  }

  /** Each offered group, all of them, and `choice` when given (null: none asked). */
  costs(choice: readonly ToolGroup[] | null) {
    return {
      groups: this.offered.map((name) => {
        const { tools, tokens } = catalogueCost('remote', [name]);
        return { name, tool_count: tools, tokens, tools: toolsFor('remote', [name]).map((t) => t.name) };
      }),
      all: this.costOf(this.offered),
      ...(choice ? { selection: this.costOf(choice) } : {}),
    };
  }

  private costOf(groups: readonly ToolGroup[]) {
    const chosen = this.offered.filter((g) => groups.includes(g));
    const { tools, tokens } = catalogueCost('remote', chosen);
    return { groups: chosen, tool_count: tools, tokens };
  }
}
