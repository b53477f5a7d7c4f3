/**
 * Import lines are checked against MemoryExportRecord (the generated validator, defaults
 * filled in) and the memory-write rules, for the memory and each previous version, before
 * anything is written; a line that fails is reported by its line number with every field at
 * fault, and the other lines are imported.
 */
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors/app-error.js';
import { LOCAL_CONTEXT_ID } from '../../core/contexts.js';
import { parseRecordLine } from './record.js';
import { MemoryPortability } from './portability-service.js';
import type { ImportWrite, PortabilityRepository } from './ports.js';

const version = { version: 1, value: 'old', scope: 'persistent', tags: [], importance: 0.5, metadata: {}, written_at: '2024-01-01T00:00:00Z', replaced_at: '2024-02-01T00:00:00Z' };

function issuesOf(line: string): Array<{ loc: Array<string | number>; type: string }> {
  try {
    parseRecordLine(line);
  } catch (error) {
    if (error instanceof ValidationError) return error.issues;
    throw error;
  }
  throw new Error('the line was accepted');
}

describe('parseRecordLine', () => {
  it('fills what a hand-written line leaves out from the schema\'s defaults', () => {
    expect(parseRecordLine('{"key":"k","value":"v"}')).toEqual({
      contextId: null, userId: 'default_user', agentName: 'global', key: 'k', value: 'v', scope: 'persistent', tags: [], importance: 0.5,
      metadata: {}, createdAt: null, updatedAt: null, expiresAt: null, version: 1, history: [], feedback: null,
    });
  });

  it('reads history and feedback, and a context given by its id alone', () => {
    const parsed = parseRecordLine(JSON.stringify({
      key: 'k', value: 'v', context: { id: LOCAL_CONTEXT_ID.toUpperCase() }, history: [version],
      feedback: { useful: 1, irrelevant: 0, outdated: 0, events: [{ label: 'useful', weight: 1, created_at: '2024-03-01T00:00:00Z' }] },
    }));
    expect(parsed.contextId).toBe(LOCAL_CONTEXT_ID);
    expect(parsed.history).toEqual([version]);
    expect(parsed.feedback).toEqual({ useful: 1, irrelevant: 0, outdated: 0, events: [{ label: 'useful', weight: 1, created_at: '2024-03-01T00:00:00Z', user_id: 'default_user', agent_name: 'global' }] });
  });

  it('reports every field at fault, under line.<field>', () => {
    const issues = issuesOf(JSON.stringify({ key: 'k', value: 'v', format: 2, updated_at: 'yesterday', history: [{ ...version, value: undefined }], feedback: { useful: -1, irrelevant: 0, outdated: 0 } }));
    expect(issues.map((i) => i.loc.join('.'))).toEqual(expect.arrayContaining(['line.format', 'line.updated_at', 'line.history.0.value', 'line.feedback.useful']));
    expect(issuesOf('{"value":"v"}')).toEqual([expect.objectContaining({ loc: ['line', 'key'], type: 'missing' })]);
    expect(issuesOf('[1]')[0]!.type).toBe('type_error');
    expect(issuesOf('not json')[0]!.type).toBe('value_error.jsondecode');
  });

  it('applies the memory-write rules no schema states to the memory and to each version', () => {
    expect(issuesOf(JSON.stringify({ key: 'k', value: 'v', history: [version, { ...version, value: '   ' }] })).map((i) => i.loc.join('.'))).toContain('line.history.1.value');
    expect(issuesOf(JSON.stringify({ key: 'k', value: 'v\u0000' })).map((i) => i.loc.join('.'))).toContain('line.value');
    expect(issuesOf(JSON.stringify({ key: 'k', value: 'v', feedback: { useful: 0, irrelevant: 0, outdated: 0, events: [{ label: 'useful', weight: 1, created_at: '2024-01-01T00:00:00Z', agent_name: 'a b' }] } })).map((i) => i.loc.join('.'))).toContain('line.feedback.events.0.agent_name');
  });
});

describe('importLines', () => {
  it('writes nothing of a line that fails and reports it by its line number; the other lines are written whole', async () => {
    const writes: ImportWrite[] = [];
    const store = {
      async importOne(write: ImportWrite) {
        writes.push(write);
        return { result: 'created' as const };
      },
      async contexts(ids: string[]) {
        return ids.map((id) => ({ id, name: 'Local', kind: 'local' as const }));
      },
    } as unknown as PortabilityRepository;
    const service = new MemoryPortability({ store, contexts: {} as never, memories: { config: { historyVersions: 10 }, changes: { notifyKeys() {} }, worker: { notify() {} } } as never, workingTtlSeconds: 60 });
    const lines = [
      JSON.stringify({ key: 'good', value: 'v', history: [version] }),
      '',
      JSON.stringify({ key: 'half', value: 'v', history: [version, { ...version, written_at: 'never' }] }),
      JSON.stringify({ key: 'good2', value: 'w' }),
    ].map((text, i) => ({ line: i + 1, text }));
    const report = await service.importLines({ principal: null }, lines, { contextId: LOCAL_CONTEXT_ID });
    expect(writes.map((w) => w.key)).toEqual(['good', 'good2']);
    expect(writes[0]!.history).toEqual([version]);
    expect(report).toMatchObject({ records: 3, created: 2, failed: 1, errors: [{ line: 3, key: 'half', code: 'REQUEST-001' }] });
    expect(report.errors[0]!.message).toContain('history.1.written_at');
  });
});
