import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors/app-error.js';
import { createLogger } from '../logger.js';
import type { AppServices } from '../services.js';
import { AdminChannelBusyError, startAdminChannel, type AdminChannel } from './channel.js';
import { probeAdminSocket, sendAdminRequest } from './client.js';
import { adminSocketPath } from './protocol.js';
import { registerAdminCommand } from './registry.js';

// The channel only hands services to command handlers; these tests register their own.
const services = { logger: createLogger('silent'), store: { kind: 'pglite' } } as unknown as AppServices;
registerAdminCommand('test.echo', async (_s, args) => ({ echoed: args }));
registerAdminCommand('test.fail', async () => {
  throw new AppError('REQUEST-007', { message: 'nope' });
});

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-admin-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function start(dir: string): Promise<AdminChannel> {
  const channel = await startAdminChannel(services, dir);
  cleanups.push(() => channel.close());
  return channel;
}

describe('admin channel', () => {
  it('listens on DATA_DIR/admin.sock readable by the owner only, and runs registered commands', async () => {
    const dir = tempDir();
    const channel = await start(dir);
    expect(channel.path).toBe(path.join(dir, 'admin.sock'));
    expect(fs.statSync(channel.path).mode & 0o777).toBe(0o600);
    expect(await sendAdminRequest(dir, { command: 'test.echo', args: { a: 1 } })).toEqual({ ok: true, result: { echoed: { a: 1 } } });
    expect(await sendAdminRequest(dir, { command: 'channel.ping' })).toMatchObject({ ok: true, result: { pid: process.pid, store: 'pglite', commands: expect.arrayContaining(['keys.create', 'keys.list', 'keys.revoke']) } });
  });

  it('answers catalogued errors, unknown commands and malformed requests without dying', async () => {
    const dir = tempDir();
    await start(dir);
    expect(await sendAdminRequest(dir, { command: 'test.fail' })).toEqual({ ok: false, error: { code: 'REQUEST-007', message: 'nope' } });
    expect(await sendAdminRequest(dir, { command: 'no.such' })).toMatchObject({ ok: false, error: { code: 'REQUEST-005' } });
    const raw = await new Promise<string>((resolve) => {
      const socket = net.connect(adminSocketPath(dir), () => socket.write('not json\n'));
      let data = '';
      socket.on('data', (d) => (data += d));
      socket.on('close', () => resolve(data));
    });
    expect(JSON.parse(raw)).toMatchObject({ ok: false, error: { code: 'REQUEST-007' } });
    expect(await probeAdminSocket(dir)).toBe(true);
  });

  it('refuses to start while another process serves the directory, and replaces a stale socket', async () => {
    const dir = tempDir();
    const first = await start(dir);
    await expect(startAdminChannel(services, dir)).rejects.toBeInstanceOf(AdminChannelBusyError);
    await first.close();
    expect(fs.existsSync(first.path)).toBe(false);
    expect(await sendAdminRequest(dir, { command: 'test.echo' })).toBeNull();

    // A socket file left by a crashed process (nobody listening) is cleaned up.
    const socketPath = adminSocketPath(dir);
    const child = spawn(process.execPath, ['-e', `require('net').createServer().listen(${JSON.stringify(socketPath)}, () => console.log('up'))`], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise((r) => child.stdout!.once('data', r));
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    expect(fs.existsSync(socketPath)).toBe(true);
    expect(await probeAdminSocket(dir)).toBe(false);
    await start(dir);
    expect(await sendAdminRequest(dir, { command: 'test.echo', args: {} })).toEqual({ ok: true, result: { echoed: {} } });
  });

  it('validates command names', () => {
    expect(() => registerAdminCommand('Bad Name', async () => null)).toThrow(/dotted lower-case/);
  });
});
