/**
 * The files of a repository folder and reading them without leaving it. Git's own listing
 * is used when the folder is in a work tree (so .gitignore is honoured); otherwise the
 * folder is walked without following symlinks, skipping dependency and build folders.
 * Every read resolves the file's real path first and refuses one that lies outside the
 * folder (a symlink pointing elsewhere), so analysis only reads what the caller confined.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { gitListFiles, type GitPort } from './git.js';

/** Most files listed; a larger tree is analysed in part and says so. */
export const MAX_LISTED_FILES = 50_000;
/** Source files larger than this are not parsed (generated bundles, data). */
export const MAX_SOURCE_BYTES = 1_048_576;

/** Folders never entered: dependencies, build output, caches, virtual environments. */
export const SKIPPED_FOLDERS = new Set([
  'node_modules', '.git', '.hg', '.svn', 'dist', 'build', 'out', 'coverage', '.next', '.nuxt', '.turbo', '.cache',
  '__pycache__', '.venv', 'venv', '.tox', '.mypy_cache', '.pytest_cache', 'site-packages', 'target', 'vendor',
]);

export interface FileListing {
  /** Paths relative to the root, with forward slashes, sorted. */
  files: string[];
  source: 'git' | 'walk';
  truncated: boolean;
}

export function isInside(candidate: string, root: string): boolean {
  const relative = path.relative(root, candidate);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

export const toPosix = (p: string) => p.split(path.sep).join('/');

const skipped = (relative: string) => relative.split('/').some((part) => SKIPPED_FOLDERS.has(part));

async function walk(root: string): Promise<FileListing> {
  const files: string[] = [];
  const pending = [''];
  while (pending.length && files.length < MAX_LISTED_FILES) {
    const folder = pending.pop()!;
    const entries = await fs.readdir(path.join(root, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) pending.push(relative);
      } else if (entry.isFile()) files.push(relative);
    }
  }
  return { files: files.slice(0, MAX_LISTED_FILES).sort(), source: 'walk', truncated: files.length >= MAX_LISTED_FILES || pending.length > 0 };
}

/** The files under `root` (git's view when it is a work tree, else a walk). */
export async function listRepositoryFiles(root: string, git: GitPort | null): Promise<FileListing> {
  const listed = git ? await gitListFiles(git, root) : null;
  if (!listed) return walk(root);
  const files = listed.files.map(toPosix).filter((f) => !skipped(f)).sort();
  return { files: files.slice(0, MAX_LISTED_FILES), source: 'git', truncated: listed.truncated || files.length > MAX_LISTED_FILES };
}

/**
 * A regular file of the root as text, or null when it is missing, not a regular file, larger
 * than `maxBytes`, or its real path leaves the root.
 */
export async function readInside(root: string, relative: string, maxBytes = MAX_SOURCE_BYTES): Promise<string | null> {
  const absolute = path.resolve(root, relative);
  if (!isInside(absolute, root)) return null;
  const real = await fs.realpath(absolute).catch(() => null);
  if (!real || !isInside(real, root)) return null;
  const stat = await fs.stat(real).catch(() => null);
  if (!stat?.isFile() || stat.size > maxBytes) return null;
  return fs.readFile(real, 'utf8').catch(() => null);
}

/** Size in bytes of a regular file inside the root (0 when it is anything else). */
export async function sizeInside(root: string, relative: string): Promise<number> {
  const stat = await fs.lstat(path.join(root, relative)).catch(() => null);
  return stat?.isFile() ? stat.size : 0;
}
