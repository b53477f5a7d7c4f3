/**
 * The tool catalogue: 56 tools, exactly the names B3 lists. Remote /mcp offers the 49 that
 * are not local-only; stdio offers all 56. Counting: memory 12 (B3 states 13 but names 12;
 * no name is invented for the 13th) + web 6 (the 5 counted plus ext_local_search, which B3
 * names in the web list) + video 4 + coding 14 + vcs 6 + multimodal 2 + other 5 = 49 remote,
 * + 7 local-only = 56. MCP_TOOL_GROUPS narrows a server to some groups.
 */
import { mcpToolSchemas, type McpToolSchema } from '../../../generated/mcp-tools.js';
import type { ToolDefinition, ToolGroup } from './types.js';
import { memoryTools } from './memory/index.js';
import { webTools } from './web/index.js';
import { videoTools } from './video/index.js';
import { codingTools } from './coding/index.js';
import { vcsTools } from './vcs/index.js';
import { multimodalTools } from './multimodal/index.js';
import { otherTools } from './other/index.js';
import { localTools } from './local/index.js';

export const toolCatalogue: readonly ToolDefinition[] = [
  ...memoryTools, ...webTools, ...videoTools, ...codingTools, ...vcsTools, ...multimodalTools, ...otherTools, ...localTools,
];

export const toolsByName: ReadonlyMap<string, ToolDefinition> = new Map(toolCatalogue.map((t) => [t.name, t]));

export type McpMode = 'local' | 'remote';

/** The tools a server of this mode offers, limited to `groups` when given. */
export function toolsFor(mode: McpMode, groups?: readonly ToolGroup[]): ToolDefinition[] {
  return toolCatalogue.filter((t) => (mode === 'local' || !t.localOnly) && (!groups || groups.includes(t.group)));
}

export function schemasOf(name: string): McpToolSchema {
  const schemas = mcpToolSchemas[name];
  if (!schemas) throw new Error(`No schemas/mcp/${name}.input.json for tool ${name}: run npm run codegen`);
  return schemas;
}
