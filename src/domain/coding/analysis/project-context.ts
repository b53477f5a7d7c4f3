/**
 * What a repository folder says about itself: the README's opening, the manifests, the
 * languages by file count and size, and git's branch, state and recent commits (limited to
 * the folder). Files are the listing of repository-files.ts, read inside the folder only.
 */
import path from 'node:path';
import { gitState, type GitPort } from './git.js';
import { readManifests, type Manifest } from './manifests.js';
import { listRepositoryFiles, readInside, sizeInside } from './repository-files.js';

const README_CHARS = 4_000;
const RECENT_COMMITS = 15;

const LANGUAGES: Record<string, string> = {
  ts: 'TypeScript', tsx: 'TypeScript', mts: 'TypeScript', cts: 'TypeScript', js: 'JavaScript', jsx: 'JavaScript', mjs: 'JavaScript', cjs: 'JavaScript',
  py: 'Python', pyi: 'Python', go: 'Go', rs: 'Rust', java: 'Java', kt: 'Kotlin', kts: 'Kotlin', scala: 'Scala', rb: 'Ruby', php: 'PHP', cs: 'C#',
  c: 'C', h: 'C', cc: 'C++', cpp: 'C++', cxx: 'C++', hpp: 'C++', swift: 'Swift', m: 'Objective-C', dart: 'Dart', ex: 'Elixir', exs: 'Elixir',
  erl: 'Erlang', hs: 'Haskell', clj: 'Clojure', lua: 'Lua', r: 'R', jl: 'Julia', sh: 'Shell', bash: 'Shell', zsh: 'Shell', ps1: 'PowerShell',
  sql: 'SQL', html: 'HTML', htm: 'HTML', css: 'CSS', scss: 'SCSS', sass: 'SCSS', less: 'Less', vue: 'Vue', svelte: 'Svelte', tf: 'HCL', zig: 'Zig',
};

export interface LanguageShare {
  language: string;
  files: number;
  bytes: number;
  /** Share of the bytes of all files in a known language, 0..1. */
  share: number;
}

export interface RepositoryContext {
  path: string;
  files: number;
  readme: { file: string; excerpt: string; truncated: boolean } | null;
  manifests: Manifest[];
  languages: LanguageShare[];
  git: { branch: string | null; head: string | null; dirty: boolean; recent_commits: Array<{ commit: string; date: string; author: string; subject: string }> } | null;
}

/** The opening of a README, cut at a paragraph end when one falls in the second half. */
function excerpt(text: string): { excerpt: string; truncated: boolean } {
  if (text.length <= README_CHARS) return { excerpt: text.trim(), truncated: false };
  const cut = text.lastIndexOf('\n\n', README_CHARS);
  return { excerpt: text.slice(0, cut > README_CHARS / 2 ? cut : README_CHARS).trim(), truncated: true };
}

export async function languagesOf(root: string, files: readonly string[]): Promise<LanguageShare[]> {
  const totals = new Map<string, { files: number; bytes: number }>();
  for (const file of files) {
    const language = LANGUAGES[path.posix.extname(file).slice(1).toLowerCase()];
    if (!language) continue;
    const entry = totals.get(language) ?? { files: 0, bytes: 0 };
    entry.files++;
    entry.bytes += await sizeInside(root, file);
    totals.set(language, entry);
  }
  const all = [...totals.values()].reduce((sum, t) => sum + t.bytes, 0) || 1;
  return [...totals].map(([language, t]) => ({ language, ...t, share: Math.round((t.bytes / all) * 1000) / 1000 })).sort((a, b) => b.bytes - a.bytes);
}

export async function recentCommits(git: GitPort, root: string, count = RECENT_COMMITS) {
  const log = await git(['log', `-n${count}`, '--no-color', '--format=%H%x1f%aI%x1f%an%x1f%s%x1e', '--', '.'], root);
  if (log.code !== 0) return [];
  return log.stdout.split('\x1e').map((r) => r.trim()).filter(Boolean).map((record) => {
    const [commit, date, author, subject] = record.split('\x1f');
    return { commit: commit!, date: date!, author: author!, subject: subject ?? '' };
  });
}

export async function repositoryContext(root: string, git: GitPort): Promise<RepositoryContext> {
  const state = await gitState(git, root);
  const listing = await listRepositoryFiles(root, state.isRepository ? git : null);
  const readmeFile = listing.files.filter((f) => /^readme(\.(md|markdown|rst|txt|adoc|org))?$/i.test(f)).sort((a, b) => a.length - b.length)[0];
  const readmeText = readmeFile ? await readInside(root, readmeFile) : null;
  return {
    path: root,
    files: listing.files.length,
    readme: readmeFile && readmeText !== null ? { file: readmeFile, ...excerpt(readmeText) } : null,
    manifests: await readManifests(root, listing.files),
    languages: await languagesOf(root, listing.files),
    git: state.isRepository ? { branch: state.branch, head: state.head, dirty: state.dirty, recent_commits: state.head ? await recentCommits(git, root) : [] } : null,
  };
}
