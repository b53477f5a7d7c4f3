/**
 * What the analysis asks of git, through a port the caller supplies (the MCP layer runs git
 * from an argument list, never through a shell). Every call passes options that keep a
 * repository's own configuration from running programs (fsmonitor, external diff, textconv)
 * and from taking the index lock, since another git may be working in the same checkout.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface GitResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Output was cut at the runner's cap. */
  truncated: boolean;
}

/** Runs `git <args>` in `cwd`; never throws for a non-zero exit (that is in `code`). */
export type GitPort = (args: string[], cwd: string) => Promise<GitResult>;

/** Configuration given on every call, ahead of the subcommand. */
export const SAFE_GIT_CONFIG = ['-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false', '-c', 'diff.external=', '-c', 'color.ui=false'];

/** Environment a git call adds to the caller's: no prompts, no pager, no optional index lock, stable messages. */
export const GIT_ENV = { GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', GIT_PAGER: 'cat', PAGER: 'cat', LC_ALL: 'C' };

export interface GitState {
  /** The folder is in a git work tree that git will read (not refused, e.g. for its owner). */
  isRepository: boolean;
  /** HEAD's commit, null before the first commit or outside git. */
  head: string | null;
  branch: string | null;
  /** Uncommitted or untracked changes under the folder. */
  dirty: boolean;
  /**
   * Changes when anything git sees under the folder changes: HEAD plus, when dirty, the
   * status lines and the size and modification time of each changed file.
   */
  fingerprint: string | null;
}

export async function gitState(git: GitPort, root: string): Promise<GitState> {
  const top = await git(['rev-parse', '--show-toplevel'], root);
  if (top.code !== 0 || !top.stdout.trim()) return { isRepository: false, head: null, branch: null, dirty: false, fingerprint: null };
  const [head, branch, status] = await Promise.all([
    git(['rev-parse', '--verify', '--quiet', 'HEAD'], root),
    git(['symbolic-ref', '--quiet', '--short', 'HEAD'], root),
    git(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', '.'], root),
  ]);
  const commit = head.code === 0 ? head.stdout.trim() : null;
  const entries = status.stdout.split('\0').filter(Boolean);
  const hash = createHash('sha256').update(commit ?? 'no-commit').update('\0');
  if (entries.length) {
    hash.update(status.stdout);
    for (const entry of entries.slice(0, 5_000)) {
      // "XY path", relative to the repository's top (porcelain ignores status.relativePaths).
      const stat = await fs.stat(path.join(top.stdout.trim(), entry.slice(3))).catch(() => null);
      hash.update(`${entry}\0${stat?.size ?? -1}\0${stat?.mtimeMs ?? -1}\0`);
    }
  }
  return {
    isRepository: true,
    head: commit,
    branch: branch.code === 0 ? branch.stdout.trim() || null : null,
    dirty: entries.length > 0,
    fingerprint: status.truncated || entries.length > 5_000 ? null : hash.digest('hex'),
  };
}

/** Paths git knows under `root` (tracked, and untracked ones not ignored), relative to it. */
export async function gitListFiles(git: GitPort, root: string): Promise<{ files: string[]; truncated: boolean } | null> {
  const listed = await git(['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '.'], root);
  if (listed.code !== 0) return null;
  return { files: [...new Set(listed.stdout.split('\0').filter(Boolean))], truncated: listed.truncated };
}
