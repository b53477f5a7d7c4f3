/**
 * Domain validation of memory input. REST bodies are already checked by the generated
 * schema validators; MCP tools and benches call the service directly, so the service checks
 * every rule again (same limits as schemas/Memory*.json) plus the rules a schema cannot
 * state: blank keys and values, and the serialised size of metadata. Failures are 422
 * validation errors and nothing is written.
 */
import { ValidationError, type ValidationIssue } from '../errors/app-error.js';
import type { MemoryInput, MemoryPatch, MemoryScope } from './types.js';

export const MEMORY_LIMITS = {
  keyMaxChars: 256,
  valueMaxChars: 65_536,
  tagsMax: 32,
  tagMaxChars: 64,
  metadataMaxProperties: 64,
  metadataMaxBytes: 32_768,
  userIdMaxChars: 256,
} as const;

const CONTROL = /[\u0000-\u001F\u007F]/;
const AGENT_NAME = /^[A-Za-z0-9._:-]{1,64}$/;
const SCOPES: readonly string[] = ['working', 'persistent'];

/** Length in Unicode code points, as JSON Schema counts it. */
function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff) n++;
  }
  return n;
}

class Issues {
  readonly list: ValidationIssue[] = [];
  constructor(private readonly root: string) {}
  add(field: Array<string | number>, msg: string, type: string): void {
    this.list.push({ loc: [this.root, ...field], msg, type });
  }
  throwIfAny(): void {
    if (this.list.length) throw new ValidationError(this.list);
  }
}

function checkText(issues: Issues, field: string | Array<string | number>, value: unknown, max: number, opts: { control: boolean }): void {
  const loc = Array.isArray(field) ? field : [field];
  if (typeof value !== 'string') return issues.add(loc, 'must be a string', 'type_error');
  if (value.length === 0) return issues.add(loc, 'must not be empty', 'value_error.string_too_short');
  if (codePoints(value) > max) return issues.add(loc, `must be at most ${max} characters`, 'value_error.string_too_long');
  if (opts.control && CONTROL.test(value)) return issues.add(loc, 'must not contain control characters', 'value_error.string_pattern');
  if (value.trim().length === 0) issues.add(loc, 'must not be blank', 'value_error.blank');
}

export function checkKey(issues: Issues, key: unknown, field = 'key'): void {
  checkText(issues, field, key, MEMORY_LIMITS.keyMaxChars, { control: true });
}

function checkOptionalFields(issues: Issues, input: MemoryPatch): void {
  if (input.value !== undefined) checkText(issues, 'value', input.value, MEMORY_LIMITS.valueMaxChars, { control: false });
  if (input.scope !== undefined && !SCOPES.includes(input.scope as string)) {
    issues.add(['scope'], "must be one of 'working', 'persistent'", 'enum');
  }
  if (input.importance !== undefined) {
    const v = input.importance as unknown;
    if (typeof v !== 'number' || !Number.isFinite(v)) issues.add(['importance'], 'must be a number', 'type_error');
    else if (v < 0 || v > 1) issues.add(['importance'], 'must be between 0.0 and 1.0', 'value_error.number');
  }
  if (input.tags !== undefined) checkTags(issues, input.tags as unknown);
  if (input.metadata !== undefined) checkMetadata(issues, input.metadata as unknown);
}

function checkTags(issues: Issues, tags: unknown): void {
  if (!Array.isArray(tags)) return issues.add(['tags'], 'must be an array of strings', 'type_error');
  if (tags.length > MEMORY_LIMITS.tagsMax) return issues.add(['tags'], `must have at most ${MEMORY_LIMITS.tagsMax} items`, 'value_error.list_too_long');
  const seen = new Set<string>();
  tags.forEach((tag, i) => {
    if (typeof tag !== 'string') return issues.add(['tags', i], 'must be a string', 'type_error');
    checkText(issues, ['tags', i], tag, MEMORY_LIMITS.tagMaxChars, { control: true });
    if (seen.has(tag)) issues.add(['tags', i], 'tags must be unique', 'value_error.list_unique');
    seen.add(tag);
  });
}

function checkMetadata(issues: Issues, metadata: unknown): void {
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) {
    return issues.add(['metadata'], 'must be an object', 'type_error');
  }
  if (Object.keys(metadata).length > MEMORY_LIMITS.metadataMaxProperties) {
    return issues.add(['metadata'], `must have at most ${MEMORY_LIMITS.metadataMaxProperties} properties`, 'value_error.too_many_properties');
  }
  const bytes = Buffer.byteLength(JSON.stringify(metadata), 'utf8');
  if (bytes > MEMORY_LIMITS.metadataMaxBytes) {
    issues.add(['metadata'], `must serialise to at most ${MEMORY_LIMITS.metadataMaxBytes} bytes of JSON`, 'value_error.too_large');
  }
}

export function validateMemoryInput(input: MemoryInput): void {
  const issues = new Issues('body');
  if (input === null || typeof input !== 'object') {
    issues.add([], 'must be an object', 'type_error');
    issues.throwIfAny();
  }
  checkKey(issues, input.key);
  if (input.value === undefined) issues.add(['value'], 'field required', 'missing');
  checkOptionalFields(issues, input);
  issues.throwIfAny();
}

export function validateMemoryPatch(key: string, patch: MemoryPatch & { key?: unknown }): void {
  const path = new Issues('path');
  checkKey(path, key);
  path.throwIfAny();
  if (patch !== null && typeof patch === 'object' && patch.key !== undefined && patch.key !== key) {
    throw new ValidationError([{ loc: ['body', 'key'], msg: 'must equal the key in the path (a memory is never renamed: store it under the new key and delete the old one)', type: 'value_error.key_mismatch' }], 'MEMORY-006');
  }
  const issues = new Issues('body');
  if (patch === null || typeof patch !== 'object') issues.add([], 'must be an object', 'type_error');
  else if (!['value', 'scope', 'tags', 'importance', 'metadata'].some((f) => (patch as Record<string, unknown>)[f] !== undefined)) {
    issues.add([], 'at least one of value, scope, tags, importance, metadata is required', 'value_error.empty');
  } else checkOptionalFields(issues, patch);
  issues.throwIfAny();
}

export function validateKeyParam(key: string): void {
  const issues = new Issues('path');
  checkKey(issues, key);
  issues.throwIfAny();
}

/** User and agent names reach the service from headers (REST) or tool arguments (MCP). */
export function validateNamespaceNames(userId: string, agentName: string): void {
  const issues = new Issues('header');
  if (typeof userId !== 'string' || userId.length === 0 || codePoints(userId) > MEMORY_LIMITS.userIdMaxChars || CONTROL.test(userId)) {
    issues.add(['x-user-id'], 'must be 1 to 256 characters without control characters', 'value_error.string_pattern');
  }
  if (typeof agentName !== 'string' || !AGENT_NAME.test(agentName)) {
    issues.add(['x-agent-name'], 'must be 1 to 64 letters, digits, dot, underscore, colon or dash', 'value_error.string_pattern');
  }
  issues.throwIfAny();
}

export function isMemoryScope(value: unknown): value is MemoryScope {
  return typeof value === 'string' && SCOPES.includes(value);
}
