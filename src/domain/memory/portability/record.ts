/**
 * The export line format: one JSON object per memory (schemas/MemoryExportRecord.json, whose
 * generated type and validator this module uses), self-describing (`type` and `format` say
 * what it is, `context` where it lived, `user_id` and `agent_name` whose it is), with every
 * field a memory has, its previous versions and its feedback, and no vector (vectors belong to
 * the model that made them; an import queues the memory to be embedded again). Fields always
 * appear in the same order, so exports of equal memories are equal byte for byte.
 *
 * Reading is lenient about what may be left out (a hand-written line needs only `key` and
 * `value`; the schema's defaults fill the rest) and strict about what is there: a line is
 * checked whole against the schema (the generated validator: the memory's fields and its versions'
 * take the same field schemas as a MemoryCreate body), then with the rules of a memory write
 * that no schema states (validation.ts) for the memory and each of its versions, before
 * anything of it is written; a line that is not one record is refused with every reason.
 * Unknown fields are ignored, so a later format can add some.
 */
import { createRequire } from 'node:module';
import type { SchemaMemoryExportRecord } from '../../../../generated/api-types.js';
import type { ValidateFunction } from '../../../../generated/validators.cjs';
import { ValidationError, type ValidationIssue } from '../../errors/app-error.js';
import { toIssues } from '../../errors/schema-issues.js';
import { memoryInputIssues, validateNamespaceNames } from '../validation.js';
import type { MemoryContext, MemoryScope, MemoryVersion } from '../types.js';
import type { ExportFeedback, ExportRow } from './ports.js';

const require = createRequire(import.meta.url);
const { schemaValidators } = require('../../../../generated/schema-validators.cjs') as { schemaValidators: { MemoryExportRecord: ValidateFunction } };

export const RECORD_TYPE = 'memplat.memory';
export const RECORD_FORMAT = 1;

/** A record as export writes it: every property present (the schema's type, all of it required). */
export type MemoryRecord = Required<Omit<SchemaMemoryExportRecord, 'context' | 'feedback' | 'type' | 'format'>> & {
  type: typeof RECORD_TYPE;
  format: typeof RECORD_FORMAT;
  context: MemoryContext;
  feedback: ExportFeedback;
};

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
    history: row.history,
    feedback: row.feedback,
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
  history: MemoryVersion[];
  feedback: ExportFeedback | null;
}

/** A line that passed the schema: its defaults filled in. */
type CheckedRecord = Required<Omit<SchemaMemoryExportRecord, 'context' | 'feedback' | 'created_at' | 'updated_at' | 'expires_at'>>
  & Pick<SchemaMemoryExportRecord, 'context' | 'created_at' | 'updated_at' | 'expires_at'>
  & { feedback?: ExportFeedback };

function fail(field: string, msg: string, type: string): never {
  throw new ValidationError([{ loc: field ? ['line', field] : ['line'], msg, type }]);
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

/** Issues of the memory-write checks, re-rooted at the line (under `prefix`: a version's at `history.<n>`). */
function asLineIssues(error: ValidationError, prefix: Array<string | number> = []): ValidationError {
  const field = (p: string | number) => (p === 'x-user-id' ? 'user_id' : p === 'x-agent-name' ? 'agent_name' : p);
  const issues: ValidationIssue[] = error.issues.map((i) => ({ ...i, loc: ['line', ...prefix, ...i.loc.slice(1).map(field)] }));
  return new ValidationError(issues);
}

/** Runs a memory-write check, its issues re-rooted at the line. */
function lineCheck(check: () => void, prefix: Array<string | number> = []): void {
  try {
    check();
  } catch (error) {
    if (error instanceof ValidationError) throw asLineIssues(error, prefix);
    throw error;
  }
}

/** The memory-write rules' issues (by field: the schema already passed), re-rooted at the line (under `prefix`). */
function refuseFieldIssues(issues: ValidationIssue[], prefix: Array<string | number> = []): void {
  if (issues.length) throw new ValidationError(issues.map((i) => ({ ...i, loc: ['line', ...prefix, ...i.loc] })));
}

/** The line against MemoryExportRecord (the generated validator, defaults filled in place). */
function checkSchema(record: Record<string, unknown>): CheckedRecord {
  const validate = schemaValidators.MemoryExportRecord;
  if (!validate(record)) throw new ValidationError(toIssues('body', validate.errors).map((i) => ({ ...i, loc: ['line', ...i.loc.slice(1)] })));
  return record as unknown as CheckedRecord;
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
  refuseUnstorable(parsed);
  const record = checkSchema(parsed as Record<string, unknown>);
  const input = { key: record.key, value: record.value, scope: record.scope as MemoryScope, tags: record.tags, importance: record.importance, metadata: record.metadata };
  lineCheck(() => validateNamespaceNames(record.user_id, record.agent_name));
  refuseFieldIssues(memoryInputIssues(input));
  record.history.forEach((v, i) => refuseFieldIssues(memoryInputIssues({ key: record.key, value: v.value, scope: v.scope, tags: v.tags, importance: v.importance, metadata: v.metadata }), ['history', i]));
  record.feedback?.events.forEach((e, i) => lineCheck(() => validateNamespaceNames(e.user_id, e.agent_name), ['feedback', 'events', i]));
  return {
    contextId: record.context ? record.context.id.toLowerCase() : null,
    userId: record.user_id,
    agentName: record.agent_name,
    ...input,
    createdAt: record.created_at ?? null,
    updatedAt: record.updated_at ?? null,
    expiresAt: input.scope === 'working' ? (record.expires_at ?? null) : null,
    version: record.version,
    history: record.history,
    feedback: record.feedback ?? null,
  };
}
