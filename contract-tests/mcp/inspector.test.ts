/**
 * The MCP Inspector CLI (2.x, Node 24) against /mcp with an API key header and against
 * `memplat mcp` over stdio.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/http/contract.js';
import { createTestDatabaseUrl } from '../../src/testing/test-database.js';
import { makeDataDir } from '../support/server-process.js';
import { startMcpTestServer, type McpTestServer } from '../../src/testing/mcp/mcp-test-server.js';

const run = promisify(execFile);
const NODE = path.join(repoRoot, 'node_modules/.bin/node');
const INSPECTOR = path.join(repoRoot, 'node_modules/.bin/mcp-inspector');

async function inspector(args: string[]): Promise<{ code: number; json: any }> {
  const result = await run(NODE, [INSPECTOR, '--cli', '--format', 'json', '-q', ...args], { encoding: 'utf8', cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 })
    .then((r) => ({ code: 0, stdout: r.stdout }))
    .catch((e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }));
  return { code: result.code, json: result.stdout ? JSON.parse(result.stdout) : null };
}

describe('MCP Inspector CLI over Streamable HTTP', () => {
  let server: McpTestServer;
  let remote: string[];

  beforeAll(async () => {
    server = await startMcpTestServer();
    const key = await server.createKey('inspector');
    remote = [`${server.url}/mcp`, '--transport', 'http', '--header', `Authorization: Bearer ${key}`];
  });
  afterAll(async () => server?.close());

  it('lists the 49 remote tools', async () => {
    const { code, json } = await inspector([...remote, '--method', 'tools/list']);
    expect(code).toBe(0);
    expect(json.result.tools).toHaveLength(49);
  });

  it('stores and recalls a memory, and reports a malformed tags string as a tool error', async () => {
    const store = await inspector([...remote, '--method', 'tools/call', '--tool-name', 'memory_store', '--tool-args-json',
      JSON.stringify({ user_id: 'ines', agent_name: 'global', key: 'editor', value: 'Ines edits with Helix', tags: '["tools"]' })]);
    expect(store.code).toBe(0);
    expect(store.json.result.structuredContent).toMatchObject({ created: true, memory: { key: 'editor', tags: ['tools'], scope: 'working' } });
    const recall = await inspector([...remote, '--method', 'tools/call', '--tool-name', 'memory_recall', '--tool-args-json',
      JSON.stringify({ user_id: 'ines', agent_name: 'global', query: 'which editor does Ines use' })]);
    expect(recall.json.result.structuredContent.results[0]).toMatchObject({ key: 'editor' });
    const bad = await inspector([...remote, '--method', 'tools/call', '--tool-name', 'memory_store', '--tool-args-json',
      JSON.stringify({ user_id: 'ines', agent_name: 'global', key: 'x', value: 'y', tags: 'tools' })]);
    expect(bad.json.result).toMatchObject({ isError: true, content: [{ text: expect.stringMatching(/^MCP-008/) }] });
  });

  it('is refused without a key', async () => {
    const { code } = await inspector([`${server.url}/mcp`, '--transport', 'http', '--method', 'tools/list', '--connect-timeout', '20000']);
    expect(code).not.toBe(0);
  });
});

describe('MCP Inspector CLI over stdio (memplat mcp)', () => {
  let dataDir: string;
  let drop: () => Promise<void>;
  let stdio: string[];
  let command: string[];

  beforeAll(async () => {
    dataDir = makeDataDir('memplat-inspector-');
    const db = await createTestDatabaseUrl();
    drop = db.drop;
    // Options first; everything after `--` is the server command line.
    const env = ['-e', `DATA_DIR=${dataDir}`, '-e', 'LOG_LEVEL=silent', ...(db.url ? ['-e', `DATABASE_URL=${db.url}`] : [])];
    stdio = [...env, '--connect-timeout', '120000'];
    command = ['--', NODE, path.join(repoRoot, 'bin/memplat.mjs'), 'mcp'];
  });
  afterAll(async () => {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists all 56 tools and stores a memory', async () => {
    const list = await inspector([...stdio, '--method', 'tools/list', ...command]);
    expect(list.code).toBe(0);
    expect(list.json.result.tools).toHaveLength(56);
    const store = await inspector([...stdio, '--method', 'tools/call', '--tool-name', 'memory_store', '--tool-args-json',
      JSON.stringify({ user_id: 'ines', agent_name: 'global', key: 'k', value: 'v' }), ...command]);
    expect(store.json.result.structuredContent).toMatchObject({ created: true });
  });
});
