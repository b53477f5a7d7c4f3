/**
 * coding_analyze_file_dependencies, coding_analyze_refactor_impact and
 * coding_suggest_refactor_order over stdio (`memplat mcp` in a child process) on a real git
 * repository in a temporary folder: project found by path and by name, paths confined to the
 * roots and the repository, the per-commit cache; and their refusal on remote /mcp.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createScratchStore, type ScratchStore } from '../../../testing/test-server.js';
import { MemplatMcpInProcess } from '../../../testing/mcp/stdio-in-process.js';
import { createFixtureRepo, type FixtureRepo } from '../../../testing/coding/fixture-repo.js';
import { LOCAL_CONTEXT_ID } from '../../../domain/core/contexts.js';
import { createLogger } from '../../../logger.js';
import { ToolRunner } from '../../tool-runner.js';
import type { ToolServices } from '../types.js';
import { testTime } from '../../../testing/time-budget.js';

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;

let store: ScratchStore;
let repo: FixtureRepo;
let client: Client;

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

async function ok(name: string, args: Record<string, unknown>): Promise<Record<string, any>> {
  const result = await call(name, args);
  expect(result.isError, `${name}: ${result.isError ? text(result) : ''}`).toBeFalsy();
  return result.structuredContent as Record<string, any>;
}

beforeAll(async () => {
  store = await createScratchStore('memplat-code-analysis-');
  repo = createFixtureRepo();
  const transport = new MemplatMcpInProcess({ ...store.env, MEMPLAT_FS_ROOTS: repo.base });
  client = new Client({ name: 'code-analysis-test', version: '1.0.0' });
  await client.connect(transport, { timeout: testTime(60_000) });
}, testTime(120_000));

afterAll(async () => {
  await client?.close();
  await store?.remove();
  repo?.remove();
});

describe('code analysis tools over stdio', () => {
  it('lists a file\'s imports and importers, found by the project\'s name, and caches the graph per commit', async () => {
    const first = await ok('coding_analyze_file_dependencies', { project: 'acme/shop', file_path: 'src/api/handler.ts' });
    expect(first).toMatchObject({
      file_path: 'src/api/handler.ts', language: 'typescript', imports: ['src/util/index.ts'], imported_by: ['src/api/all.ts', 'src/api/index.ts'],
      external: ['lodash', 'node:fs'], in_cycle_with: [], repository: repo.root, commit: repo.git('rev-parse', 'HEAD').trim(), dirty: false, cached: false,
    });
    const again = await ok('coding_analyze_file_dependencies', { project: repo.root, file_path: path.join(repo.root, 'py/app/models.py') });
    expect(again).toMatchObject({ file_path: 'py/app/models.py', language: 'python', imports: ['py/app/config.py', 'py/app/db.py'], imported_by: ['py/main.py'], cached: true });
    const notSource = await ok('coding_analyze_file_dependencies', { project: './shop', file_path: 'README.md' });
    expect(notSource).toMatchObject({ language: null, imports: [], imported_by: [], notes: expect.stringMatching(/not TypeScript, JavaScript or Python/) });
  });

  it('refuses paths outside the roots or the repository, and files that do not exist', async () => {
    expect(text(await call('coding_analyze_file_dependencies', { project: 'shop', file_path: '../outside/secret.ts' }))).toMatch(/^MCP-017: .*outside the repository folder/);
    expect(text(await call('coding_analyze_file_dependencies', { project: 'shop', file_path: 'src/leak.ts' }))).toMatch(/^MCP-017/);
    expect(text(await call('coding_analyze_file_dependencies', { project: '/etc', file_path: 'hostname' }))).toMatch(/^MCP-017: .*outside the folders this server may touch/);
    expect(text(await call('coding_analyze_file_dependencies', { project: 'shop', file_path: 'src/none.ts' }))).toMatch(/^MCP-020: src\/none.ts does not exist/);
    expect(text(await call('coding_analyze_file_dependencies', { project: 'shop' }))).toMatch(/^MCP-008/);
  });

  it('reports the transitive dependants of a change with a risk, narrowed by a symbol', async () => {
    const all = await ok('coding_analyze_refactor_impact', { project: 'shop', file_path: 'src/util/index.ts' });
    expect(all).toMatchObject({ risk: 'high', direct_dependants: ['lib/legacy.js', 'src/api/handler.ts', 'src/index.ts', 'src/util/format.ts'] });
    expect(all.affected_files).toEqual(expect.arrayContaining(['src/cycle/a.ts', 'src/cycle/b.ts', 'src/app.test.ts', 'src/consumer.ts']));
    const narrowed = await ok('coding_analyze_refactor_impact', { project: 'shop', file_path: 'src/util/index.ts', symbol: 'other' });
    expect(narrowed).toMatchObject({ symbol: 'other', direct_dependants: ['src/util/format.ts'], affected_files: ['src/util/format.ts', 'src/cycle/b.ts', 'src/app.test.ts', 'src/cycle/a.ts'] });
    expect(narrowed.notes).toMatch(/1 file import src\/util\/index.ts and name other, 3 more depend on it/);
    const python = await ok('coding_analyze_refactor_impact', { project: 'shop', file_path: 'py/app/config.py' });
    expect(python).toMatchObject({ affected_files: ['py/app/db.py', 'py/app/models.py', 'py/main.py'] });
  });

  it('orders files dependencies first, reports cycles, and leaves out files that do not exist', async () => {
    const result = await ok('coding_suggest_refactor_order', { project: 'shop', files: ['src/index.ts', 'src/cycle/b.ts', 'src/cycle/a.ts', 'src/util/index.ts', 'src/gone.ts', 'nowhere/x.ts'] });
    expect(result).toMatchObject({
      order: ['src/util/index.ts', 'src/cycle/a.ts', 'src/cycle/b.ts', 'src/index.ts'], cycles: [['src/cycle/a.ts', 'src/cycle/b.ts']], missing: ['src/gone.ts', 'nowhere/x.ts'],
    });
    expect(result.reasons['src/index.ts']).toMatch(/After src\/util\/index.ts, which it depends on/);
    expect(text(await call('coding_suggest_refactor_order', { project: 'shop', files: ['src/gone.ts'] }))).toMatch(/^MCP-020: None of the files exist/);
  });

  it('sees uncommitted edits and builds the graph again', async () => {
    repo.write('src/late.ts', "import { helper } from './util/index.js';\nexport const late = helper;\n");
    const edited = await ok('coding_analyze_file_dependencies', { project: 'shop', file_path: 'src/util/index.ts' });
    expect(edited).toMatchObject({ dirty: true, cached: false });
    expect(edited.imported_by).toContain('src/late.ts');
    fs.rmSync(path.join(repo.root, 'src/late.ts'));
  });
});

describe('code analysis on remote /mcp', () => {
  it('answers MCP-006: the caller\'s files are not on the server', async () => {
    const services = { memories: {}, graph: {} } as unknown as ToolServices;
    const runner = new ToolRunner({ mode: 'remote', limits: { toolTimeoutMs: 5_000, maxArgumentBytes: 65_536, maxConcurrentCalls: 2 }, services, logger: createLogger('silent') });
    const result = await runner.call({ name: 'coding_analyze_refactor_impact', arguments: { project: 'shop', file_path: 'a.ts' }, principal: { kind: 'local', contextId: LOCAL_CONTEXT_ID }, requestId: 'r1' });
    expect(text(result)).toMatch(/^MCP-006: coding_analyze_refactor_impact reads a repository on the user's machine/);
  });
});
