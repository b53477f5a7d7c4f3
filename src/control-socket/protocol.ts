/**
 * The admin socket protocol: newline-delimited JSON. The client sends one request line,
 * the server answers one response line; the connection then closes. The special command
 * `mcp.stdio` answers `{ok:true}` and turns the connection into an MCP stdio stream
 * (newline-delimited JSON-RPC) served by the live server as the local principal.
 */
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';

/** Unix socket paths are limited to about 104-108 bytes depending on the system. */
const MAX_SOCKET_PATH_BYTES = 100;

export interface AdminRequest {
  command: string;
  args?: Record<string, unknown>;
}

export type AdminResponse =
  | { ok: true; result?: unknown }
  | { ok: false; error: { code: string; message: string; details?: Record<string, unknown> } };

export const MCP_STDIO_COMMAND = 'mcp.stdio';
/** Longest request line accepted (commands are small). */
export const MAX_REQUEST_BYTES = 1024 * 1024;

/** Where the admin channel listens for a data directory (a named pipe on Windows). */
export function adminSocketPath(dataDir: string): string {
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\memplat-admin-${id}`;
  const inDataDir = path.join(path.resolve(dataDir), 'admin.sock');
  // A DATA_DIR too deep for a socket path gets a per-directory socket in the temp folder instead.
  return Buffer.byteLength(inDataDir) <= MAX_SOCKET_PATH_BYTES ? inDataDir : path.join(os.tmpdir(), `memplat-admin-${id}.sock`);
}
