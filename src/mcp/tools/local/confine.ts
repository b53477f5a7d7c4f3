/**
 * Confinement of local paths to the roots. A requested path (relative ones resolve against
 * the first root) is resolved through every symlink with fs.realpath, and the real path must
 * be a root or lie under one: `..`, symlinks and absolute paths cannot leave the roots. A
 * path that does not exist yet (file_write) is judged by its parent folder's real path; a
 * dangling symlink is refused, since writing through it would create its target wherever it
 * points. Callers open the real path with O_NOFOLLOW, so a symlink swapped in for the last
 * component after this check is not followed either.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { ToolError } from '../tool-error.js';
import type { LocalEnvironment } from './environment.js';
import type { ToolContext } from '../types.js';

export interface ConfinedPath {
  /** The path as asked, made absolute. */
  requested: string;
  /** Its real path inside a root. */
  real: string;
  /** Whether something exists there. */
  exists: boolean;
}

export function isInside(candidate: string, root: string): boolean {
  const relative = path.relative(root, candidate);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

/** The local environment of a call (local-only tools are never offered without one). */
export function localEnvironmentOf(ctx: ToolContext): LocalEnvironment {
  if (!ctx.local) throw new ToolError('MCP-006', 'This tool needs the local file system, so it is only offered by the local stdio server (run `memplat mcp`)');
  return ctx.local;
}

function outside(requested: string, roots: string[], source: string): never {
  const list = roots.length ? roots.join(', ') : '(none exist)';
  throw new ToolError('MCP-017', `${requested} is outside the folders this server may touch: ${list} (${source}); symlinks and ".." are resolved before this check`, { roots });
}

export async function confinePath(env: LocalEnvironment, requested: string): Promise<ConfinedPath> {
  const { paths: roots, source } = await env.roots();
  const rootsSource = source === 'client' ? "the MCP client's roots" : 'MEMPLAT_FS_ROOTS';
  if (roots.length === 0) outside(requested, roots, rootsSource);
  const absolute = path.resolve(roots[0]!, requested);
  const within = (real: string) => roots.some((root) => isInside(real, root));
  const real = await fs.realpath(absolute).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
    throw error;
  });
  if (real !== null) {
    if (!within(real)) outside(requested, roots, rootsSource);
    return { requested: absolute, real, exists: true };
  }
  const link = await fs.lstat(absolute).catch(() => null);
  if (link?.isSymbolicLink()) outside(requested, roots, rootsSource); // dangling: its target is unknown ground
  const parent = await fs.realpath(path.dirname(absolute)).catch(() => null);
  if (parent === null) {
    // Say "outside" rather than "missing" for paths that would be outside anyway.
    if (!roots.some((root) => isInside(absolute, root))) outside(requested, roots, rootsSource);
    throw new ToolError('MCP-020', `${requested}: the folder ${path.dirname(absolute)} does not exist`);
  }
  const candidate = path.join(parent, path.basename(absolute));
  if (!within(candidate)) outside(requested, roots, rootsSource);
  return { requested: absolute, real: candidate, exists: false };
}

/** A path that must exist. */
export async function confineExisting(env: LocalEnvironment, requested: string): Promise<ConfinedPath> {
  const confined = await confinePath(env, requested);
  if (!confined.exists) throw new ToolError('MCP-020', `${requested} does not exist`);
  return confined;
}
