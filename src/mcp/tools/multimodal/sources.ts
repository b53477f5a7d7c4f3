/**
 * Where items come from: a file inside the local tools' roots (opened with O_NOFOLLOW on its
 * confined real path, like file_read) or an http(s) address read through the outbound fetcher
 * (address guard, size cap, timeout). Either way the content is hashed (SHA-256) so an
 * unchanged item is recognised without being read again by the extractors.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { requireOk } from '../../../domain/net/provider-status.js';
import type { OutboundFetcher } from '../../../domain/net/outbound.js';
import { openForReading, readRange } from '../local/file-io.js';

export const HEAD_BYTES = 64 * 1024;

export interface SourceItem {
  origin: 'file' | 'url';
  /** Real path of a file; null for an address. */
  path: string | null;
  /** file: URL of the real path, or the address after redirects. */
  sourceUrl: string;
  name: string;
  bytes: number;
  /** Last modification (file mtime, or the address's Last-Modified), ISO 8601. */
  mtime: string | null;
  sha256: string;
  head: Buffer;
  /** Media type the server declared (addresses only). */
  declaredType?: string;
  /** The whole content, or null when it is larger than `cap`. */
  read(cap: number): Promise<Buffer | null>;
  /** Runs `fn` with a path to the content on disk (a temporary copy for an address). */
  withFile<T>(fn: (file: string) => Promise<T>): Promise<T>;
}

async function hashFile(handle: fs.FileHandle, signal: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  const stream = handle.createReadStream({ start: 0, autoClose: false });
  const abort = () => stream.destroy(signal.reason instanceof Error ? signal.reason : new Error('cancelled'));
  signal.addEventListener('abort', abort, { once: true });
  try {
    for await (const chunk of stream) hash.update(chunk as Buffer);
  } finally {
    signal.removeEventListener('abort', abort);
  }
  signal.throwIfAborted();
  return hash.digest('hex');
}

/** A confined file (`real` already checked to lie in a root; `requested` for messages). */
export async function loadFile(real: string, requested: string, signal: AbortSignal): Promise<SourceItem> {
  const handle = await openForReading(real, requested);
  let stat: Awaited<ReturnType<fs.FileHandle['stat']>>;
  let head: Buffer;
  let sha256: string;
  try {
    stat = await handle.stat();
    head = await readRange(handle, 0, Math.min(stat.size, HEAD_BYTES));
    sha256 = await hashFile(handle, signal);
  } finally {
    await handle.close();
  }
  return {
    origin: 'file',
    path: real,
    sourceUrl: pathToFileURL(real).href,
    name: path.basename(real),
    bytes: stat.size,
    mtime: stat.mtime.toISOString(),
    sha256,
    head,
    async read(cap) {
      if (stat.size > cap) return null;
      const again = await openForReading(real, requested);
      try {
        return await readRange(again, 0, stat.size);
      } finally {
        await again.close();
      }
    },
    withFile: (fn) => fn(real),
  };
}

function lastModified(value: string | undefined): string | null {
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

export async function loadAddress(fetcher: OutboundFetcher, url: string, signal: AbortSignal): Promise<SourceItem> {
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  })();
  const response = requireOk(
    await fetcher.fetch({ url, headers: { accept: '*/*' }, signal, provider: host }),
    { provider: host, onAuth: 'the address needs a sign-in this server does not have', onNotFound: 'nothing is at that address' },
  );
  const body = response.body;
  const name = decodeURIComponent(new URL(response.url).pathname.split('/').filter(Boolean).pop() ?? host);
  return {
    origin: 'url',
    path: null,
    sourceUrl: response.url,
    name,
    bytes: body.length,
    mtime: lastModified(response.headers['last-modified']),
    sha256: createHash('sha256').update(body).digest('hex'),
    head: body.subarray(0, HEAD_BYTES),
    declaredType: response.mediaType || undefined,
    read: async (cap) => (body.length > cap ? null : body),
    async withFile(fn) {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'memplat-index-'));
      const file = path.join(dir, 'item');
      try {
        await fs.writeFile(file, body, { mode: 0o600 });
        return await fn(file);
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  };
}
