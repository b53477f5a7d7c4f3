/**
 * The memory's shape as the contract states it: the JSON Schemas (schemas/Memory*.json) are the
 * one place its fields, limits and defaults are written. Types come from the generated API
 * types (types.ts); the defaults a write takes for what it leaves out and the few limits code
 * needs as numbers are read from the schemas here, never copied by hand. Bodies are checked
 * against the schemas where they enter (the HTTP pipeline, src/contract/memory-input.ts), not
 * here: the domain checks only the key a call addresses and the user and agent names (the
 * generated validators of MemoryKey, UserId and AgentName).
 */
import { createRequire } from 'node:module';
import type { ErrorObject } from 'ajv';
import type { SchemaMemoryScope } from '../../../generated/api-types.js';
import { toIssues, type IssueLocation } from '../errors/schema-issues.js';
import type { ValidationIssue } from '../errors/app-error.js';

const require = createRequire(import.meta.url);

interface ValidateFunction {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

const { schemaValidators } = require('../../../generated/schema-validators.cjs') as {
  schemaValidators: { MemoryKey: ValidateFunction; UserId: ValidateFunction; AgentName: ValidateFunction };
};

/** A key a call addresses, against MemoryKey: its issues ([] when it conforms), located at `location`.key. */
export function keyIssues(key: unknown, location: IssueLocation): ValidationIssue[] {
  const validate = schemaValidators.MemoryKey;
  return validate(key) ? [] : toIssues(location, validate.errors).map((i) => ({ ...i, loc: [location, 'key', ...i.loc.slice(1)] }));
}

/** User and agent names against UserId and AgentName (the X-User-ID and X-Agent-Name rules): their issues, located at `header`. */
export function namespaceIssues(userId: string, agentName: string): ValidationIssue[] {
  const named = (validate: ValidateFunction, value: string, header: string) =>
    validate(value) ? [] : toIssues('header', validate.errors).map((i) => ({ ...i, loc: ['header', header, ...i.loc.slice(1)] }));
  return [...named(schemaValidators.UserId, userId, 'x-user-id'), ...named(schemaValidators.AgentName, agentName, 'x-agent-name')];
}

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

interface CreateSchema {
  properties: {
    scope: { default: SchemaMemoryScope };
    tags: { default: string[] };
    importance: { default: number };
    metadata: { default: Record<string, unknown> };
  };
}
const create = schema<CreateSchema>('MemoryCreate').properties;

/** What a create-or-replace takes for the fields it leaves out (MemoryCreate's `default`s); tags and metadata copied per use. */
export const MEMORY_DEFAULTS = {
  scope: create.scope.default,
  importance: create.importance.default,
  tags: (): string[] => structuredClone(create.tags.default),
  metadata: (): Record<string, unknown> => structuredClone(create.metadata.default),
} as const;
