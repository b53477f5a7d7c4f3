// Ajv instances shared by the request and response validator emitters.
// Component schemas are registered under absolute ids so refs written as "#/components/schemas/X"
// in the bundled document still resolve when a schema is compiled on its own.
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from './bundle.js';
import { parsePointer, toFragment } from './json-pointer.js';
import { isPlainObject } from './spec-files.js';

// ajv and ajv-formats are CommonJS; under NodeNext their default import is the module object.
const Ajv2020 = ((Ajv2020Module as any).default ?? Ajv2020Module) as typeof Ajv2020Module.default;
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as typeof addFormatsModule.default;
export type AjvInstance = InstanceType<typeof Ajv2020>;

const SCHEMA_ID_BASE = 'https://codegen.invalid/components/schemas/';

export function componentSchemaId(name: string): string {
  return `${SCHEMA_ID_BASE}${encodeURIComponent(name)}.json`;
}

/** Keywords that only document; dropped before compiling so standalone code does not embed prose. */
const ANNOTATIONS = new Set(['title', 'description', 'examples', 'example', '$comment', 'deprecated', 'xml', 'externalDocs', 'discriminator']);
/** Keywords whose value is a map of name -> subschema. */
export const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is a subschema or an array of subschemas. */
export const SUBSCHEMAS = new Set([
  'items', 'prefixItems', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'contains',
  'propertyNames', 'not', 'if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'contentSchema',
]);

function componentRefToId(ref: string): string {
  const tokens = parsePointer(ref);
  if (tokens[0] !== 'components' || tokens[1] !== 'schemas' || tokens.length < 3) {
    throw new Error(`Schema $ref "${ref}" must point into #/components/schemas`);
  }
  const rest = tokens.slice(3);
  return componentSchemaId(tokens[2]!) + (rest.length ? toFragment(rest) : '');
}

/**
 * Copy of a schema ready for Ajv: "#/components/schemas/X[/p]" refs become "<id of X>[#/p]",
 * annotation keywords and x-* extensions are dropped. Walks schema positions only, so a property
 * *named* "description" is kept and enum/const/default values are copied untouched.
 */
export function toAjvRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toAjvRefs);
  if (!isPlainObject(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string') out.$ref = componentRefToId(value);
    else if (SCHEMA_MAPS.has(key) && isPlainObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, toAjvRefs(sub)]));
    } else if (SUBSCHEMAS.has(key)) out[key] = toAjvRefs(value);
    else out[key] = value;
  }
  return out;
}

export interface AjvFlavour {
  /** 'array': strings coerced to declared types, scalars wrapped for array params (query/path/header/form). */
  coerceTypes: false | 'array';
  useDefaults: boolean;
}

export function createAjv(doc: OpenApiDocument, flavour: AjvFlavour): AjvInstance {
  const ajv = new Ajv2020({
    strict: true,
    // strictTypes/strictTuples only warn about style (e.g. `properties` without `type: object`
    // under anyOf), which OpenAPI schemas do routinely; unknown keywords and formats still fail.
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allErrors: true,
    coerceTypes: flavour.coerceTypes,
    useDefaults: flavour.useDefaults,
    // Shared component validators instead of copies inlined into every operation (keeps output small).
    inlineRefs: false,
    code: { source: true, esm: false },
  });
  addFormats(ajv);
  for (const [name, schema] of Object.entries<unknown>(doc.components?.schemas ?? {})) {
    const copy = toAjvRefs(schema);
    // Boolean schemas cannot carry an $id; {} / {not: {}} mean the same.
    const asObject: Record<string, unknown> = isPlainObject(copy) ? { ...copy } : copy === false ? { not: {} } : {};
    // A root-level `default` is never applied by Ajv (defaults apply from the parent's `properties`),
    // and strict mode rejects it; it stays in openapi.json as documentation.
    delete asObject.default;
    ajv.addSchema({ ...asObject, $id: componentSchemaId(name) });
  }
  return ajv;
}
