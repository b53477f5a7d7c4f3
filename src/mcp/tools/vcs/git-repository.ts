/**
 * Where vcs_exec may run git: a folder inside the roots whose repository (its top level) lies
 * inside them too, so git never reads a repository above the roots. On the local stdio
 * server the roots are the local tools' (the MCP client's roots or MEMPLAT_FS_ROOTS, through
 * confine.ts); on remote /mcp they are the server's VCS_GIT_ROOTS, and only reads run there.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { ToolError } from '../tool-error.js';
import type { ToolContext } from '../types.js';
import { confineExisting, isInside } from '../local/confine.js';

export interface GitFolder {
  /** Real path of the folder git runs in. */
  folder: string;
  /** The real folders git may work under, and how a message names them. */
  roots: string[];
  rootsName: string;
}

async function realFolders(paths: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const p of paths) {
    const real = await fs.realpath(p).catch(() => null);
    if (real && (await fs.stat(real)).isDirectory() && !out.includes(real)) out.push(real);
  }
  return out;
}

function outside(requested: string, roots: string[], rootsName: string): never {
  throw new ToolError('MCP-017', `${requested} is outside the folders vcs_exec may run git in: ${roots.join(', ') || '(none exist)'} (${rootsName}); symlinks and ".." are resolved before this check`, { roots });
}

/** The folder of a remote /mcp call, under VCS_GIT_ROOTS. */
async function remoteFolder(ctx: ToolContext, requested: string): Promise<GitFolder> {
  const rootsName = 'VCS_GIT_ROOTS';
  const roots = await realFolders(ctx.services.web?.config.vcsGitRoots ?? []);
  if (!roots.length) {
    throw new ToolError('MCP-006', 'vcs_exec runs git on the local stdio server (memplat mcp), in the repositories under its roots; over remote /mcp it reads only repositories under VCS_GIT_ROOTS, which this server does not set');
  }
  const absolute = path.resolve(roots[0]!, requested);
  const real = await fs.realpath(absolute).catch(() => null);
  if (real === null) {
    if (!roots.some((root) => isInside(absolute, root))) outside(requested, roots, rootsName);
    throw new ToolError('MCP-020', `${requested} does not exist`);
  }
  if (!roots.some((root) => isInside(real, root))) outside(requested, roots, rootsName);
  return { folder: real, roots, rootsName };
}

/** The folder named by `path` (default: the first root), confined to the roots of this transport. */
export async function gitFolder(ctx: ToolContext, requested: string): Promise<GitFolder> {
  let found: GitFolder;
  if (ctx.local) {
    const { paths, source } = await ctx.local.roots();
    const { real } = await confineExisting(ctx.local, requested);
    found = { folder: real, roots: paths, rootsName: source === 'client' ? "the MCP client's roots" : 'MEMPLAT_FS_ROOTS' };
  } else {
    found = await remoteFolder(ctx, requested);
  }
  if (!(await fs.stat(found.folder)).isDirectory()) throw new ToolError('MCP-020', `${requested} is not a folder`);
  return found;
}

/** Refuses a repository whose top level is outside the roots (git looks for one in parent folders). */
export async function checkRepositoryTop(where: GitFolder, requested: string, top: string): Promise<string> {
  const real = await fs.realpath(top).catch(() => top);
  if (!where.roots.some((root) => isInside(real, root))) {
    throw new ToolError('MCP-017', `${requested} belongs to the git repository at ${real}, which is outside the folders vcs_exec may run git in: ${where.roots.join(', ')} (${where.rootsName})`);
  }
  return real;
}

/**
 * Operands must stay inside the repository: `git diff` given a path outside it would read that
 * file (it implies --no-index), so absolute paths and `..` that leave it are refused.
 */
export function checkOperands(operands: readonly string[], folder: string, top: string): void {
  for (const operand of operands) {
    if (!isInside(path.resolve(folder, operand), top)) {
      throw new ToolError('MCP-017', `${operand} is outside the repository ${top}: vcs_exec passes git only revisions and paths inside it`);
    }
  }
}
