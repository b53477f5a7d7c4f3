/**
 * The export line format: one JSON object per memory, self-describing (`type` and `format`
 * say what it is, `context` where it lived, `user_id` and `agent_name` whose it is), with
 * every field a memory has and no vector (vectors belong to the model that made them; an
 * import queues the memory to be embedded again). Fields always appear in the same order, so
 * exports of equal memories are equal byte for byte.
 *
 * Reading is lenient about what may be left out (a hand-written line needs only `key` and
 * `value`) and strict about what is there: every field present is checked with the limits of
 * a memory write (validation.ts), and a line that is not one record is refused with the
 * reason. Unknown fields are ignored, so a later format can add some.
 */
import { ValidationError, type ValidationIssue } from '../../errors/app-error.js';
import { validateMemoryInput, validateNamespaceNames } from '../validation.js';
import { DEFAULT_USER_ID, GLOBAL_AGENT, type MemoryContext, type MemoryScope } from '../types.js';
import type { ExportRow } from './ports.js';

export const RECORD_TYPE = 'memplat.memory';
export const RECORD_FORMAT = 1;

export interface MemoryRecord {
  type: typeof RECORD_TYPE;
  format: typeof RECORD_FORMAT;
  context: MemoryContext;
  user_id: string;
  agent_name: string;
  key: string;
  value: string;
  scope: MemoryScope;
  tags: string[];
  importance: number;
  metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  expires_at: string | null;
  /** The memory's revision: 1 when written, one more whenever its value changed. */
  version: number;
}

export function toRecord(row: ExportRow, context: MemoryContext): MemoryRecord {
  return {
    type: RECORD_TYPE,
    format: RECORD_FORMAT,
    context: { id: context.id, name: context.name, kind: context.kind },
    user_id: row.user_id,
    agent_name: row.agent_name,
    key: row.key,
    value: row.value,
    scope: row.scope,
    tags: row.tags,
    importance: row.importance,
    metadata: row.metadata,
    created_at: row.created_at,
    updated_at: row.updated_at,
    expires_at: row.expires_at,
    version: row.version,
  };
}

/** A line read for import: what to write and where the record says it lived. */
export interface ParsedRecord {
  contextId: string | null;
  userId: string;
  agentName: string;
  key: string;
  value: string;
  scope: MemoryScope;
  tags: string[];
  importance: number;
  metadata: Record<string, unknown>;
  createdAt: string | null;
  updatedAt: string | null;
  expiresAt: string | null;
  version: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** RFC 3339 date-time, with up to microseconds (what the export writes) and an offset or Z. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([Zz]|[+-]\d{2}:\d{2})$/;

function fail(field: string, msg: string, type: string): never {
  throw new ValidationError([{ loc: field ? ['line', field] : ['line'], msg, type }]);
}

function timestamp(record: Record<string, unknown>, field: string): string | null {
  const value = record[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !DATE_TIME.test(value) || Number.isNaN(Date.parse(value))) {
    fail(field, 'must be an RFC 3339 date-time such as 2025-01-15T09:30:00.000000Z', 'value_error.format');
  }
  return value;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 64;

/**
 * Text no store can keep (NUL, a lone surrogate that JSON can carry as `\ud800`) and nesting
 * deeper than a request body may have: what the REST pipeline refuses in bodies, refused per
 * line here, since import lines reach the store without passing through it.
 */
function refuseUnstorable(value: unknown): void {
  const pending: Array<{ node: unknown; path: string[] }> = [{ node: value, path: [] }];
  while (pending.length) {
    const { node, path } = pending.pop()!;
    const field = path[0] ?? '';
    if (typeof node === 'string') {
      if (node.includes('\u0000') || LONE_SURROGATE.test(node)) fail(field, 'must not contain the NUL character or a lone surrogate', 'value_error.unstorable_text');
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    if (path.length > MAX_DEPTH) fail(field, `must not be nested more than ${MAX_DEPTH} levels deep`, 'value_error.too_deep');
    for (const [k, child] of Object.entries(node)) {
      if (k.includes('\u0000') || LONE_SURROGATE.test(k)) fail(field || k, 'property names must not contain the NUL character or a lone surrogate', 'value_error.unstorable_text');
      pending.push({ node: child, path: [...path, k] });
    }
  }
}

/** Issues of the memory-write checks, re-rooted at the line. */
function asLineIssues(error: ValidationError): ValidationError {
  const issues: ValidationIssue[] = error.issues.map((i) => ({ ...i, loc: ['line', ...i.loc.slice(1).map((p) => (p === 'x-user-id' ? 'user_id' : p === 'x-agent-name' ? 'agent_name' : p))] }));
  return new ValidationError(issues);
}

/** Reads one line; throws a ValidationError (loc `line.<field>`) when it is not a record. */
export function parseRecordLine(text: string): ParsedRecord {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    fail('', 'is not valid JSON', 'value_error.jsondecode');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) fail('', 'must be a JSON object (one memory record)', 'type_error');
  const record = parsed as Record<string, unknown>;
  refuseUnstorable(record);
  if (record.type !== undefined && record.type !== RECORD_TYPE) fail('type', `must be "${RECORD_TYPE}"`, 'const');
  if (record.format !== undefined && record.format !== RECORD_FORMAT) fail('format', `this server reads format ${RECORD_FORMAT}`, 'const');
  let contextId: string | null = null;
  if (record.context !== undefined && record.context !== null) {
    const id = (record.context as { id?: unknown }).id;
    if (typeof record.context !== 'object' || typeof id !== 'string' || !UUID.test(id)) fail('context', 'must be an object whose id is a context id (uuid)', 'type_error');
    contextId = id.toLowerCase();
  }
  const userId = record.user_id ?? DEFAULT_USER_ID;
  const agentName = record.agent_name ?? GLOBAL_AGENT;
  const input = {
    key: record.key as string,
    value: record.value as string,
    scope: (record.scope ?? 'persistent') as MemoryScope,
    tags: (record.tags ?? []) as string[],
    importance: (record.importance ?? 0.5) as number,
    metadata: (record.metadata ?? {}) as Record<string, unknown>,
  };
  try {
    validateNamespaceNames(userId as string, agentName as string);
    validateMemoryInput(input);
  } catch (error) {
    if (error instanceof ValidationError) throw asLineIssues(error);
    throw error;
  }
  const version = record.version ?? 1;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) fail('version', 'must be a whole number of at least 1', 'value_error.number');
  return {
    contextId,
    userId: userId as string,
    agentName: agentName as string,
    ...input,
    createdAt: timestamp(record, 'created_at'),
    updatedAt: timestamp(record, 'updated_at'),
    expiresAt: input.scope === 'working' ? timestamp(record, 'expires_at') : null,
    version,
  };
}
