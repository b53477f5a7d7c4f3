/**
 * notifications/cancelled reaches the work: the SDK client cancels a call (its AbortSignal) and
 * the program shell_exec started is killed with its process group, a page fetch's connection is
 * closed, and the runner treats it as a cancellation (MCP-023), not a failure. (multimodal_index
 * stopping between files is tested with the multimodal tools.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { startStandIn, type StandIn } from '../testing/stand-ins/loopback-server.js';
import { connectInProcess } from '../testing/mcp/in-process-client.js';
import { testTime } from '../testing/time-budget.js';

let server: TestServer;
let root: string;
let site: StandIn;
let pageClosed = false;
let pageRequested = false;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-cancel-')));
  site = await startStandIn((_req, res) => {
    pageRequested = true;
    res.on('close', () => (pageClosed = true)); // never answers; the fetcher must hang up
  });
  server = await startTestServer('memplat-cancel-', { WEB_FETCH_ALLOW_HOSTS: '127.0.0.1', WEB_FETCH_TIMEOUT_MS: '20000' });
}, testTime(120_000));

afterAll(async () => {
  await server?.close();
  await site?.close();
  fs.rmSync(root, { recursive: true, force: true });
}, testTime(60_000));

it('kills the program of a cancelled shell_exec call', async () => {
  const { client, close } = await connectInProcess(server.running.services, { roots: [root], localEnv: { MEMPLAT_SHELL: 'on' } });
  try {
    const controller = new AbortController();
    const pidFile = path.join(root, 'pid');
    const call = client.callTool({ name: 'shell_exec', arguments: { command: 'sh', args: ['-c', `echo $$ > ${pidFile}; exec sleep 30`], cwd: root, timeout_ms: 30_000 } }, CallToolResultSchema, { signal: controller.signal, timeout: 60_000 });
    await expect.poll(() => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8').trim() !== '', { timeout: testTime(10_000) }).toBe(true);
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    expect(alive(pid)).toBe(true);
    controller.abort('no longer needed');
    await expect(call).rejects.toThrow();
    await expect.poll(() => alive(pid), { timeout: testTime(5_000) }).toBe(false);
  } finally {
    await close();
  }
});

it('closes the connection of a cancelled page fetch', async () => {
  const { client, close } = await connectInProcess(server.running.services, { mode: 'remote' });
  try {
    const controller = new AbortController();
    const call = client.callTool({ name: 'web_scrape', arguments: { url: `${site.url}/slow` } }, CallToolResultSchema, { signal: controller.signal, timeout: 60_000 });
    await expect.poll(() => pageRequested, { timeout: testTime(10_000) }).toBe(true);
    controller.abort('no longer needed');
    await expect(call).rejects.toThrow();
    await expect.poll(() => pageClosed, { timeout: testTime(5_000) }).toBe(true);
  } finally {
    await close();
  }
});
