/**
 * `memplat keys` end to end: against the store directly (no server) and through a running
 * server's admin channel, where a revoked key stops working on the very next request. The
 * commands run in this process through the program the bin runs (src/cli/program.ts);
 * portability.test.ts runs the bin as a child process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../control-socket/run-command.js';
import { loadConfig } from '../config/index.js';
import { createScratchStore, type ScratchStore } from '../testing/test-server.js';
import { runCliInProcess as runCli } from '../testing/cli-in-process.js';
import { startMcpTestServer, type McpTestServer } from '../testing/mcp/mcp-test-server.js';
import { formatKeyList } from './keys.js';
import { testTime } from '../testing/time-budget.js';

describe('memplat keys with no server running', () => {
  let env: Record<string, string>;
  let store: ScratchStore;

  beforeAll(async () => {
    store = await createScratchStore('memplat-keys-');
    env = store.env;
  });
  afterAll(async () => store?.remove());

  it('creates (key printed once), lists and revokes by name', async () => {
    const created = await runCli(['keys', 'create', '--name', 'laptop'], env);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Created API key "laptop" \(reaches the local context\)\. Copy it now, it is not shown again:\n\nmp_[A-Za-z0-9_-]{43}\n$/);

    const json = await runCli(['keys', 'create', '--name', 'ci', '--json'], env);
    const parsed = JSON.parse(json.stdout);
    expect(Object.keys(parsed)).toEqual(['name', 'key']);
    expect(parsed.name).toBe('ci');

    const duplicate = await runCli(['keys', 'create', '--name', 'ci'], env);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toMatch(/already exists/);

    const unknownAccount = await runCli(['keys', 'create', '--name', 'x', '--account', 'nobody'], env);
    expect(unknownAccount.code).toBe(1);
    expect(unknownAccount.stderr).toMatch(/No account with login id or email "nobody"/);

    const revoked = await runCli(['keys', 'revoke', 'ci'], env);
    expect(revoked).toMatchObject({ code: 0, stdout: 'Revoked API key "ci".\n' });
    const again = await runCli(['keys', 'revoke', 'ci'], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/No active API key named "ci"/);

    const list = await runCli(['keys', 'list'], env);
    expect(list.stdout).toMatch(/^NAME\s+KEY\s+ACCOUNT/);
    expect(list.stdout).toMatch(/\nlaptop\s+mp_\S+…\s+\(local\)\s+.*active\n/);
    expect(list.stdout).toMatch(/\nci\s+.*revoked\n/);
    expect(list.stdout).not.toContain(parsed.key);
  }, testTime(120_000));

  it('limits a key to some MCP tool groups (--tools), refusing unknown groups', async () => {
    const limited = await runCli(['keys', 'create', '--name', 'agent', '--tools', 'memory, coding'], env);
    expect(limited.code).toBe(0);
    expect(limited.stdout).toMatch(/^Created API key "agent" \(reaches the local context; MCP tools: memory, coding\)\./);
    const unknownGroup = await runCli(['keys', 'create', '--name', 'y', '--tools', 'memory,memoir'], env);
    expect(unknownGroup.code).toBe(1);
    expect(unknownGroup.stderr).toMatch(/--tools names unknown tool groups \(memoir\); use all or some of memory, web/);
    const list = await runCli(['keys', 'list'], env);
    expect(list.stdout).toMatch(/\nagent\s+mp_\S+…\s+\(local\)\s+memory,coding\s+.*active\n/);
  }, testTime(120_000));
});

describe('memplat keys while the server runs', () => {
  let server: McpTestServer;

  beforeAll(async () => {
    server = await startMcpTestServer(); // startServer opens the admin channel, as `memplat serve` does
  }, testTime(180_000));
  afterAll(async () => {
    await server?.close();
  }, testTime(60_000));

  it('goes through the admin channel, and a revoked key stops working at once', async () => {
    const config = loadConfig(server.env);
    const viaChannel = await runAdminCommand('keys.list', {}, config);
    expect(viaChannel.via).toBe('server');

    const created = await runCli(['keys', 'create', '--name', 'live', '--json'], server.env);
    const { key } = JSON.parse(created.stdout) as { key: string };
    const auth = { authorization: `Bearer ${key}` };
    expect((await fetch(`${server.url}/api/v1/memory`, { headers: auth })).status).toBe(200);
    const mcp = await server.connect(key);
    expect((await mcp.listTools()).tools).toHaveLength(49);

    const revoked = await runCli(['keys', 'revoke', 'live'], server.env);
    expect(revoked.stdout).toBe('Revoked API key "live" and ended 1 MCP session(s).\n');
    expect((await fetch(`${server.url}/api/v1/memory`, { headers: auth })).status).toBe(401);
    await expect(mcp.listTools()).rejects.toThrow();
  }, testTime(120_000));
});

describe('key list formatting', () => {
  it('shows an empty store helpfully', () => {
    expect(formatKeyList([])).toMatch(/No API keys/);
  });
});
