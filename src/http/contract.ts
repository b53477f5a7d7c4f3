/**
 * The generated contract, loaded once: the bundled OpenAPI document, the operation
 * registry and the standalone request validators. Nothing here is hand-written
 * knowledge of the API; it all comes from openapi/ and schemas/ via `npm run codegen`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import { operations } from '../../generated/operations.js';
import { repoRoot } from '../repo-root.js';

export { repoRoot };
const require = createRequire(import.meta.url);

export interface OperationValidators {
  params?: ValidateFunction;
  query?: ValidateFunction;
  headers?: ValidateFunction;
  body?: Record<string, ValidateFunction>;
}

export interface RegisteredOperation {
  operationId: string;
  method: string;
  path: string;
  security: string[][];
  requestContentTypes: string[];
  bodyRequired: boolean;
  tags: readonly string[];
}

export const registry = operations as unknown as RegisteredOperation[];

const generatedValidators = require('../../generated/validators.cjs') as {
  validators: Record<string, OperationValidators>;
};

export const validators = generatedValidators.validators;

/**
 * How an operation answers request errors when it is not a JSON API call
 * (`x-validation-failure` in the spec): OAuth protocol endpoints answer RFC 6749 bodies,
 * browser pages an HTML error page, provider callbacks a redirect to /login.
 */
export type FailureMode = 'oauth-error' | 'html-error' | 'redirect-login';

let failureModesCache: Record<string, FailureMode> | undefined;
export function failureModeOf(operationId: string | undefined): FailureMode | undefined {
  if (!operationId) return undefined;
  if (!failureModesCache) {
    failureModesCache = {};
    const paths = bundledSpecDocument().paths as Record<string, Record<string, { operationId?: string; 'x-validation-failure'?: FailureMode }>>;
    for (const item of Object.values(paths)) {
      for (const op of Object.values(item)) {
        if (op?.operationId && op['x-validation-failure']) failureModesCache[op.operationId] = op['x-validation-failure'];
      }
    }
  }
  return failureModesCache[operationId];
}

let bundledSpec: string | undefined;
/** The bundled spec text (relative server URL), served verbatim to /docs at /docs/openapi.json. */
export function bundledSpecText(): string {
  bundledSpec ??= fs.readFileSync(path.join(repoRoot, 'generated/openapi.json'), 'utf8');
  return bundledSpec;
}

export function bundledSpecDocument(): Record<string, unknown> {
  return JSON.parse(bundledSpecText());
}

const servedSpecs = new Map<string, string>();
/**
 * The description served at /openapi.json: the bundled document with its one server replaced by
 * this server's public origin (PUBLIC_URL), so a client generated from it has a base URL. Only
 * `servers` differs from the bundled file; keys and formatting stay as codegen wrote them.
 */
export function servedSpecText(publicUrl: string): string {
  let text = servedSpecs.get(publicUrl);
  if (text === undefined) {
    const doc = bundledSpecDocument();
    const [bundledServer] = doc.servers as Array<Record<string, unknown>>;
    doc.servers = [{ url: publicUrl, description: "This server's public origin (PUBLIC_URL).", 'x-decision': bundledServer?.['x-decision'] }];
    text = `${JSON.stringify(doc, null, 2)}\n`;
    servedSpecs.set(publicUrl, text);
  }
  return text;
}

let queryNamesCache: Map<string, ReadonlySet<string>> | undefined;
/** Names of the query parameters an operation declares (path-level and operation-level). */
export function declaredQueryParameters(operationId: string): ReadonlySet<string> {
  if (!queryNamesCache) {
    queryNamesCache = new Map();
    const doc = bundledSpecDocument() as { paths: Record<string, Record<string, unknown>>; components?: { parameters?: Record<string, unknown> } };
    type Parameter = { $ref?: string; in?: string; name?: string };
    const deref = (p: Parameter): Parameter => (p.$ref ? (doc.components?.parameters?.[p.$ref.split('/').pop()!] as Parameter) : p);
    for (const item of Object.values(doc.paths)) {
      const shared = ((item.parameters ?? []) as Parameter[]).map(deref);
      for (const op of Object.values(item) as Array<{ operationId?: string; parameters?: Parameter[] }>) {
        if (!op?.operationId) continue;
        const names = [...shared, ...(op.parameters ?? []).map(deref)].filter((p) => p?.in === 'query').map((p) => p.name!);
        queryNamesCache.set(op.operationId, new Set(names));
      }
    }
  }
  return queryNamesCache.get(operationId) ?? new Set();
}
