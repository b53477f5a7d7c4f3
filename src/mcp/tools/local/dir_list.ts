import fs from 'node:fs/promises';
import path from 'node:path';
import { ToolError } from '../tool-error.js';
import { readOnly, type ToolDefinition } from '../types.js';
import { confineExisting, localEnvironmentOf } from './confine.js';
import { GitIgnored } from './git-ignored.js';

type EntryType = 'file' | 'directory' | 'symlink' | 'other';

interface Entry {
  name: string;
  type: EntryType;
  size: number | null;
  modified_at: string | null;
}

function typeOf(dirent: { isFile(): boolean; isDirectory(): boolean; isSymbolicLink(): boolean }): EntryType {
  if (dirent.isSymbolicLink()) return 'symlink';
  if (dirent.isDirectory()) return 'directory';
  return dirent.isFile() ? 'file' : 'other';
}

/**
 * Breadth-first, sorted by name within a folder; symlinks are reported (lstat), never entered,
 * so a recursive listing cannot wander out of the roots.
 */
async function walk(root: string, recursive: boolean, max: number, skip: GitIgnored | null, signal: AbortSignal): Promise<{ entries: Entry[]; truncated: boolean }> {
  const entries: Entry[] = [];
  const queue = [''];
  while (queue.length) {
    const relative = queue.shift()!;
    await skip?.enter(root, relative);
    const dirents = await fs.readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
    dirents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const d of dirents) {
      if (signal.aborted) throw signal.reason;
      if (entries.length >= max) return { entries, truncated: true };
      const name = relative ? `${relative}/${d.name}` : d.name;
      const type = typeOf(d);
      if (skip?.ignores(name, type === 'directory')) continue;
      const stat = await fs.lstat(path.join(root, name)).catch(() => null);
      entries.push({ name, type, size: type === 'file' && stat ? stat.size : null, modified_at: stat ? stat.mtime.toISOString() : null });
      if (recursive && type === 'directory') queue.push(name);
    }
  }
  return { entries, truncated: false };
}

export const dirList: ToolDefinition<'dir_list'> = {
  name: 'dir_list',
  title: 'List a folder',
  description:
    'List a folder inside the allowed folders (name, type, size, time), optionally recursively; .git and what .gitignore ignores are left out unless include_ignored.',
  group: 'local',
  localOnly: true,
  annotations: readOnly,
  async run(args, ctx) {
    const env = localEnvironmentOf(ctx);
    const requested = args.path;
    const { real } = await confineExisting(env, requested);
    if (!(await fs.stat(real)).isDirectory()) throw new ToolError('MCP-020', `${requested} is not a folder (use file_read)`);
    const max = Math.min(args.max_entries, env.settings.dirMaxEntries);
    const skip = args.include_ignored ? null : new GitIgnored();
    const { entries, truncated } = await walk(real, args.recursive, max, skip, ctx.signal);
    return { path: real, entries, truncated, roots: (await env.roots()).paths };
  },
};
