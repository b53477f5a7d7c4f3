// generated/mcp-tool-types.ts: TypeScript types of every MCP tool's arguments and result, from
// the same inlined schemas as generated/mcp-tools.ts, so a tool's `run` is typed by its name
// and a schema change the tool does not follow fails `tsc` (as handlers do for operations).
import openapiTS, { astToString } from 'openapi-typescript';
import { SCHEMA_MAPS, SUBSCHEMAS } from './ajv-setup.js';
import { commentHeader } from './header.js';
import type { McpToolSchemas } from './emit-mcp-tools.js';
import { isPlainObject } from './spec-files.js';

/**
 * The schemas as openapi-typescript should read them: an object schema that names no
 * properties accepts any object in JSON Schema, which openapi-typescript would type as
 * `Record<string, never>`, so it is given `additionalProperties: true` here. In result
 * schemas `default` is documentation only and is dropped, so a defaulted result field does
 * not become required.
 */
function forTypes(schema: unknown, result: boolean, defsPrefix: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => forTypes(s, result, defsPrefix));
  if (!isPlainObject(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'default' && result) continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
      out[key] = `#/components/schemas/${defsPrefix}${value.slice('#/$defs/'.length)}`;
    } else if (SCHEMA_MAPS.has(key) && isPlainObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, forTypes(sub, result, defsPrefix)]));
    } else if (SUBSCHEMAS.has(key)) out[key] = forTypes(value, result, defsPrefix);
    else out[key] = value;
  }
  const types = Array.isArray(out.type) ? out.type : [out.type];
  const open = !('properties' in out) && !('patternProperties' in out) && !('additionalProperties' in out);
  if (types.includes('object') && open) out.additionalProperties = true;
  return out;
}

const inputName = (tool: string) => `${tool}__input`;
const outputName = (tool: string) => `${tool}__output`;

/**
 * Adds one tool schema to the components; a recursive schema's `$defs` (the only refs left in
 * tool schemas) become components of their own named after the schema, and refs point there.
 */
function addSchema(schemas: Record<string, unknown>, name: string, schema: Record<string, unknown>, result: boolean): void {
  const prefix = `${name}__`;
  const { $defs, ...rest } = forTypes(schema, result, prefix) as Record<string, unknown>;
  schemas[name] = rest;
  if (isPlainObject($defs)) for (const [def, sub] of Object.entries($defs)) schemas[prefix + def] = sub;
}

export async function emitMcpToolTypes(tools: Record<string, Pick<McpToolSchemas[string], 'input' | 'output'>>, specHash: string): Promise<string> {
  const schemas: Record<string, unknown> = {};
  for (const [tool, { input, output }] of Object.entries(tools)) {
    addSchema(schemas, inputName(tool), input, false);
    if (output) addSchema(schemas, outputName(tool), output, true);
  }
  const doc = { openapi: '3.1.0', info: { title: 'MCP tools', version: '1' }, paths: {}, components: { schemas } };
  const ast = await openapiTS(doc as any, {
    // Arguments reach `run` after Ajv applied the schema's defaults (useDefaults), so a
    // property with a default is always present there.
    defaultNonNullable: true,
    silent: true,
  });
  const names = Object.keys(tools);
  const entry = (tool: string, type: string) => `  ${JSON.stringify(tool)}: components['schemas'][${JSON.stringify(type)}];`;
  return [
    commentHeader(specHash),
    astToString(ast),
    '/** Arguments of each MCP tool as `run` receives them: validated, with the schema\'s defaults applied. */',
    'export interface McpToolArgs {',
    ...names.map((tool) => entry(tool, inputName(tool))),
    '}',
    '',
    '/** The structured result of each MCP tool that declares an output schema. */',
    'export interface McpToolResults {',
    ...names.filter((tool) => tools[tool]!.output).map((tool) => entry(tool, outputName(tool))),
    '}',
    '',
    'export type McpToolName = keyof McpToolArgs;',
    '',
  ].join('\n');
}
