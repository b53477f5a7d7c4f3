// generated/validators.cjs (+ .d.cts): Ajv standalone request validators per operationId.
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { createAjv } from './ajv-setup.js';
import type { OpenApiDocument } from './bundle.js';
import { listOperations } from './operations-model.js';
import { requestSchemasFor } from './request-schemas.js';
import { toAjvRefs } from './ajv-setup.js';
import { commentHeader } from './header.js';

const standaloneCode = ((standaloneCodeModule as any).default ?? standaloneCodeModule) as typeof standaloneCodeModule.default;

/** Wraps one standalone module so two of them (coercing / plain) can share a file without name clashes. */
export function scopedModule(name: string, code: string): string {
  return `const ${name} = (function () {\n  const exports = {};\n${code}\n  return exports;\n})();\n`;
}

const q = (s: string) => JSON.stringify(s);

export function emitRequestValidators(doc: OpenApiDocument, specHash: string): { js: string; dts: string } {
  // Parameters and form bodies arrive as strings: coerce them. JSON bodies are validated as sent.
  const coercing = createAjv(doc, { coerceTypes: 'array', useDefaults: true });
  const plain = createAjv(doc, { coerceTypes: false, useDefaults: true });
  const coercingExports: Record<string, string> = {};
  const plainExports: Record<string, string> = {};
  const entries: string[] = [];
  const bodyRequired: string[] = [];

  const operations = listOperations(doc).sort((a, b) => a.operationId.localeCompare(b.operationId));
  for (const op of operations) {
    const schemas = requestSchemasFor(op);
    const parts: string[] = [`bodyRequired: ${schemas.bodyRequired}`];
    for (const [location, schema] of Object.entries(schemas.parameters)) {
      const id = `${op.operationId}.${location}`;
      coercing.addSchema(toAjvRefs(schema) as object, id);
      coercingExports[id] = id;
      parts.push(`${location}: coercing[${q(id)}]`);
    }
    if (schemas.bodies.length) {
      const bodyParts = schemas.bodies.map(({ contentType, schema, coerce }) => {
        const id = `${op.operationId}.body.${contentType}`;
        (coerce ? coercing : plain).addSchema(toAjvRefs(schema) as object, id);
        (coerce ? coercingExports : plainExports)[id] = id;
        return `${q(contentType)}: ${coerce ? 'coercing' : 'plain'}[${q(id)}]`;
      });
      parts.push(`body: { ${bodyParts.join(', ')} }`);
    }
    entries.push(`  ${q(op.operationId)}: { ${parts.join(', ')} },`);
    bodyRequired.push(`  ${q(op.operationId)}: ${schemas.bodyRequired},`);
  }

  const js = [
    commentHeader(specHash),
    '"use strict";',
    scopedModule('coercing', standaloneCode(coercing, coercingExports)),
    scopedModule('plain', standaloneCode(plain, plainExports)),
    `exports.validators = {\n${entries.join('\n')}\n};`,
    `exports.bodyRequired = {\n${bodyRequired.join('\n')}\n};`,
    '',
  ].join('\n');

  const ids = operations.map((op) => q(op.operationId));
  const dts = [
    commentHeader(specHash),
    "import type { ErrorObject } from 'ajv';",
    '',
    '/** Ajv validate function: returns true when valid, else sets `errors`. May coerce/fill defaults in place. */',
    'export interface ValidateFunction {',
    '  (data: unknown): boolean;',
    '  errors?: ErrorObject[] | null;',
    '}',
    '',
    'export interface OperationValidators {',
    '  /** requestBody.required in the spec. */',
    '  readonly bodyRequired: boolean;',
    '  /** Path params object (values coerced from strings). */',
    '  readonly params?: ValidateFunction;',
    '  /** Query object (strings coerced; repeated keys as arrays; scalars wrapped for array params; defaults filled). */',
    '  readonly query?: ValidateFunction;',
    '  /** Headers object keyed by lower-case name; only declared headers are checked. */',
    '  readonly headers?: ValidateFunction;',
    '  readonly cookies?: ValidateFunction;',
    '  /** By request content type (e.g. application/json, application/x-www-form-urlencoded). */',
    '  readonly body?: Readonly<Record<string, ValidateFunction>>;',
    '}',
    '',
    `export type ValidatedOperationId = ${ids.length ? ids.join(' | ') : 'never'};`,
    'export declare const validators: Readonly<Record<ValidatedOperationId, OperationValidators>>;',
    'export declare const bodyRequired: Readonly<Record<ValidatedOperationId, boolean>>;',
    '',
  ].join('\n');
  return { js, dts };
}
