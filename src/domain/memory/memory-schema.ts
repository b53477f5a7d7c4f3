/**
 * The memory's shape as the contract states it: the JSON Schemas (schemas/Memory*.json) are the
 * one place its fields, limits and defaults are written. Types come from the generated API
 * types (types.ts), checks from the generated Ajv validators of the operations that take a
 * memory, and the few limits code needs as numbers are read from the schemas here, never
 * copied by hand.
 */
import { createRequire } from 'node:module';
import type { ErrorObject } from 'ajv';
import { toIssues, type IssueLocation } from '../errors/schema-issues.js';
import type { ValidationIssue } from '../errors/app-error.js';

const require = createRequire(import.meta.url);

interface ValidateFunction {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

interface OperationValidators {
  params?: ValidateFunction;
  headers?: ValidateFunction;
  body?: Readonly<Record<string, ValidateFunction>>;
}

const { validators } = require('../../../generated/validators.cjs') as { validators: Record<string, OperationValidators> };

function validatorOf(operationId: string, part: 'params' | 'headers' | 'body'): ValidateFunction {
  const found = part === 'body' ? validators[operationId]?.body?.['application/json'] : validators[operationId]?.[part];
  if (!found) throw new Error(`no generated ${part} validator for ${operationId}`);
  return found;
}

/** POST /api/v1/memory's body (MemoryCreate), PUT's (MemoryUpdate), the key path parameter and the namespace headers. */
const checks = {
  create: validatorOf('createMemory', 'body'),
  update: validatorOf('updateMemory', 'body'),
  key: validatorOf('getMemory', 'params'),
  namespace: validatorOf('getMemory', 'headers'),
};

/**
 * `value` against one of the memory's schemas: its issues ([] when it conforms) and a copy with
 * the schema's defaults filled in (the generated validators apply them; the caller's object
 * stays as given).
 */
export function checkAgainstSchema(check: keyof typeof checks, value: unknown, location: IssueLocation): { issues: ValidationIssue[]; withDefaults: unknown } {
  const copy = value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : value;
  const validate = checks[check];
  return { issues: validate(copy) ? [] : toIssues(location, validate.errors), withDefaults: copy };
}

export const schemaIssues = (check: keyof typeof checks, value: unknown, location: IssueLocation): ValidationIssue[] => checkAgainstSchema(check, value, location).issues;

interface StringSchema { maxLength: number }
const schema = <T>(name: string): T => require(`../../../schemas/${name}.json`) as T;

interface CountSchema { default: number; maximum: number }
const recallK = schema<{ properties: { k: CountSchema } }>('RecallRequest').properties.k;

/** Recall's `k` when the caller gives none, and the most it returns (RecallRequest.k). */
export const RECALL_K = { default: recallK.default, max: recallK.maximum } as const;

/** The limits code needs as numbers (value caps, text budgets), as the schemas state them. */
export const MEMORY_LIMITS = {
  keyMaxChars: schema<StringSchema>('MemoryKey').maxLength,
  valueMaxChars: schema<StringSchema>('MemoryValue').maxLength,
  tagsMax: schema<{ maxItems: number }>('MemoryTags').maxItems,
  tagMaxChars: schema<{ items: StringSchema }>('MemoryTags').items.maxLength,
  metadataMaxProperties: schema<{ maxProperties: number }>('MemoryMetadata').maxProperties,
  /**
   * Serialised metadata, in bytes of JSON: a rule no schema keyword states (maxProperties
   * bounds the keys, not their size), so it is the domain's.
   */
  metadataMaxBytes: 32_768,
} as const;
