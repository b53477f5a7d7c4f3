/**
 * The git subcommands vcs_exec runs, each with the flags it lets through and whether a call
 * reads or writes. Reads inspect the repository (status, log, show, diff, blame, listing
 * branches, tags, files and remotes, rev-parse, describe, shortlog, grep, stash list|show);
 * writes change it (add, commit, switch, checkout of a branch, creating a branch or a tag,
 * stash push|pop|apply|drop, restore). fetch, pull and push are left out on purpose: they
 * reach the network outside the service's guarded fetcher and run programs from the
 * repository's configuration (ssh, credential and protocol helpers).
 */
import { UsageError } from '../commands/command-line.js';
import { DIFF_FLAGS, FORMAT_FLAGS, REVISION_FLAGS, flag, flags, type GitFlag } from './git-flags.js';

/** A call's arguments after reading them against its subcommand's flags. */
export interface ParsedGit {
  /** Flags given, by long name (else short letter), with their values ('' for switches). */
  given: Map<string, string[]>;
  /** Operands before `--`. */
  operands: string[];
  /** Operands after `--` (paths). */
  paths: string[];
  sawSeparator: boolean;
}

export type Access = 'read' | 'write';

export interface GitSubcommand {
  /** The words that name it after `git`. */
  words: readonly string[];
  /** What git is asked to run, when it differs (a bare `stash` is `stash push`). */
  invoke?: readonly string[];
  /** Operands, for help. */
  usage: string;
  summary: string;
  /** For help: whether it reads, writes, or lists (reads) and creates (writes). */
  mode: 'reads' | 'writes' | 'lists or creates';
  flags: readonly GitFlag[];
  /** `-5` counts commits. */
  numericCount?: boolean;
  /** `-` names the previous branch. */
  allowDash?: boolean;
  /** Options put ahead of the caller's, which no allowed flag undoes. */
  forced?: readonly string[];
  /** Read or write; a usage error for a shape it does not run. */
  access(p: ParsedGit): Access;
  /** The final argument list from the caller's (normalised) tokens. */
  finish?(tokens: string[], p: ParsedGit): string[];
  /** How many leading operands are patterns rather than revisions or paths. */
  patternOperands?(p: ParsedGit): number;
}

const NO_PROGRAMS = ['--no-ext-diff', '--no-textconv'];
const has = (p: ParsedGit, ...names: string[]) => names.some((n) => p.given.has(n));
const reads = (): Access => 'read';
const writes = (): Access => 'write';

function atMost(words: string, n: number, p: ParsedGit, what: string): void {
  if (p.sawSeparator) throw new UsageError(`git ${words} takes no paths (no "--")`);
  if (p.operands.length > n) throw new UsageError(`git ${words} takes at most ${n} ${what}, got ${p.operands.length}: ${p.operands.join(' ')}`);
}

const LOG_FLAGS = [...REVISION_FLAGS, ...FORMAT_FLAGS, ...DIFF_FLAGS];
const BRANCH_LIST = flags('--list|-l', '--all|-a', '--remotes|-r', '--verbose|-v', '--contains[=]', '--no-contains[=]', '--merged[=]', '--no-merged[=]', '--points-at=', '--sort=', '--show-current', '--ignore-case|-i', '--abbrev[=]', '--no-abbrev');
const TAG_LIST = flags('--list|-l', '-n[=]', '--contains[=]', '--no-contains[=]', '--merged[=]', '--no-merged[=]', '--points-at=', '--sort=', '--ignore-case|-i');
const listing = (list: readonly GitFlag[], p: ParsedGit) => list.some((f) => p.given.has(f.long ?? f.short!));

