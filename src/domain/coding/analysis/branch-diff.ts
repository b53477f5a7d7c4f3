/**
 * What a branch changes against its base, from git: the merge base of the base branch and
 * HEAD, the files changed from there to the work tree (so uncommitted edits count, and
 * untracked files are listed apart), their added and deleted lines, and the commits since.
 * Limited to the repository folder asked about.
 */
import type { GitPort } from './git.js';

export interface DiffFile {
  path: string;
  previous_path?: string;
  status: 'added' | 'modified' | 'deleted' | 'renamed' | 'copied' | 'type changed' | 'untracked';
  /** Null for binary files. */
  additions: number | null;
  deletions: number | null;
}

export interface BranchDiff {
  base: string;
  merge_base: string;
  branch: string | null;
  files: DiffFile[];
  commits: Array<{ commit: string; subject: string; author: string }>;
  additions: number;
  deletions: number;
  /** Part of the change is not committed yet (or untracked). */
  uncommitted: boolean;
}

const MAX_COMMITS = 100;
const STATUS: Record<string, DiffFile['status']> = { A: 'added', M: 'modified', D: 'deleted', R: 'renamed', C: 'copied', T: 'type changed' };
/** Branch names as git allows them, minus anything that could read as an option or a range. */
const SAFE_REF = /^(?!-)(?!.*\.\.)[\w./@+-]+$/;

async function resolveBase(git: GitPort, root: string, base: string | undefined): Promise<{ name: string; commit: string } | string> {
  if (base !== undefined && !SAFE_REF.test(base)) return `${JSON.stringify(base)} is not a branch name`;
  const candidates = base !== undefined ? [base, `origin/${base}`] : ['main', 'origin/main', 'master', 'origin/master'];
  for (const name of candidates) {
    const found = await git(['rev-parse', '--verify', '--quiet', `${name}^{commit}`], root);
    if (found.code === 0) return { name, commit: found.stdout.trim() };
  }
  return base !== undefined ? `No branch ${base} (nor origin/${base}) in this repository` : 'No main or master branch in this repository: name the base_branch';
}

/** Records of `git diff -z --name-status` and `--numstat`, joined by path. */
function parseDiff(nameStatus: string, numstat: string): DiffFile[] {
  const files: DiffFile[] = [];
  const fields = nameStatus.split('\0');
  for (let i = 0; i + 1 < fields.length; ) {
    const code = fields[i++]!;
    if (!code) continue;
    const letter = code[0]!;
    if (letter === 'R' || letter === 'C') files.push({ previous_path: fields[i++]!, path: fields[i++]!, status: STATUS[letter]!, additions: null, deletions: null });
    else files.push({ path: fields[i++]!, status: STATUS[letter] ?? 'modified', additions: null, deletions: null });
  }
  const counts = new Map<string, [number | null, number | null]>();
  const parts = numstat.split('\0');
  for (let i = 0; i < parts.length; i++) {
    const m = /^(\d+|-)\t(\d+|-)\t(.*)$/.exec(parts[i]!);
    if (!m) continue;
    const path = m[3] === '' ? parts[(i += 2)]! : m[3]!; // a rename: "a\td\t\0old\0new"
    counts.set(path, [m[1] === '-' ? null : Number(m[1]), m[2] === '-' ? null : Number(m[2])]);
  }
  for (const file of files) [file.additions, file.deletions] = counts.get(file.path) ?? [null, null];
  return files;
}

export async function branchDiff(git: GitPort, root: string, base?: string): Promise<BranchDiff | { refused: string }> {
  const resolved = await resolveBase(git, root, base);
  if (typeof resolved === 'string') return { refused: resolved };
  const mergeBase = await git(['merge-base', resolved.commit, 'HEAD'], root);
  if (mergeBase.code !== 0) return { refused: `${resolved.name} and HEAD have no common history` };
  const from = mergeBase.stdout.trim();
  const diff = (kind: string) => git(['diff', kind, '--relative', '-z', '-M', '--no-ext-diff', '--no-textconv', from, '--', '.'], root);
  const [nameStatus, numstat, untracked, branch, pending] = await Promise.all([
    diff('--name-status'),
    diff('--numstat'),
    git(['ls-files', '-z', '--others', '--exclude-standard', '--', '.'], root),
    git(['symbolic-ref', '--quiet', '--short', 'HEAD'], root),
    git(['status', '--porcelain=v1', '--untracked-files=no', '--', '.'], root),
  ]);
  const files = parseDiff(nameStatus.stdout, numstat.stdout);
  const extra = untracked.stdout.split('\0').filter(Boolean).map((path): DiffFile => ({ path, status: 'untracked', additions: null, deletions: null }));
  const commits = (await git(['log', `-n${MAX_COMMITS}`, '--no-color', '--format=%h%x1f%s%x1f%an%x1e', `${from}..HEAD`, '--', '.'], root)).stdout
    .split('\x1e').map((r) => r.trim()).filter(Boolean).map((r) => { const [commit, subject, author] = r.split('\x1f'); return { commit: commit!, subject: subject ?? '', author: author ?? '' }; });
  return {
    base: resolved.name, merge_base: from, branch: branch.code === 0 ? branch.stdout.trim() : null,
    files: [...files, ...extra], commits,
    additions: files.reduce((sum, f) => sum + (f.additions ?? 0), 0), deletions: files.reduce((sum, f) => sum + (f.deletions ?? 0), 0),
    uncommitted: extra.length > 0 || pending.stdout.trim().length > 0,
  };
}

/** The text of the diff from `mergeBase` to the work tree (for a writer), cut at `maxChars`. */
export async function branchPatch(git: GitPort, root: string, mergeBase: string, maxChars: number): Promise<string | null> {
  const patch = await git(['diff', '--relative', '-M', '--no-ext-diff', '--no-textconv', '--no-color', mergeBase, '--', '.'], root);
  if (patch.code !== 0) return null;
  return patch.stdout.length > maxChars ? patch.stdout.slice(0, maxChars) : patch.stdout;
}
