/**
 * CLI side of the admin channel: send a command to the live server, or find that none is
 * listening (then the CLI opens the store itself).
 */
import net from 'node:net';
import { adminSocketPath, type AdminRequest, type AdminResponse } from './protocol.js';

const NOT_LISTENING = new Set(['ENOENT', 'ECONNREFUSED', 'ENOTSOCK', 'EACCES']);

/** Connects to the live server's admin socket, or resolves null when no server listens. */
export function connectAdminSocket(dataDir: string): Promise<net.Socket | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(adminSocketPath(dataDir));
    socket.once('connect', () => {
      socket.removeAllListeners('error');
      resolve(socket);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code && NOT_LISTENING.has(error.code)) resolve(null);
      else reject(error);
    });
  });
}

/** Whether a live process answers on the admin socket of `dataDir`. */
export async function probeAdminSocket(dataDir: string): Promise<boolean> {
  const socket = await connectAdminSocket(dataDir).catch(() => null);
  socket?.destroy();
  return socket !== null;
}

/** Reads one newline-terminated JSON line; returns it and any bytes after it. */
export function readResponseLine(socket: net.Socket): Promise<{ response: AdminResponse; rest: Buffer }> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(0x0a);
      if (end === -1) return;
      cleanup();
      try {
        resolve({ response: JSON.parse(buffered.subarray(0, end).toString('utf8')) as AdminResponse, rest: buffered.subarray(end + 1) });
      } catch (error) {
        reject(error);
      }
    };
    const onClose = () => {
      cleanup();
      reject(new Error('The server closed the admin connection without answering'));
    };
    const cleanup = () => {
      socket.off('data', onData);
      socket.off('close', onClose);
      socket.off('error', onClose);
    };
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.once('error', onClose);
  });
}

/** Sends one request to the live server; null when no server is listening. */
export async function sendAdminRequest(dataDir: string, request: AdminRequest): Promise<AdminResponse | null> {
  const socket = await connectAdminSocket(dataDir);
  if (!socket) return null;
  try {
    const reply = readResponseLine(socket);
    socket.write(`${JSON.stringify(request)}\n`);
    return (await reply).response;
  } finally {
    socket.destroy();
  }
}
