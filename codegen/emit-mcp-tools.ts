// generated/mcp-tools.ts: MCP tool input/output schemas with every $ref inlined.
// MCP clients vary in $ref support, so each tool schema is self-contained; only a recursive
// schema is kept as "#/$defs/<Name>" inside the tool schema.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SCHEMA_MAPS, SUBSCHEMAS } from './ajv-setup.js';
import { commentHeader } from './header.js';
import { getAtPointer, parsePointer, toFragment } from './json-pointer.js';
import { isPlainObject, loadDocument, type SpecLayout } from './spec-files.js';
import { listedInput, listedOutput, outputListingOf, withoutKeywords } from './listed-tool-schemas.js';

interface ToolFiles { input?: string; output?: string }

export function listMcpToolFiles(layout: SpecLayout): Map<string, ToolFiles> {
  const tools = new Map<string, ToolFiles>();
  if (!existsSync(layout.mcpSchemasDir)) return tools;
  for (const entry of readdirSync(layout.mcpSchemasDir).sort()) {
    const match = /^(.+)\.(input|output)\.json$/.exec(entry);
    if (!match) continue;
    const files = tools.get(match[1]!) ?? {};
    files[match[2] as 'input' | 'output'] = path.join(layout.mcpSchemasDir, entry);
    tools.set(match[1]!, files);
  }
  return tools;
}

class SchemaInliner {
  private readonly docs = new Map<string, unknown>();
  private readonly stack: string[] = [];
  private readonly recursive = new Set<string>();
  readonly defs: Record<string, unknown> = {};

  /**
   * `sharedProse: false` (the tools/list form): annotations of schemas outside `toolSchemasDir`
   * (the REST schemas of schemas/*.json) are left out, so a tool's fields carry only the words
   * written for tools (in the tool file or schemas/mcp/shared/).
   */
  constructor(private readonly rootFile: string, private readonly sharedProse = true, private readonly toolSchemasDir = path.dirname(rootFile)) {}

  load(file: string): unknown {
    if (!this.docs.has(file)) this.docs.set(file, loadDocument(file));
    return this.docs.get(file);
  }

  inline(node: unknown, baseFile: string): unknown {
    if (Array.isArray(node)) return node.map((n) => this.inline(n, baseFile));
    if (!isPlainObject(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) if (k !== '$ref') out[k] = this.inline(v, baseFile);
    if (typeof node.$ref !== 'string') return out;

    const [location = '', fragment = ''] = node.$ref.split('#');
    // Local refs of the tool file itself stay (its own $defs are kept).
    if (location === '' && baseFile === this.rootFile) return { $ref: node.$ref, ...out };
    const file = location === '' ? baseFile : path.resolve(path.dirname(baseFile), location);
    if (!existsSync(file)) throw new Error(`$ref "${node.$ref}" in ${baseFile}: ${file} does not exist`);
    const tokens = parsePointer(fragment);
    const key = `${file}${toFragment(tokens)}`;
    const defName = path.basename(file, '.json') + tokens.map((t) => `_${t}`).join('');
    let target: unknown;
    if (this.stack.includes(key)) {
      this.recursive.add(key);
      target = { $ref: `#/$defs/${defName}` };
    } else {
      this.stack.push(key);
      target = this.inline(getAtPointer(this.load(file), tokens, file), file);
      this.stack.pop();
      if (!this.sharedProse && !file.startsWith(this.toolSchemasDir + path.sep)) target = withoutKeywords(target, PROSE);
      if (isPlainObject(target)) {
        delete target.$schema;
        delete target.$id;
      }
      if (this.recursive.has(key)) {
        this.defs[defName] = target;
        target = { $ref: `#/$defs/${defName}` };
      }
    }
    if (!isPlainObject(target) || Object.keys(out).length === 0) return target;
    // $ref with sibling keywords: siblings override annotations (a property's own description wins);
    // a colliding validation keyword keeps both schemas via allOf.
    const collides = Object.keys(out).some(
      (k) => !isAnnotation(k) && k in target && JSON.stringify(target[k]) !== JSON.stringify(out[k]),
    );
    return collides || '$ref' in target ? { allOf: [target], ...out } : { ...target, ...out };
  }
}

/** Annotations of REST schemas, left out of the listed form. */
const PROSE = new Set(['title', 'description', 'examples', '$comment']);

const ANNOTATIONS = new Set(['title', 'description', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly', '$comment']);
const isAnnotation = (keyword: string) => ANNOTATIONS.has(keyword) || keyword.startsWith('x-');

/**
 * Drops x-* keywords (design notes such as x-decision) from schema positions: tool schemas are
 * sent to AI clients on every tools/list, where notes only cost tokens. Property names are kept.
 */
export function stripExtensions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(stripExtensions);
  if (!isPlainObject(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-')) continue;
    if (SCHEMA_MAPS.has(key) && isPlainObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, stripExtensions(sub)]));
    } else if (SUBSCHEMAS.has(key)) out[key] = stripExtensions(value);
    else out[key] = value;
  }
  return out;
}