export const GIT_SUBCOMMANDS: readonly GitSubcommand[] = [
  {
    words: ['status'], usage: '[[--] <path>...]', summary: 'the working tree\'s state', mode: 'reads', access: reads,
    flags: flags('--short|-s', '--branch|-b', '--show-stash', '--porcelain[=]', '--long', '--verbose|-v', '--untracked-files|-u[=]', '--ignored[=]', '--ignore-submodules[=]', '-z', '--ahead-behind', '--no-ahead-behind', '--renames', '--no-renames', '--find-renames[=]'),
  },
  { words: ['log'], usage: '[<revision-range>] [[--] <path>...]', summary: 'commits', mode: 'reads', flags: LOG_FLAGS, numericCount: true, forced: NO_PROGRAMS, access: reads },
  { words: ['show'], usage: '[<object>...] [[--] <path>...]', summary: 'commits, tags, trees and files at a revision (HEAD:path)', mode: 'reads', flags: LOG_FLAGS, numericCount: true, forced: NO_PROGRAMS, access: reads },
  {
    words: ['diff'], usage: '[<commit> [<commit>]] [[--] <path>...]', summary: 'changes between the working tree, the index and commits', mode: 'reads', forced: NO_PROGRAMS, access: reads,
    flags: [...DIFF_FLAGS, ...flags('--cached', '--staged', '--merge-base', '--exit-code', '--quiet')],
  },
  {
    words: ['blame'], usage: '[<rev>] [--] <file>', summary: 'who last changed each line', mode: 'reads', forced: ['--no-textconv'], access: reads,
    flags: flags('-L=', '-l', '-t', '-s', '--show-email|-e', '-w', '-M[=]', '-C[=]', '--porcelain|-p', '--line-porcelain', '--incremental', '--root', '--show-stats', '--show-number|-n', '--show-name|-f', '--abbrev[=]', '-b', '-c', '--ignore-rev=', '--minimal', '--first-parent', '--reverse', '--since=', '--date=', '--encoding='),
  },
  {
    words: ['branch'], usage: '[--list] [<pattern>...] | <new-branch> [<start-point>]', summary: 'list branches, or create one', mode: 'lists or creates',
    flags: [...BRANCH_LIST, ...flags('--no-track', '--quiet|-q')],
    access(p) {
      if (p.sawSeparator) throw new UsageError('git branch takes no paths (no "--")');
      if (listing(BRANCH_LIST, p) || p.operands.length === 0) {
        if (has(p, 'no-track')) throw new UsageError('--no-track is for creating a branch, not listing');
        return 'read';
      }
      atMost('branch', 2, p, 'names (the new branch and where it starts)');
      return 'write';
    },
  },
  {
    words: ['tag'], usage: '[--list] [<pattern>...] | [-a] [-m <message>] <name> [<commit>]', summary: 'list tags, or create one', mode: 'lists or creates',
    flags: [...TAG_LIST, ...flags('--annotate|-a', '--message|-m=')],
    access(p) {
      if (p.sawSeparator) throw new UsageError('git tag takes no paths (no "--")');
      if (listing(TAG_LIST, p) || (p.operands.length === 0 && !has(p, 'annotate', 'message'))) {
        if (has(p, 'annotate', 'message')) throw new UsageError('-a and -m are for creating a tag, not listing');
        return 'read';
      }
      if (p.operands.length === 0) throw new UsageError('git tag -a/-m needs the tag\'s name');
      if (has(p, 'annotate') && !has(p, 'message')) throw new UsageError('git tag -a needs --message (-m): without one git would open an editor');
      atMost('tag', 2, p, 'names (the tag and the commit)');
      return 'write';
    },
  },
  {
    words: ['ls-files'], usage: '[[--] <path>...]', summary: 'files in the index and the working tree', mode: 'reads', access: reads,
    flags: flags('--cached|-c', '--deleted|-d', '--modified|-m', '--others|-o', '--ignored|-i', '--stage|-s', '--unmerged|-u', '--killed|-k', '--directory', '--no-empty-directory', '--eol', '--exclude-standard', '--exclude|-x=', '--exclude-per-directory=', '--error-unmatch', '--full-name', '--abbrev[=]', '--deduplicate', '--sparse', '--format=', '--with-tree=', '-t', '-v', '-f', '-z'),
  },
  {
    words: ['rev-parse'], usage: '[<rev>...]', summary: 'names of revisions and facts about the repository', mode: 'reads', access: reads,
    flags: flags('--verify', '--quiet|-q', '--short[=]', '--abbrev-ref[=]', '--symbolic', '--symbolic-full-name', '--all', '--branches[=]', '--tags[=]', '--remotes[=]', '--glob=', '--exclude=', '--show-toplevel', '--show-prefix', '--show-cdup', '--show-superproject-working-tree', '--git-dir', '--absolute-git-dir', '--git-common-dir', '--is-inside-git-dir', '--is-inside-work-tree', '--is-bare-repository', '--is-shallow-repository', '--show-object-format[=]', '--default=', '--revs-only', '--no-revs', '--flags', '--no-flags', '--since=', '--until=', '--after=', '--before=', '--not', '--disambiguate='),
  },
  {
    words: ['remote'], usage: '[-v]', summary: 'the remotes and their URLs (credentials in URLs are masked)', mode: 'reads', flags: flags('--verbose|-v'),
    access(p) {
      if (p.operands.length || p.sawSeparator) throw new UsageError('git remote runs here only to list the remotes (git remote -v); adding, removing or changing them is not allowed');
      return 'read';
    },
  },
  {
    words: ['describe'], usage: '[<commit-ish>...]', summary: 'the nearest tag of a commit', mode: 'reads', access: reads,
    flags: flags('--all', '--tags', '--contains', '--abbrev[=]', '--candidates=', '--exact-match', '--long', '--match=', '--exclude=', '--always', '--first-parent', '--dirty[=]', '--broken[=]'),
  },
  {
    words: ['shortlog'], usage: '[<revision-range>] [[--] <path>...]', summary: 'commits grouped by author (HEAD when no revision is given)', mode: 'reads', numericCount: true, access: reads,
    flags: [...REVISION_FLAGS.filter((f) => f.short !== 'n'), flag('--max-count='), ...flags('--numbered|-n', '--summary|-s', '--email|-e', '--committer|-c', '--group=', '--format=', '-w[=]')],
    // Without a revision and with no terminal, shortlog would read standard input instead.
    finish: (tokens, p) => (p.operands.length ? tokens : insertBeforeSeparator(tokens, 'HEAD')),
  },
  {
    words: ['grep'], usage: '[-e] <pattern> [<tree>...] [[--] <path>...]', summary: 'lines matching a pattern in tracked files (or a tree)', mode: 'reads', forced: ['--no-textconv'], access: reads,
    flags: flags('-e=', '--and', '--or', '--not', '--all-match', '--cached', '--text|-a', '--ignore-case|-i', '-I', '--max-depth=', '--recursive|-r', '--word-regexp|-w', '--invert-match|-v', '-h', '-H', '--full-name', '--extended-regexp|-E', '--basic-regexp|-G', '--perl-regexp|-P', '--fixed-strings|-F', '--line-number|-n', '--column', '--files-with-matches|-l', '--name-only', '--files-without-match|-L', '--null|-z', '--only-matching|-o', '--count|-c', '--break', '--heading', '--show-function|-p', '--function-context|-W', '--after-context|-A=', '--before-context|-B=', '--context|-C=', '--quiet|-q', '--max-count|-m=', '--exclude-standard', '--no-exclude-standard'),
    patternOperands: (p) => (p.given.has('e') ? 0 : Math.min(1, p.operands.length)),
  },
  { words: ['stash', 'list'], usage: '', summary: 'the stashes', mode: 'reads', forced: NO_PROGRAMS, flags: flags('--oneline', '--max-count|-n=', '--format=', '--pretty[=]', '--date=', '--stat[=]', '--name-only', '--name-status', '--patch|-p'), access: (p) => (atMost('stash list', 0, p, 'arguments'), 'read') },
  { words: ['stash', 'show'], usage: '[<stash>]', summary: 'the changes of a stash', mode: 'reads', forced: NO_PROGRAMS, flags: flags('--patch|-p', '--stat[=]', '--name-only', '--name-status', '--numstat', '--shortstat', '--summary', '--include-untracked|-u', '--only-untracked', '--no-include-untracked'), access: (p) => (atMost('stash show', 1, p, 'stash'), 'read') },
  // Writes: on the local stdio server only.
  {
    words: ['add'], usage: '[<path>...]', summary: 'stage changes', mode: 'writes', access: writes,
    flags: flags('--all|-A', '--update|-u', '--intent-to-add|-N', '--dry-run|-n', '--verbose|-v', '--no-all', '--ignore-removal', '--no-ignore-removal', '--refresh', '--ignore-errors', '--ignore-missing', '--renormalize', '--sparse'),
  },
  {
    words: ['commit'], usage: '-m <message> [<path>...]', summary: 'record the staged changes (not signed)', mode: 'writes',
    flags: flags('--message|-m=', '--all|-a', '--allow-empty', '--amend', '--no-edit', '--author=', '--date=', '--signoff|-s', '--no-signoff', '--quiet|-q', '--no-verify|-n', '--only|-o', '--include|-i', '--dry-run', '--short', '--porcelain', '--trailer=', '--cleanup=', '--reset-author', '--status', '--no-status'),
    access(p) {
      if (!has(p, 'message') && !(has(p, 'amend') && has(p, 'no-edit'))) throw new UsageError('git commit needs --message (-m), or --amend --no-edit: without a message git would open an editor');
      return 'write';
    },
  },
  {
    words: ['switch'], usage: '<branch> | -c <new-branch> [<start-point>] | --detach <commit>', summary: 'switch to a branch', mode: 'writes', allowDash: true,
    flags: flags('--create|-c=', '--detach|-d', '--no-track', '--quiet|-q', '--guess', '--no-guess', '--ignore-other-worktrees'),
    access: (p) => (atMost('switch', 1, p, 'branch or commit'), 'write'),
  },
  {
    words: ['checkout'], usage: '<branch> | -b <new-branch> [<start-point>] | --detach <commit>', summary: 'switch to a branch (never restores files: use git restore)', mode: 'writes', allowDash: true,
    flags: flags('-b=', '--detach', '--no-track', '--quiet|-q', '--guess', '--no-guess', '--ignore-other-worktrees'),
    access(p) {
      if (p.sawSeparator) throw new UsageError('git checkout runs here only to switch branches; restore files with git restore');
      atMost('checkout', 1, p, 'branch or commit');
      if (p.operands.length === 0 && !has(p, 'b', 'detach')) throw new UsageError('git checkout needs the branch to switch to');
      return 'write';
    },
    // A trailing "--" makes git read the operand as a branch or commit, never as a path.
    finish: (tokens) => [...tokens, '--'],
  },
  { words: ['stash', 'push'], usage: '[-m <message>] [[--] <path>...]', summary: 'put changes aside', mode: 'writes', flags: flags('--message|-m=', '--include-untracked|-u', '--no-include-untracked', '--keep-index|-k', '--no-keep-index', '--staged|-S', '--quiet|-q'), access: writes },
  { words: ['stash', 'pop'], usage: '[<stash>]', summary: 'apply a stash and drop it', mode: 'writes', flags: flags('--index', '--quiet|-q'), access: (p) => (atMost('stash pop', 1, p, 'stash'), 'write') },
  { words: ['stash', 'apply'], usage: '[<stash>]', summary: 'apply a stash', mode: 'writes', flags: flags('--index', '--quiet|-q'), access: (p) => (atMost('stash apply', 1, p, 'stash'), 'write') },
  { words: ['stash', 'drop'], usage: '[<stash>]', summary: 'drop a stash', mode: 'writes', flags: flags('--quiet|-q'), access: (p) => (atMost('stash drop', 1, p, 'stash'), 'write') },
  {
    words: ['stash'], invoke: ['stash', 'push'], usage: '', summary: 'put changes aside (as stash push)', mode: 'writes', flags: flags('--message|-m=', '--include-untracked|-u', '--keep-index|-k', '--quiet|-q'),
    access: (p) => (atMost('stash', 0, p, 'arguments (name the stash subcommand: list, show, push, pop, apply, drop)'), 'write'),
  },
  {
    words: ['restore'], usage: '[--staged] [--worktree] [--source <tree>] [--] <path>...', summary: 'restore files from the index or a commit (discards their changes)', mode: 'writes',
    flags: flags('--source|-s=', '--staged|-S', '--worktree|-W', '--ours', '--theirs', '--merge|-m', '--quiet|-q', '--ignore-unmerged', '--overlay', '--no-overlay'),
    access(p) {
      if (p.operands.length + p.paths.length === 0) throw new UsageError('git restore needs the paths to restore');
      return 'write';
    },
  },
];

function insertBeforeSeparator(tokens: string[], token: string): string[] {
  const at = tokens.indexOf('--');
  return at < 0 ? [...tokens, token] : [...tokens.slice(0, at), token, ...tokens.slice(at)];
}

/** The subcommand named by the words after `git` (the longest match), and the rest. */
export function findGitSubcommand(words: readonly string[]): { sub: GitSubcommand; rest: string[] } | null {
  let best: GitSubcommand | null = null;
  for (const sub of GIT_SUBCOMMANDS) {
    if (sub.words.every((w, i) => words[i] === w) && (!best || sub.words.length > best.words.length)) best = sub;
  }
  return best ? { sub: best, rest: words.slice(best.words.length) } : null;
}
