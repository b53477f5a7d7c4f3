/**
 * Validation of memory input in the service: against the memory's JSON Schemas through the
 * generated validators (memory-schema.ts), plus the rules a schema does not state: blank keys,
 * values and tags, the serialised size of metadata, and a PUT body naming another key. Every
 * caller (REST, MCP tools, import, benches) gets the same answer: a 422 validation error, with
 * nothing written.
 *
 * Each body meets the schema once. A REST body has already passed the HTTP pipeline's request
 * validation, which runs the very validator memory-schema.ts would (validators.cjs, defaults
 * filled in place) and answers its failures itself; the handler marks it `checkedByContract`
 * and only the domain's rules run here. Everything else (MCP tools, the CLI, import) passes a
 * plain body and gets the schema check too.
 */
import { ValidationError, type ValidationIssue } from '../errors/app-error.js';
import { checkAgainstSchema, MEMORY_LIMITS, schemaIssues } from './memory-schema.js';
import type { MemoryFields, MemoryWrite } from './ports.js';
import type { ContractChecked, MemoryInput, MemoryPatch, MemoryScope } from './types.js';

export { MEMORY_LIMITS };

const SCOPES: readonly string[] = ['working', 'persistent'] satisfies MemoryScope[];
const PATCH_FIELDS = ['value', 'scope', 'tags', 'importance', 'metadata'] as const;

const blank = (v: unknown): boolean => typeof v === 'string' && v.length > 0 && v.trim().length === 0;

function throwIfAny(issues: ValidationIssue[]): void {
  if (issues.length) throw new ValidationError(issues);
}

/** What the schemas cannot say about the fields of a body (its shape already checked or reported). */
function domainIssues(body: Partial<MemoryInput>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const isBlank = (field: string, loc: Array<string | number> = [field]) => issues.push({ loc: ['body', ...loc], msg: 'must not be blank', type: 'value_error.blank' });
  if (blank(body.key)) isBlank('key');
  if (blank(body.value)) isBlank('value');
  if (Array.isArray(body.tags)) body.tags.forEach((tag, i) => { if (blank(tag)) isBlank('tags', ['tags', i]); });
  const metadata = body.metadata;
  if (metadata !== null && typeof metadata === 'object' && !Array.isArray(metadata)
    && Buffer.byteLength(JSON.stringify(metadata), 'utf8') > MEMORY_LIMITS.metadataMaxBytes) {
    issues.push({ loc: ['body', 'metadata'], msg: `must serialise to at most ${MEMORY_LIMITS.metadataMaxBytes} bytes of JSON`, type: 'value_error.too_large' });
  }
  return issues;
}

const asObject = (v: unknown): Partial<MemoryInput> => (v !== null && typeof v === 'object' ? (v as Partial<MemoryInput>) : {});

/** Bodies the HTTP pipeline validated against their operation's schema (see ContractChecked). */
const contractCheckedBodies = new WeakSet<object>();

/**
 * Marks a REST body as validated by the pipeline against its operation's request schema (only
 * createMemory's and updateMemory's, whose validators are the ones memory-schema.ts runs): the
 * service then skips the schema and runs the domain's rules alone.
 */
export function checkedByContract<T extends MemoryInput | MemoryPatch>(body: T): ContractChecked<T> {
  contractCheckedBodies.add(body);
  return body as ContractChecked<T>;
}

const isContractChecked = (v: unknown): boolean => v !== null && typeof v === 'object' && contractCheckedBodies.has(v);

/** A create-or-replace body (MemoryCreate); answers it with the schema's defaults for what it leaves out. */
export function validateMemoryInput(input: MemoryInput | ContractChecked<MemoryInput>): MemoryWrite {
  if (isContractChecked(input)) {
    // Schema and defaults already applied by the pipeline; its failures never get here.
    throwIfAny(domainIssues(input));
    return { ...input } as MemoryWrite;
  }
  const { issues, withDefaults } = checkAgainstSchema('create', input, 'body');
  throwIfAny([...issues, ...domainIssues(asObject(input))]);
  return withDefaults as MemoryWrite;
}

/** The fields a plain (not contract-checked) body gives, with their validated values from `write`. */
export function givenFields(input: MemoryInput, write: MemoryWrite): MemoryFields {
  const given: MemoryFields = {};
  for (const field of PATCH_FIELDS) if (input[field] !== undefined) Object.assign(given, { [field]: write[field] });
  return given;
}

/** A partial update (MemoryUpdate) of the memory under `key`; a body key other than `key` is MEMORY-006. */
export function validateMemoryPatch(key: string, patch: (MemoryPatch | ContractChecked<MemoryPatch>) & { key?: unknown }): void {
  validateKeyParam(key);
  if (patch !== null && typeof patch === 'object' && patch.key !== undefined && patch.key !== key) {
    throw new ValidationError([{ loc: ['body', 'key'], msg: 'must equal the key in the path (a memory is never renamed: store it under the new key and delete the old one)', type: 'value_error.key_mismatch' }], 'MEMORY-006');
  }
  const body = asObject(patch);
  const issues = isContractChecked(patch) ? [] : schemaIssues('update', patch, 'body');
  if (issues.length === 0 && !PATCH_FIELDS.some((f) => body[f] !== undefined)) {
    issues.push({ loc: ['body'], msg: `at least one of ${PATCH_FIELDS.join(', ')} is required`, type: 'value_error.empty' });
  }
  throwIfAny([...issues, ...domainIssues(body)]);
}

/** A key addressed in a path or by a tool. */
export function validateKeyParam(key: string): void {
  const issues = schemaIssues('key', { key }, 'path');
  if (blank(key)) issues.push({ loc: ['path', 'key'], msg: 'must not be blank', type: 'value_error.blank' });
  throwIfAny(issues);
}

/** User and agent names reach the service from headers (REST) or tool arguments (MCP): the X-User-ID / X-Agent-Name rules. */
export function validateNamespaceNames(userId: string, agentName: string): void {
  const issues: ValidationIssue[] = [];
  // The header validator coerces and fills defaults (headers are strings); names must be strings here.
  if (typeof userId !== 'string') issues.push({ loc: ['header', 'x-user-id'], msg: 'must be a string', type: 'type_error' });
  if (typeof agentName !== 'string') issues.push({ loc: ['header', 'x-agent-name'], msg: 'must be a string', type: 'type_error' });
  throwIfAny(issues.length ? issues : schemaIssues('namespace', { 'x-user-id': userId, 'x-agent-name': agentName }, 'header'));
}

export function isMemoryScope(value: unknown): value is MemoryScope {
  return typeof value === 'string' && SCOPES.includes(value);
}
