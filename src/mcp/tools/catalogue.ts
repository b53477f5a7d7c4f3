/**
 * The tool catalogue: 56 tools (B3). Remote /mcp offers the 49 that are not local-only;
 * stdio offers all 56. Counting: memory 13 (12 named + memory_update) + web 5 (ext_local_search
 * is named but not counted, so not registered) + video 4 + coding 14 + vcs 6 + multimodal 2
 * + other 5 = 49 remote, + 7 local-only = 56.
 */
import { mcpToolSchemas, type JSONSchema, type McpInputSchema } from '../../../generated/mcp-tools.js';
import type { ToolDefinition } from './types.js';
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

export function toolsFor(mode: McpMode): ToolDefinition[] {
  return toolCatalogue.filter((t) => mode === 'local' || !t.localOnly);
}

export function schemasOf(name: string): { input: McpInputSchema; output?: JSONSchema } {
  const schemas = mcpToolSchemas[name];
  if (!schemas) throw new Error(`No schemas/mcp/${name}.input.json for tool ${name}: run npm run codegen`);
  return schemas;
}