export function inlineToolSchema(file: string, sharedProse = true): Record<string, unknown> {
  const inliner = new SchemaInliner(file, sharedProse, path.dirname(file));
  const schema = inliner.inline(inliner.load(file), file);
  if (!isPlainObject(schema)) throw new Error(`${file} must contain a JSON Schema object`);
  delete schema.$schema;
  delete schema.$id;
  if (Object.keys(inliner.defs).length) {
    schema.$defs = { ...(isPlainObject(schema.$defs) ? schema.$defs : {}), ...inliner.defs };
  }
  return stripExtensions(schema) as Record<string, unknown>;
}

/** Per tool: the full schemas (the contract) and the smaller form tools/list sends (listed-tool-schemas.ts). */
export interface McpToolSchemas {
  [tool: string]: {
    input: Record<string, unknown>;
    output?: Record<string, unknown>;
    listed: { input: Record<string, unknown>; output?: Record<string, unknown> };
  };
}

export function buildMcpToolSchemas(layout: SpecLayout): { tools: McpToolSchemas; warnings: string[] } {
  const tools: McpToolSchemas = {};
  const warnings: string[] = [];
  for (const [name, files] of [...listMcpToolFiles(layout)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!files.input) throw new Error(`MCP tool ${name} has an output schema but no ${name}.input.json`);
    const input = inlineToolSchema(files.input);
    if (input.type !== 'object') throw new Error(`${files.input}: MCP input schemas must have "type": "object"`);
    const entry: McpToolSchemas[string] = { input, listed: { input: listedInput(inlineToolSchema(files.input, false)) } };
    if (files.output) {
      entry.output = inlineToolSchema(files.output);
      if (entry.output.type !== 'object') warnings.push(`${files.output}: MCP outputSchema should have "type": "object"`);
      const listedOutputSchema = listedOutput(entry.output, outputListingOf(files.output));
      if (listedOutputSchema) entry.listed.output = listedOutputSchema;
    }
    tools[name] = entry;
  }
  return { tools, warnings };
}

export function emitMcpTools(tools: McpToolSchemas, specHash: string): string {
  const body = Object.keys(tools).length ? JSON.stringify(tools, null, 2) : '{}';
  return [
    commentHeader(specHash),
    '/** A JSON Schema (2020-12) document, refs inlined. */',
    'export type JSONSchema = { [keyword: string]: unknown };',
    '/** MCP requires tool input schemas to be objects. */',
    "export type McpInputSchema = JSONSchema & { type: 'object'; properties?: { [name: string]: JSONSchema }; required?: string[] };",
    '/** `input`/`output`: the full schemas (validation, types); `listed`: what tools/list sends. */',
    'export interface McpToolSchema { input: McpInputSchema; output?: JSONSchema; listed: { input: McpInputSchema; output?: JSONSchema } }',
    '',
    '/** schemas/mcp/<tool>.input.json and .output.json, keyed by tool name (sorted). */',
    `export const mcpToolSchemas: Record<string, McpToolSchema> = ${body};`,
    '',
  ].join('\n');
}
