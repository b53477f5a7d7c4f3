/**
 * File access for the local tools, always on a confined real path (confine.ts) and opened
 * with O_NOFOLLOW, so a symlink put in place of the last component after the check is not
 * followed out of the roots.
 */
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import { ToolError } from '../tool-error.js';

const NOFOLLOW = fsConstants.O_NOFOLLOW ?? 0;

export async function openForReading(real: string, requested: string): Promise<fs.FileHandle> {
  const handle = await fs.open(real, fsConstants.O_RDONLY | NOFOLLOW).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new ToolError('MCP-020', `${requested} does not exist`);
    if (error.code === 'ELOOP') throw new ToolError('MCP-017', `${requested} became a symlink while being opened; it was not followed`);
    throw error;
  });
  const stat = await handle.stat();
  if (!stat.isFile()) {
    await handle.close();
    throw new ToolError('MCP-020', `${requested} is ${stat.isDirectory() ? 'a folder (use dir_list)' : 'not a regular file'}`);
  }
  return handle;
}

/** Reads up to `length` bytes from `offset`. */
export async function readRange(handle: fs.FileHandle, offset: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await handle.read(buffer, filled, length - filled, offset + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}

/** The whole file, refused beyond `cap` bytes (MCP-018) with `why` explaining the cap. */
export async function readWhole(real: string, requested: string, cap: number, why: string): Promise<Buffer> {
  const handle = await openForReading(real, requested);
  try {
    const { size } = await handle.stat();
    if (size > cap) throw new ToolError('MCP-018', `${requested} is ${size} bytes, more than ${cap} ${why}`, { bytes: size, cap });
    return await readRange(handle, 0, size);
  } finally {
    await handle.close();
  }
}

export { NOFOLLOW };
