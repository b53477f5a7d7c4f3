/**
 * The local admin channel: the running service listens on a unix socket in DATA_DIR (mode
 * 0600, so only the owner of the data directory can use it) and runs admin commands sent by
 * the `memplat` CLI against its own open store. See protocol.ts for the wire format.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { AppError, ValidationError } from '../domain/errors/app-error.js';
import type { AppServices } from '../services.js';
import { adminCommand } from './registry.js';
import { adminSocketPath, MAX_REQUEST_BYTES, MCP_STDIO_COMMAND, type AdminRequest, type AdminResponse } from './protocol.js';
import { probeAdminSocket } from './client.js';
import { serveMcpOverSocket } from './mcp-over-socket.js';
import './commands/index.js';

export interface AdminChannel {
  path: string;
  close(): Promise<void>;
}

export class AdminChannelBusyError extends Error {}

function failure(error: unknown): AdminResponse {
  if (error instanceof ValidationError) {
    const issues = error.issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; ');
    return { ok: false, error: { code: error.code, message: `${error.message}: ${issues}` } };
  }
  if (error instanceof AppError) return { ok: false, error: { code: error.code, message: error.message, details: error.details } };
  return { ok: false, error: { code: 'SYSTEM-001', message: 'The admin command failed; see the server log' } };
}

/** Reads the request line; leaves any bytes after it unread on the socket. */
function readRequestLine(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(0x0a);
      if (end === -1) {
        if (buffered.length > MAX_REQUEST_BYTES) {
          cleanup();
          reject(new Error('request too long'));
        }
        return;
      }
      cleanup();
      socket.pause();
      if (end + 1 < buffered.length) socket.unshift(buffered.subarray(end + 1));
      resolve(buffered.subarray(0, end).toString('utf8'));
    };
    const onEnd = () => {
      cleanup();
      reject(new Error('connection closed before a request'));
    };
    const cleanup = () => {
      socket.off('data', onData);
      socket.off('end', onEnd);
    };
    socket.on('data', onData);
    socket.once('end', onEnd);
  });
}

/**
 * Throws when another memplat process already serves `dataDir` (a server, or `memplat mcp`
 * holding the embedded store). Call before opening an embedded store: PGlite must not be
 * opened by two processes.
 */
export async function assertDataDirFree(dataDir: string): Promise<void> {
  if (await probeAdminSocket(dataDir)) {
    throw new AdminChannelBusyError(`Another memplat process is serving ${dataDir} (its admin socket ${adminSocketPath(dataDir)} answers); stop it first`);
  }
}

/** Sets umask 0177 and returns the previous one (undefined where umask cannot be set, e.g. worker threads). */
function restrictUmask(): number | undefined {
  if (process.platform === 'win32') return undefined;
  try {
    return process.umask(0o177);
  } catch {
    return undefined; // the chmod after listen still applies
  }
}

export async function startAdminChannel(services: AppServices, dataDir: string): Promise<AdminChannel> {
  const socketPath = adminSocketPath(dataDir);
  fs.mkdirSync(path.dirname(socketPath), { recursive: true });
  await assertDataDirFree(dataDir);
  if (process.platform !== 'win32') fs.rmSync(socketPath, { force: true }); // left over from a process that died
  const connections = new Set<net.Socket>();
  const relays = new Set<() => Promise<void>>();
  const logger = services.logger;

  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
    socket.on('error', () => socket.destroy());
    void (async () => {
      let request: AdminRequest;
      try {
        request = JSON.parse(await readRequestLine(socket)) as AdminRequest;
        if (typeof request?.command !== 'string') throw new Error('no command');
      } catch {
        socket.end(`${JSON.stringify({ ok: false, error: { code: 'REQUEST-007', message: 'Malformed admin request' } })}\n`);
        return;
      }
      if (request.command === MCP_STDIO_COMMAND) {
        socket.write(`${JSON.stringify({ ok: true })}\n`);
        const close = await serveMcpOverSocket(services, socket, request.args);
        relays.add(close);
        socket.once('close', () => relays.delete(close));
        return;
      }
      const handler = adminCommand(request.command);
      let response: AdminResponse;
      if (!handler) {
        response = { ok: false, error: { code: 'REQUEST-005', message: `Unknown admin command "${request.command}"` } };
      } else {
        try {
          response = { ok: true, result: await handler(services, request.args ?? {}) };
        } catch (error) {
          response = failure(error);
          if (!(error instanceof AppError)) logger.error({ err: error, command: request.command }, 'admin command failed');
        }
      }
      socket.end(`${JSON.stringify(response)}\n`);
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // The socket file is created by bind(), which runs synchronously inside listen(): a
    // restrictive umask around it means it never exists with looser permissions.
    const previous = restrictUmask();
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      if (previous !== undefined) process.umask(previous);
    }
  });
  if (process.platform !== 'win32') fs.chmodSync(socketPath, 0o600);
  logger.info({ socket: socketPath }, 'admin channel listening');

  let closing: Promise<void> | undefined;
  return {
    path: socketPath,
    close() {
      closing ??= (async () => {
        for (const close of [...relays]) await close();
        for (const socket of connections) socket.destroy();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        if (process.platform !== 'win32') fs.rmSync(socketPath, { force: true });
      })();
      return closing;
    },
  };
}
