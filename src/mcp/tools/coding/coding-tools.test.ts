/**
 * The coding memory tools over /mcp with the SDK client, on a real server: sessions, file
 * changes, errors and decisions become memories of the caller's context that recall and the
 * graph see; coding_search_errors finds errors by the hybrid recall; coding_analyze_patterns
 * reports recurring errors with their fixes, hot files and the decision history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../../testing/mcp/mcp-test-server.js';
import { testTime } from '../../../testing/time-budget.js';

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const user = { user_id: 'dana' };
const project = 'acme/billing';

let server: McpTestServer;
let client: Client;

async function ok(name: string, args: Record<string, unknown>): Promise<Record<string, any>> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, `${name}: ${result.isError ? text(result) : ''}`).toBeFalsy();
  return result.structuredContent as Record<string, any>;
}

beforeAll(async () => {
  server = await startMcpTestServer();
  client = await server.connect(await server.createKey('coding-test'));
}, testTime(180_000));
afterAll(async () => server?.close(), testTime(60_000));

describe('coding memory tools', () => {
  let sessionId = '';
  const errorIds: string[] = [];

  it('keeps a session with its file changes, errors and decisions', async () => {
    const started = await ok('coding_start_session', { ...user, project, task: 'Fix invoice rounding' });
    expect(started).toMatchObject({ project, user_id: 'dana', task: 'Fix invoice rounding', session_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    sessionId = started.session_id;

    for (const [file, type] of [['src/invoice.ts', 'modified'], ['src/invoice.ts', 'modified'], ['src/rounding.ts', 'created'], ['src/invoice.ts', 'modified']]) {
      await ok('coding_track_file_change', { ...user, session_id: sessionId, file_path: file, change_type: type, summary: 'rounding to cents' });
    }
    const last = await ok('coding_track_file_change', { ...user, session_id: sessionId, file_path: 'test/invoice.test.ts', change_type: 'created' });
    expect(last.files_changed).toBe(3);

    const first = await ok('coding_record_error', { ...user, project, session_id: sessionId, file_path: 'src/invoice.ts', error_message: "TypeError: Cannot read properties of undefined (reading 'lines') at src/invoice.ts:42" });
    expect(first).toMatchObject({ similar_errors: 0, known_resolutions: [] });
    const second = await ok('coding_record_error', { ...user, project, file_path: 'src/invoice.ts', error_message: "TypeError: Cannot read properties of undefined (reading 'total') at src/invoice.ts:97", resolution: 'Load the invoice with its lines before computing totals' });
    expect(second).toMatchObject({ similar_errors: 1 });
    const third = await ok('coding_record_error', { ...user, project, session_id: sessionId, file_path: 'src/rounding.ts', error_message: "TypeError: Cannot read properties of undefined (reading 'currency') at src/rounding.ts:7", stack_trace: 'at round (src/rounding.ts:7:3)\nat total (src/invoice.ts:50:10)' });
    expect(third).toMatchObject({ similar_errors: 2, known_resolutions: ['Load the invoice with its lines before computing totals'] });
    errorIds.push(first.error_id, second.error_id, third.error_id);
    await ok('coding_record_error', { ...user, project: 'acme/other', error_message: 'TypeError: Cannot read properties of undefined (reading \'lines\')', resolution: 'not this project' });

    const decision = await ok('coding_record_decision', { ...user, project, session_id: sessionId, decision: 'Store amounts as integer cents', rationale: 'Floating point rounding broke invoice totals', alternatives: ['decimal.js', 'round at display time'] });
    expect(decision.decision_id).toMatch(/^[0-9a-f-]{36}$/);

    const ended = await ok('coding_end_session', { ...user, session_id: sessionId, summary: 'Totals use cents; currency lookup still fails when missing' });
    expect(ended).toMatchObject({ session_id: sessionId, project, files_changed: 3, errors: 2, decisions: 1, files: expect.arrayContaining(['src/invoice.ts', 'src/rounding.ts']) });
  });

  it('finds past errors of the project with their resolutions (hybrid recall)', async () => {
    const found = await ok('coding_search_errors', { ...user, project, query: 'cannot read properties of undefined invoice total' });
    expect(found.results.length).toBeGreaterThanOrEqual(2);
    expect(found.results.map((r: { error_id: string }) => r.error_id).every((id: string) => errorIds.includes(id))).toBe(true);
    expect(found.results.find((r: { error_id: string }) => r.error_id === errorIds[1])).toMatchObject({ resolution: 'Load the invoice with its lines before computing totals', file_path: 'src/invoice.ts', score: expect.any(Number) });
    const elsewhere = await ok('coding_search_errors', { ...user, project: 'acme/other', query: 'cannot read properties of undefined' });
    expect(elsewhere.results.map((r: { resolution: string }) => r.resolution)).toEqual(['not this project']);
  });

  it('reports recurring errors with their fix, hot files and the decision history', async () => {
    const analysis = await ok('coding_analyze_patterns', { ...user, project });
    expect(analysis.summary).toEqual({ sessions: 1, file_changes: 5, files: 3, errors: 3, resolved_errors: 1, decisions: 1 });
    const byKind = (kind: string) => analysis.patterns.filter((p: { kind: string }) => p.kind === kind);
    expect(byKind('recurring_error')[0]).toMatchObject({ occurrences: 3, advice: expect.stringContaining('Load the invoice with its lines'), examples: expect.arrayContaining(['src/invoice.ts', 'src/rounding.ts']) });
    expect(byKind('hot_file')[0]).toMatchObject({ occurrences: 3, pattern: expect.stringContaining('src/invoice.ts') });
    expect(byKind('decision')[0]).toMatchObject({ pattern: expect.stringContaining('Store amounts as integer cents'), advice: expect.stringContaining('Floating point') });
    expect(byKind('unresolved_errors')[0]).toMatchObject({ occurrences: 2 });
    expect(analysis.hot_files[0]).toEqual({ file_path: 'src/invoice.ts', changes: 3 });
    const later = await ok('coding_analyze_patterns', { ...user, project, since: '2999-01-01' });
    expect(later.summary.errors).toBe(0);
  });

  it('keeps the records as memories recall and the graph see, in the caller\'s context', async () => {
    const recalled = await ok('memory_recall', { user_id: 'dana', agent_name: 'reviewer', query: 'integer cents invoice totals decision', k: 10 });
    expect(recalled.results.some((r: { key: string }) => r.key.startsWith('coding/decision/'))).toBe(true);
    const related = await ok('memory_get_related', { user_id: 'dana', agent_name: 'global', key: `coding/session/${sessionId}`, depth: 2 });
    const linked = related.related.filter((n: { edge_type: string; depth: number }) => n.edge_type === 'links_to' && n.depth === 1).map((n: { label: string }) => n.label);
    expect(linked).toEqual(expect.arrayContaining([`coding/error/${errorIds[0]}`, `coding/error/${errorIds[2]}`, expect.stringMatching(/^coding\/decision\//), expect.stringMatching(new RegExp(`^coding/change/${sessionId}/`))]));
    const session = await ok('memory_fetch', { user_id: 'dana', agent_name: 'global', key: `coding/session/${sessionId}` });
    expect(session.memory).toMatchObject({ scope: 'persistent', tags: expect.arrayContaining(['coding', 'coding:session', 'project:acme/billing']), metadata: { ended_at: expect.any(String) } });
    const missing = (await client.callTool({ name: 'coding_end_session', arguments: { session_id: sessionId } })) as CallToolResult;
    expect(text(missing)).toMatch(/^MEMORY-001: No coding session .* for user default_user/);
  });
});
