/**
 * The tools/list entry of a tool: its catalogue metadata with the listed (compact) schemas that
 * codegen derives from schemas/mcp/ (codegen/listed-tool-schemas.ts).
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { schemasOf } from './catalogue.js';
import type { ToolAnnotations, ToolDefinition } from './types.js';

/** The tools/list entry of a tool: catalogue metadata plus the generated schemas. */
export function toolListing(tool: ToolDefinition): Tool {
  const { input, output } = schemasOf(tool.name).listed;
  const availability = tool.run ? '' : ' Not available yet on this server (calls answer MCP-007).';
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description + availability,
    inputSchema: input,
    ...(output ? { outputSchema: output as Tool['outputSchema'] } : {}),
    annotations: listedHints(tool.annotations),
  };
}

/** MCP's defaults for the behaviour hints: a hint equal to its default is left out of tools/list. */
const HINT_DEFAULTS: ToolAnnotations = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };

/**
 * The hints that differ from MCP's defaults (the title is the tool's own `title`, not repeated here);
 * destructiveHint and idempotentHint mean something only for a tool that is not read-only.
 */
function listedHints(hints: ToolAnnotations): Partial<ToolAnnotations> {
  const keys = (Object.keys(HINT_DEFAULTS) as Array<keyof ToolAnnotations>)
    .filter((k) => !hints.readOnlyHint || (k !== 'destructiveHint' && k !== 'idempotentHint'));
  return Object.fromEntries(keys.filter((k) => hints[k] !== HINT_DEFAULTS[k]).map((k) => [k, hints[k]]));
}
