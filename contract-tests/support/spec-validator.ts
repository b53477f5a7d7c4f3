/**
 * Checks real responses against the bundled spec with Ajv2020: the status must be
 * declared (or covered by `default`), the content type must be one the spec names,
 * declared required headers must be present, and JSON bodies must match the schema —
 * with the generated response validators (generated/response-validators.cjs), or a schema
 * compiled here from the bundled document where codegen emits none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { repoRoot } from './server-process.js';

type Json = Record<string, any>;

export const spec: Json = JSON.parse(fs.readFileSync(path.join(repoRoot, 'generated/openapi.json'), 'utf8'));

// ajv-formats is CommonJS: under NodeNext its default import is the module object.
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as typeof addFormatsModule.default;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema(spec, 'spec.json');

const cache = new Map<string, ValidateFunction>();

const { responseValidators } = createRequire(import.meta.url)(path.join(repoRoot, 'generated/response-validators.cjs')) as {
  responseValidators: Record<string, Record<string, Record<string, ValidateFunction>>>;
};

function resolve(obj: Json): Json {
  let cur = obj;
  while (cur && typeof cur.$ref === 'string') {
    cur = cur.$ref
      .slice(2)
      .split('/')
      .map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((o: Json, k: string) => o[k], spec);
  }
  return cur;
}

function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (schema && typeof schema === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(schema)) out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `spec.json${v}` : rebase(v);
    return out;
  }
  return schema;
}

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  op: Json;
}

export const operations: OperationInfo[] = Object.entries(spec.paths as Json).flatMap(([p, item]) =>
  ['get', 'post', 'put', 'patch', 'delete']
    .filter((m) => (item as Json)[m])
    .map((m) => ({ operationId: (item as Json)[m].operationId as string, method: m.toUpperCase(), path: p, op: (item as Json)[m] as Json })),
);

export function operation(operationId: string): OperationInfo {
  const found = operations.find((o) => o.operationId === operationId);
  if (!found) throw new Error(`unknown operation ${operationId}`);
  return found;
}

export interface CheckedResponse {
  status: number;
  headers: Headers;
  text: string;
  json?: unknown;
}

/** Returns a list of problems (empty when the response matches the spec). */
export function checkResponse(operationId: string, res: CheckedResponse): string[] {
  const { op } = operation(operationId);
  const problems: string[] = [];
  const statusKey = [String(res.status), `${String(res.status)[0]}XX`, 'default'].find((k) => op.responses[k]);
  if (!statusKey) return [`status ${res.status} is not declared for ${operationId}`];
  const declared = op.responses[statusKey];
  const response = resolve(declared);
  for (const [name, h] of Object.entries((response.headers ?? {}) as Json)) {
    if (resolve(h as Json).required && !res.headers.get(name)) problems.push(`missing required header ${name}`);
  }
  const content = (response.content ?? {}) as Json;
  const types = Object.keys(content);
  if (types.length === 0) {
    if (res.text.length > 0 && res.status !== 204) problems.push(`no body declared for ${res.status} but got one`);
    return problems;
  }
  const actualType = (res.headers.get('content-type') ?? '').split(';')[0].trim();
  const mediaType = types.find((t) => t === actualType || (t.endsWith('/*') && actualType.startsWith(t.slice(0, -1))));
  if (!mediaType) return [...problems, `content type ${actualType || '(none)'} not in ${types.join(', ')}`];
  const schema = content[mediaType].schema;
  if (mediaType === 'application/x-ndjson') {
    // JSON Lines: every line one JSON value (the spec types the whole body as a string).
    const bad = res.text.split('\n').findIndex((line) => {
      if (line.trim() === '') return false;
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    return bad === -1 ? problems : [...problems, `line ${bad + 1} of the JSON Lines body is not JSON`];
  }
  if (schema && /^application\/(json|[^/]+\+json)$/.test(mediaType)) {
    const key = `${operationId} ${res.status} ${mediaType}`;
    const validate = responseValidators[operationId]?.[statusKey]?.[mediaType] ?? cache.get(key) ?? ajv.compile(rebase(schema) as object);
    cache.set(key, validate);
    let body: unknown;
    try {
      body = JSON.parse(res.text);
    } catch {
      return [...problems, 'body is not JSON'];
    }
    if (!validate(body)) problems.push(`body does not match schema: ${ajv.errorsText(validate.errors)} :: ${res.text.slice(0, 300)}`);
  }
  return problems;
}
