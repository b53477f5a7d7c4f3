/**
 * `memplat mcp` driven by the MCP SDK client over stdio, in both modes: with no server running
 * (it opens the store itself) and with a server running (it relays into the server over the
 * admin socket, since the embedded store allows one process). The command runs in this process
 * on in-memory stdio streams (src/testing/mcp/stdio-in-process.ts); child processes remain
 * where another process is the point: `memplat keys` reaching the store the stdio server holds,
 * and what the bin's own standard output carries.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createScratchStore, type ScratchStore } from '../testing/test-server.js';
import { cliEnv, MEMPLAT_BIN, runCli } from '../testing/mcp/cli.js';
import { MemplatMcpInProcess } from '../testing/mcp/stdio-in-process.js';
import { startMcpTestServer, type McpTestServer } from '../testing/mcp/mcp-test-server.js';
import { testTime } from '../testing/time-budget.js';

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const ns = { user_id: 'bob', agent_name: 'global' };

async function stdioClient(env: Record<string, string>): Promise<{ client: Client; stderr: () => string; exitCode: () => Promise<number> }> {
  const transport = new MemplatMcpInProcess({ MEMPLAT_FS_ROOTS: localRoot, ...env });
  const client = new Client({ name: 'stdio-test', version: '1.0.0' });
  await client.connect(transport, { timeout: testTime(60_000) });
  return { client, stderr: () => transport.stderr(), exitCode: () => transport.exitCode() };
}

async function exercise(client: Client, key: string) {
  const { tools } = await client.listTools();
  expect(tools).toHaveLength(56);
  expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['file_read', 'shell_exec', 'media_open_video', 'ext_local_search']));
  const stored = await client.callTool({ name: 'memory_store', arguments: { ...ns, key, value: 'Bob deploys on Fridays', scope: 'persistent' } });
  expect(stored.structuredContent).toMatchObject({ created: true, memory: { key, scope: 'persistent', importance: 0.5 } });
  const recalled = await client.callTool({ name: 'memory_recall', arguments: { ...ns, query: 'when does Bob deploy', k: 3 } });
  expect((recalled.structuredContent as { results: Array<{ key: string }> }).results.map((r) => r.key)).toContain(key);
  const badTags = await client.callTool({ name: 'memory_list', arguments: { ...ns, tags: 'work' } });
  expect(text(badTags)).toMatch(/^MCP-008: .*tags must be a string holding a JSON array/);
  // The roots are those of the `memplat mcp` process, also when it relays into a server.
  const local = await client.callTool({ name: 'file_read', arguments: { path: 'hello.txt' } });
  expect(local.structuredContent).toMatchObject({ path: path.join(localRoot, 'hello.txt'), content: 'hello' });
  expect(text(await client.callTool({ name: 'file_read', arguments: { path: '/etc/hostname' } }))).toMatch(/^MCP-017/);
  // The machine's owner sees the usage of every context, this client's calls among them.
  const usage = (await client.callTool({ name: 'telemetry_stats', arguments: { surface: 'mcp' } })).structuredContent as Record<string, any>;
  expect(usage.scope).toMatch(/every context/);
  expect(usage.tool_calls.memory_store).toBeGreaterThanOrEqual(1);
  expect(usage.by_client).toEqual(expect.arrayContaining([expect.objectContaining({ client: 'stdio-test' })]));
}

const localRoot = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-stdio-root-')));
fs.writeFileSync(path.join(localRoot, 'hello.txt'), 'hello');
afterAll(() => fs.rmSync(localRoot, { recursive: true, force: true }));

describe('stdio MCP with no server running', () => {
  let env: Record<string, string>;
  let store: ScratchStore;

  beforeAll(async () => {
    store = await createScratchStore('memplat-stdio-');
    env = store.env;
  });
  afterAll(async () => store?.remove());

  it('serves all 56 tools on the store and lets the keys CLI in meanwhile', async () => {
    const signalHandlers = () => [process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')];
    const handlersBefore = signalHandlers();
    const { client, stderr, exitCode } = await stdioClient(env);
    try {
      await exercise(client, 'deploy-day');
      const deleted = await client.callTool({ name: 'memory_delete', arguments: { ...ns, key: 'deploy-day' } });
      expect(deleted.structuredContent).toMatchObject({ deleted: true, key: 'deploy-day', agent_name: 'global', context: { kind: 'local' } });
      // The stdio server holds the store; `memplat keys` in another process goes through its
      // admin channel (a child process: reaching the store from outside is the point).
      const created = await runCli(['keys', 'create', '--name', 'while-stdio', '--json'], env);
      expect(created.stderr).toBe('');
      expect(JSON.parse(created.stdout)).toMatchObject({ name: 'while-stdio', key: expect.stringMatching(/^mp_[A-Za-z0-9_-]{43}$/) });
    } finally {
      await client.close();
    }
    expect(stderr()).not.toMatch(/error/i);
    // The command ended with its standard input, and gave back the signal handlers it had added.
    expect(await exitCode()).toBe(0);
    expect(signalHandlers()).toEqual(handlersBefore);
  }, testTime(180_000));

  // A process of its own: the point is what the bin's real standard output carries (logs at
  // debug level go to its standard error) and that it exits 0 when its standard input closes.
  it('writes nothing but MCP messages on stdout', async () => {
    const child = spawn(process.execPath, [MEMPLAT_BIN, 'mcp'], { env: cliEnv({ ...env, LOG_LEVEL: 'debug' }) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const lines = () => stdout.split('\n').filter(Boolean);
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } })}\n`);
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' })}\n`);
    while (lines().length < 2) await new Promise((r) => child.stdout.once('data', r));
    child.stdin.end();
    const code = await new Promise((r) => child.once('close', r));
    expect(code).toBe(0);
    const messages = lines().map((l) => JSON.parse(l) as { jsonrpc: string; id: number; result: { tools?: unknown[] } });
    expect(messages.map((m) => [m.jsonrpc, m.id])).toEqual([['2.0', 1], ['2.0', 2]]);
    expect(messages[1]!.result.tools).toHaveLength(56);
    expect(stderr).toMatch(/stdio MCP server ready/); // logs go to stderr
  }, testTime(120_000));
});

describe('stdio MCP while the server runs', () => {
  let server: McpTestServer;

  beforeAll(async () => {
    server = await startMcpTestServer(); // startServer opens the admin channel, as `memplat serve` does
  }, testTime(180_000));
  afterAll(async () => {
    await server?.close();
  }, testTime(60_000));

  it('relays into an MCP session inside the server, on the same store REST uses', async () => {
    const { client } = await stdioClient(server.env);
    try {
      await exercise(client, 'relayed');
      const rest = await fetch(`${server.url}/api/v1/memory/relayed`, { headers: { 'X-User-ID': 'bob' } });
      expect(rest.status).toBe(200);
      expect(await rest.json()).toMatchObject({ value: 'Bob deploys on Fridays' });
    } finally {
      await client.close();
    }
  }, testTime(120_000));

  it('applies the relaying process\'s MCP_TOOL_GROUPS, not the server\'s', async () => {
    const { client } = await stdioClient({ ...server.env, MCP_TOOL_GROUPS: 'memory,local' });
    try {
      const { tools } = await client.listTools();
      expect(tools).toHaveLength(12 + 7);
      await expect(client.callTool({ name: 'route_query', arguments: { query: 'x' } })).rejects.toThrow(/MCP-016: route_query is switched off/);
    } finally {
      await client.close();
    }
  }, testTime(120_000));
});
