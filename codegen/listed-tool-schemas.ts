// The tools/list form of MCP tool schemas: what an AI client reads on every connection, so every
// character costs context. The full forms (generated/mcp-tools.ts `input`/`output`) stay the
// contract: the server validates arguments against the full input and tools are typed by both.
import { SCHEMA_MAPS, SUBSCHEMAS } from './ajv-setup.js';
import { isPlainObject, loadDocument } from './spec-files.js';

/** How an output schema is listed, from the `x-tools-list` keyword at the root of <tool>.output.json. */
export type OutputListing = 'top-level' | 'none';

export function outputListingOf(outputFile: string): OutputListing {
  const doc = loadDocument(outputFile);
  const value = isPlainObject(doc) ? doc['x-tools-list'] : undefined;
  if (value === undefined) return 'top-level';
  if (value === 'top-level' || value === 'none') return value;
  throw new Error(`${outputFile}: x-tools-list must be "top-level" or "none", not ${JSON.stringify(value)}`);
}

/**
 * Keywords a model gains little from, for their cost on every tools/list: titles repeat the
 * property name, `$comment` is for the spec's readers, and patterns and size limits of strings,
 * arrays and objects are left to the server's validation against the full schema, whose MCP-008
 * names the field and the limit. Types, enums, numeric ranges, defaults and `required` stay.
 */
const UNLISTED = new Set(['title', '$comment', 'pattern', 'minLength', 'maxLength', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties']);

/** Drops the given keywords at every depth of a schema (property names are names, and kept). */
export function withoutKeywords(schema: unknown, drop: ReadonlySet<string>): unknown {
  if (Array.isArray(schema)) return schema.map((s) => withoutKeywords(s, drop));
  if (!isPlainObject(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (drop.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && isPlainObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withoutKeywords(sub, drop)]));
    } else if (SUBSCHEMAS.has(key)) out[key] = withoutKeywords(value, drop);
    else out[key] = value;
  }
  return out;
}

/** The listed input schema: the inlined input without titles, REST prose or a root description. */
export function listedInput(inlinedWithoutSharedProse: Record<string, unknown>): Record<string, unknown> {
  const { description: _root, ...rest } = withoutKeywords(inlinedWithoutSharedProse, UNLISTED) as Record<string, unknown>;
  return rest;
}

const typesOf = (schema: Record<string, unknown>): unknown[] | undefined => {
  if (schema.type !== undefined) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if ('const' in schema) return schema.const === null ? ['null'] : [typeof schema.const === 'object' ? 'object' : typeof schema.const];
  const branches = (schema.anyOf ?? schema.oneOf) as unknown;
  if (Array.isArray(branches)) {
    const all = branches.map((b) => (isPlainObject(b) ? typesOf(b) : undefined));
    if (all.every(Boolean)) return [...new Set(all.flat())];
  }
  if (Array.isArray(schema.allOf)) {
    for (const branch of schema.allOf) if (isPlainObject(branch) && typesOf(branch)) return typesOf(branch);
  }
  return undefined;
};

/** One top-level field as listed: its JSON type(s) and, for a closed set of values, its enum. */
function fieldShape(schema: unknown): Record<string, unknown> {
  if (!isPlainObject(schema)) return {};
  const types = typesOf(schema);
  const shape: Record<string, unknown> = {};
  if (types) {
    // "integer" is listed as itself; a number's bounds and a string's format are left to the spec.
    shape.type = types.length === 1 ? types[0] : types;
  }
  if (Array.isArray(schema.enum)) shape.enum = schema.enum;
  return shape;
}

/**
 * The listed output schema: the top-level fields with their JSON types (and enums) and which are
 * required. It stays truthful (every answer the full schema accepts, this accepts) while the
 * shape of nested items is left to the spec and to the answer's text.
 */
export function listedOutput(full: Record<string, unknown>, listing: OutputListing): Record<string, unknown> | undefined {
  if (listing === 'none') return undefined;
  // A root `$ref` next to the tool's own fields was inlined as allOf: its fields are the answer's too.
  const parts = [full, ...(Array.isArray(full.allOf) ? full.allOf.filter(isPlainObject) : [])];
  const properties: Record<string, unknown> = {};
  const required = new Set<string>();
  for (const part of parts) {
    for (const [name, sub] of Object.entries(isPlainObject(part.properties) ? part.properties : {})) {
      properties[name] = { ...(properties[name] as object | undefined), ...fieldShape(sub) };
    }
    for (const name of Array.isArray(part.required) ? part.required : []) required.add(String(name));
  }
  const listed: Record<string, unknown> = { type: 'object', properties };
  if (required.size) listed.required = [...required];
  return listed;
}
