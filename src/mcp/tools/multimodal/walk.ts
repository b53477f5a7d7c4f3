/**
 * The files of a folder worth indexing: names with a media, PDF or text extension, found
 * breadth-first in name order (so repeated calls see the same files first). Hidden entries and
 * node_modules are skipped and symlinks are not followed, so nothing outside the confined
 * folder is reached.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { isCandidateName } from './formats.js';

export interface FolderListing {
  files: string[];
  /** More candidates existed than `max`. */
  truncated: boolean;
}

const SKIPPED_FOLDERS = new Set(['node_modules']);

export async function listCandidates(folder: string, options: { recursive: boolean; max: number; signal: AbortSignal }): Promise<FolderListing> {
  const files: string[] = [];
  const queue = [folder];
  while (queue.length) {
    options.signal.throwIfAborted();
    const dir = queue.shift()!;
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (options.recursive && !SKIPPED_FOLDERS.has(entry.name)) queue.push(full);
      } else if (entry.isFile() && isCandidateName(entry.name)) {
        if (files.length === options.max) return { files, truncated: true };
        files.push(full);
      }
    }
  }
  return { files, truncated: false };
}
