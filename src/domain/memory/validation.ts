/**
 * The memory's own rules on a write, which no schema states: blank keys, values and tags, the
 * serialised size of metadata, a patch naming another key (MEMORY-006) or changing nothing.
 * A write reaches the service parsed: checked against its schema where it entered (the HTTP
 * pipeline for REST bodies, src/contract/memory-input.ts for MCP tools and any other raw
 * input) or built in code by another domain service. The service runs these rules on every
 * write and reports what fails by field (FieldValidationError), leaving the location prefix to
 * the edge; the edge's parser runs them too, so a raw body gets every reason in one answer.
 *
 * Also here: the key a call addresses and the user and agent names, which every memory call
 * checks (located as REST states them: `path`, `header`).
 */
import { FieldValidationError, ValidationError, type ValidationIssue } from '../errors/app-error.js';
import { keyIssues, MEMORY_DEFAULTS, MEMORY_LIMITS, namespaceIssues } from './memory-schema.js';
import type { MemoryFields, MemoryWrite } from './ports.js';
import type { MemoryInput, MemoryPatch, MemoryScope, MemoryUpdateInput } from './types.js';

export { MEMORY_LIMITS };

const SCOPES: readonly string[] = ['working', 'persistent'] satisfies MemoryScope[];
/** The fields a write may give (all but the key). */
const PATCH_FIELDS = ['value', 'scope', 'tags', 'importance', 'metadata'] as const;

const blank = (v: unknown): boolean => typeof v === 'string' && v.length > 0 && v.trim().length === 0;

function throwIfAny(issues: ValidationIssue[]): void {
  if (issues.length) throw new ValidationError(issues);
}

/** What the schemas cannot say about the fields of a write (its shape already checked or reported), by field. */
export function memoryInputIssues(input: Partial<MemoryInput>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const isBlank = (loc: Array<string | number>) => issues.push({ loc, msg: 'must not be blank', type: 'value_error.blank' });
  if (blank(input.key)) isBlank(['key']);
  if (blank(input.value)) isBlank(['value']);
  if (Array.isArray(input.tags)) input.tags.forEach((tag, i) => { if (blank(tag)) isBlank(['tags', i]); });
  const metadata = input.metadata;
  if (metadata !== null && typeof metadata === 'object' && !Array.isArray(metadata)
    && Buffer.byteLength(JSON.stringify(metadata), 'utf8') > MEMORY_LIMITS.metadataMaxBytes) {
    issues.push({ loc: ['metadata'], msg: `must serialise to at most ${MEMORY_LIMITS.metadataMaxBytes} bytes of JSON`, type: 'value_error.too_large' });
  }
  return issues;
}

/** A patch whose `key` is not the addressed one: MEMORY-006 (a memory is never renamed), located at the patch's `key`. */
export function keyMismatch(key: string, patch: { key?: unknown } | null): FieldValidationError | null {
  if (patch === null || typeof patch !== 'object' || patch.key === undefined || patch.key === key) return null;
  return new FieldValidationError([{ loc: ['key'], msg: 'must equal the key in the path (a memory is never renamed: store it under the new key and delete the old one)', type: 'value_error.key_mismatch' }], 'MEMORY-006');
}

/** A patch that gives none of the fields it may change, located at the patch as a whole. */
export function emptyPatchIssues(patch: Partial<MemoryPatch>): ValidationIssue[] {
  return PATCH_FIELDS.some((f) => patch[f] !== undefined)
    ? []
    : [{ loc: [], msg: `at least one of ${PATCH_FIELDS.join(', ')} is required`, type: 'value_error.empty' }];
}

function throwIfFieldIssues(issues: ValidationIssue[]): void {
  if (issues.length) throw new FieldValidationError(issues);
}

/** A parsed create-or-replace input, returned as given when it keeps the domain's rules; a FieldValidationError otherwise. */
export function checkMemoryInput(input: MemoryInput): MemoryInput {
  throwIfFieldIssues(memoryInputIssues(input));
  return input;
}

/**
 * A parsed update of the memory under `key`: the key itself (as a path or tool addresses it),
 * then a body key other than `key` (MEMORY-006), a patch changing nothing and the domain's
 * rules, as a FieldValidationError.
 */
export function checkMemoryPatch(key: string, patch: MemoryUpdateInput): void {
  validateKeyParam(key);
  const renamed = keyMismatch(key, patch);
  if (renamed) throw renamed;
  throwIfFieldIssues([...emptyPatchIssues(patch), ...memoryInputIssues(patch)]);
}

/**
 * The write a create-or-replace stores: the input's fields, and MemoryCreate's defaults for the
 * ones it leaves out (scope `defaultScope` when given, e.g. the MCP tool's `working`). A REST
 * body arrives with the defaults already filled by the pipeline; MCP tools and domain callers
 * give only what they mean.
 */
export function memoryWrite(input: MemoryInput, defaultScope?: MemoryScope): MemoryWrite {
  return {
    ...input,
    scope: input.scope ?? defaultScope ?? MEMORY_DEFAULTS.scope,
    tags: input.tags ?? MEMORY_DEFAULTS.tags(),
    importance: input.importance ?? MEMORY_DEFAULTS.importance,
    metadata: input.metadata ?? MEMORY_DEFAULTS.metadata(),
  } as MemoryWrite;
}

/** The fields an input gives (for a merge: only these change an existing memory), with their values from `write`. */
export function givenFields(input: MemoryInput, write: MemoryWrite): MemoryFields {
  const given: MemoryFields = {};
  for (const field of PATCH_FIELDS) if (input[field] !== undefined) Object.assign(given, { [field]: write[field] });
  return given;
}

/** A key addressed in a path or by a tool. */
export function validateKeyParam(key: string): void {
  const issues = keyIssues(key, 'path');
  if (blank(key)) issues.push({ loc: ['path', 'key'], msg: 'must not be blank', type: 'value_error.blank' });
  throwIfAny(issues);
}

/** User and agent names reach the service from headers (REST) or tool arguments (MCP): the UserId and AgentName schemas, which X-User-ID and X-Agent-Name use. */
export function validateNamespaceNames(userId: string, agentName: string): void {
  const issues: ValidationIssue[] = [];
  // A tool argument may be any JSON value; the message says what a header would (it is a string).
  if (typeof userId !== 'string') issues.push({ loc: ['header', 'x-user-id'], msg: 'must be a string', type: 'type_error' });
  if (typeof agentName !== 'string') issues.push({ loc: ['header', 'x-agent-name'], msg: 'must be a string', type: 'type_error' });
  throwIfAny(issues.length ? issues : namespaceIssues(userId, agentName));
}

export function isMemoryScope(value: unknown): value is MemoryScope {
  return typeof value === 'string' && SCOPES.includes(value);
}
