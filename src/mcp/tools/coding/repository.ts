/**
 * How the code-analysis tools reach a repository on the user's machine: the project names a
 * folder inside the local tools' roots (confine.ts decides, so `..`, symlinks and absolute
 * paths cannot leave them), and git runs from an argument list through run-program.ts with
 * a timeout, capped output and none of this service's own settings in its environment.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { GIT_ENV, SAFE_GIT_CONFIG, type GitPort } from '../../../domain/coding/analysis/git.js';
import { isInside, toPosix } from '../../../domain/coding/analysis/repository-files.js';
import { moduleGraphCache } from '../../../domain/coding/analysis/graph-cache.js';
import type { ModuleGraph } from '../../../domain/coding/analysis/module-graph.js';
import { ToolError } from '../tool-error.js';
import type { ToolContext } from '../types.js';
import { confineExisting, confinePath } from '../local/confine.js';
import type { LocalEnvironment } from '../local/environment.js';
import { childEnvironment } from '../local/child-environment.js';
import { runProgram } from '../local/run-program.js';

const GIT_TIMEOUT_MS = 30_000;
const GIT_MAX_OUTPUT_BYTES = 32 * 1024 * 1024;

export interface Repository {
  env: LocalEnvironment;
  /** Real path of the folder, inside the roots. */
  root: string;
  /** How the folder was found from the project, for the answer. */
  found: 'path' | 'name' | 'first root';
}

/** The local environment, or a refusal naming the tool: remote /mcp cannot see the caller's files. */
export function localFiles(ctx: ToolContext, tool: string): LocalEnvironment {
  if (!ctx.local) {
    throw new ToolError('MCP-006', `${tool} reads a repository on the user's machine, so it works on the local stdio server only (run \`memplat mcp\` in or above the repository); remote /mcp cannot see the caller's files`);
  }
  return ctx.local;
}

/** git in `cwd` through runProgram; a missing git answers like a folder outside git (exit 127). */
export function gitFor(ctx: ToolContext): GitPort {
  const env = childEnvironment(GIT_ENV);
  return async (args, cwd) => {
    try {
      const run = await runProgram('git', [...SAFE_GIT_CONFIG, ...args], { cwd, timeoutMs: GIT_TIMEOUT_MS, maxOutputBytes: GIT_MAX_OUTPUT_BYTES, env, signal: ctx.signal });
      if (run.timedOut) throw new ToolError('MCP-005', `git ${args[0]} did not finish within ${GIT_TIMEOUT_MS / 1000} s in ${cwd}`);
      return { code: run.exitCode, stdout: run.stdout.toString('utf8'), stderr: run.stderr.toString('utf8'), truncated: run.stdoutTruncated };
    } catch (error) {
      if (error instanceof ToolError && error.code === 'MCP-020') return { code: 127, stdout: '', stderr: error.message, truncated: false };
      throw error;
    }
  };
}

async function isFolder(p: string): Promise<boolean> {
  return (await fs.stat(p).catch(() => null))?.isDirectory() ?? false;
}

async function confinedFolder(env: LocalEnvironment, requested: string): Promise<string> {
  const { real } = await confineExisting(env, requested);
  if (!(await isFolder(real))) throw new ToolError('MCP-020', `${requested} is not a folder`);
  return real;
}

/**
 * The folder of a project: `explicit` or a project that looks like a path (absolute, or
 * starting with . or ~) is that folder; a name (or owner/name) is a folder of that path under
 * a root, a root with that name, or a folder of that name right under a root; else the first root.
 */
export async function findRepository(env: LocalEnvironment, project: string, explicit?: string): Promise<Repository> {
  const given = explicit ?? project;
  if (explicit !== undefined || path.isAbsolute(given) || given.startsWith('.') || given.startsWith('~')) {
    return { env, root: await confinedFolder(env, given.startsWith('~') ? given.replace(/^~/, process.env.HOME ?? '~') : given), found: 'path' };
  }
  const { paths: roots } = await env.roots();
  for (const root of roots) if (await isFolder(path.join(root, given))) return { env, root: await confinedFolder(env, path.join(root, given)), found: 'name' };
  const name = path.basename(given).replace(/\.git$/, '');
  for (const root of roots) if (path.basename(root) === name) return { env, root, found: 'name' };
  for (const root of roots) if (await isFolder(path.join(root, name))) return { env, root: await confinedFolder(env, path.join(root, name)), found: 'name' };
  if (!roots.length) throw new ToolError('MCP-017', 'No folder may be read: the roots are empty or do not exist (MEMPLAT_FS_ROOTS or the client\'s roots)');
  return { env, root: roots[0]!, found: 'first root' };
}

/** A path of the repository relative to its folder, and whether it exists; outside the folder or the roots is refused. */
export async function repositoryPath(repo: Repository, filePath: string): Promise<{ file: string; exists: boolean }> {
  const confined = await confinePath(repo.env, path.resolve(repo.root, filePath));
  if (!isInside(confined.real, repo.root)) throw new ToolError('MCP-017', `${filePath} is outside the repository folder ${repo.root}`);
  return { file: toPosix(path.relative(repo.root, confined.real)), exists: confined.exists };
}

/** An existing file of the repository, relative to its folder. */
export async function repositoryFile(repo: Repository, filePath: string): Promise<string> {
  const { file, exists } = await repositoryPath(repo, filePath);
  if (!exists) throw new ToolError('MCP-020', `${filePath} does not exist in ${repo.root}`);
  return file;
}

/** The repository of `args.project` and its import graph (cached per commit and changes). */
export async function analysedRepository(ctx: ToolContext, tool: string, project: string) {
  const repo = await findRepository(localFiles(ctx, tool), project);
  const { graph, cached } = await moduleGraphCache.graphOf(repo.root, gitFor(ctx));
  return { repo, graph, cached };
}

/** What every analysis answer says about where it looked. */
export function analysisSource(repo: Repository, graph: ModuleGraph, cached: boolean) {
  return {
    repository: repo.root,
    commit: graph.commit,
    dirty: graph.dirty,
    cached,
    analysed_files: graph.files.length,
    ...(repo.found === 'first root' ? { repository_note: `No folder named after the project was found in the roots, so the first root was read; pass the folder's path as project to choose another.` } : {}),
    ...(graph.truncated ? { truncated: true } : {}),
  };
}
