/**
 * Memory input where it enters: raw input (an MCP tool's arguments, anything not already
 * checked by the HTTP pipeline) is parsed into the domain's types against the memory's schemas
 * (MemoryCreate, MemoryUpdate: their generated standalone validators, the very checks the
 * pipeline runs on REST bodies), together with the domain's own rules, so one answer gives
 * every reason. The service then takes the parsed input and reports what its rules find by
 * field; `issuesAt` puts those under the location the edge took the input from.
 */
import { createRequire } from 'node:module';
import type { ValidateFunction } from '../../generated/validators.cjs';
import { FieldValidationError, ValidationError, type ValidationIssue } from '../domain/errors/app-error.js';
import { toIssues, type IssueLocation } from '../domain/errors/schema-issues.js';
import type { MemoryInput, MemoryUpdateInput } from '../domain/memory/types.js';
import { emptyPatchIssues, keyMismatch, memoryInputIssues } from '../domain/memory/validation.js';

const require = createRequire(import.meta.url);
const { schemaValidators } = require('../../generated/schema-validators.cjs') as {
  schemaValidators: { MemoryCreate: ValidateFunction; MemoryUpdate: ValidateFunction };
};

const asObject = <T>(v: unknown): Partial<T> => (v !== null && typeof v === 'object' ? (v as Partial<T>) : {});
const at = (location: IssueLocation, issues: ValidationIssue[]): ValidationIssue[] => issues.map((i) => ({ ...i, loc: [location, ...i.loc] }));

/** `raw` against a schema, on a copy (the validators fill defaults in place; the caller's object stays as given). */
function schemaIssues(validate: ValidateFunction, raw: unknown, location: IssueLocation): ValidationIssue[] {
  const copy = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? { ...(raw as Record<string, unknown>) } : raw;
  return validate(copy) ? [] : toIssues(location, validate.errors);
}

/**
 * A create-or-replace body (MemoryCreate) as given: checked against the schema and the domain's
 * rules, issues at `location`. Returned unchanged, without the schema's defaults: the service
 * fills them for what is left out, and a merge (MCP memory_store) changes only what was given.
 */
export function parseMemoryInput(raw: unknown, location: IssueLocation = 'body'): MemoryInput {
  const issues = [...schemaIssues(schemaValidators.MemoryCreate, raw, location), ...at(location, memoryInputIssues(asObject<MemoryInput>(raw)))];
  if (issues.length) throw new ValidationError(issues);
  return raw as MemoryInput;
}

/** A partial update (MemoryUpdate) of the memory under `key`; a body key other than `key` is MEMORY-006. */
export function parseMemoryUpdate(key: string, raw: unknown, location: IssueLocation = 'body'): MemoryUpdateInput {
  const renamed = keyMismatch(key, asObject<MemoryUpdateInput>(raw));
  if (renamed) throw renamed.at(location);
  const body = asObject<MemoryUpdateInput>(raw);
  const issues = schemaIssues(schemaValidators.MemoryUpdate, raw, location);
  if (issues.length === 0) issues.push(...at(location, emptyPatchIssues(body)));
  issues.push(...at(location, memoryInputIssues(body)));
  if (issues.length) throw new ValidationError(issues);
  return raw as MemoryUpdateInput;
}

/** Runs a service call on input taken from `location`: the issues it reports by field come back under it. */
export async function issuesAt<T>(location: IssueLocation, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof FieldValidationError) throw error.at(location);
    throw error;
  }
}
