/**
 * The admin socket protocol: newline-delimited JSON. The client sends one request line,
 * the server answers one response line; the connection then closes. The special command
 * `mcp.stdio` answers `{ok:true}` and turns the connection into an MCP stdio stream
 * (newline-delimited JSON-RPC) served by the live server as the local principal.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';

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
  if (process.platform === 'win32') {
    return `\\\\.\\pipe\\memplat-admin-${createHash('sha256').update(path.resolve(dataDir).toLowerCase()).digest('hex').slice(0, 16)}`;
  }
  return path.join(dataDir, 'admin.sock');
}
