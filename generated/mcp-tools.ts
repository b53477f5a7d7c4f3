// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 bd472b9d5cdfd46972a37e434e20820e7fc4269bdd247e787e424890f85fd87c).

/** A JSON Schema (2020-12) document, refs inlined. */
export type JSONSchema = { [keyword: string]: unknown };
/** MCP requires tool input schemas to be objects. */
export type McpInputSchema = JSONSchema & { type: 'object'; properties?: { [name: string]: JSONSchema }; required?: string[] };
export interface McpToolSchema { input: McpInputSchema; output?: JSONSchema }

/** schemas/mcp/<tool>.input.json and .output.json, keyed by tool name (sorted). */
export const mcpToolSchemas: Record<string, McpToolSchema> = {};
