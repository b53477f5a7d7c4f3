/**
 * The generated contract, loaded once: the bundled OpenAPI document, the operation
 * registry and the standalone request validators. Nothing here is hand-written
 * knowledge of the API; it all comes from openapi/ and schemas/ via `npm run codegen`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { operations } from '../../generated/operations.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
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

let bundledSpec: string | undefined;
/** The bundled spec text, served verbatim at /openapi.json. */
export function bundledSpecText(): string {
  bundledSpec ??= fs.readFileSync(path.join(repoRoot, 'generated/openapi.json'), 'utf8');
  return bundledSpec;
}

export function bundledSpecDocument(): Record<string, unknown> {
  return JSON.parse(bundledSpecText());
}
