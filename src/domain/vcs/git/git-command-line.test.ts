/**
 * The git allow-list of vcs_exec: which subcommands run, whether a call reads or writes, the
 * flags let through (each passed on as one token), and the refusals for everything that
 * would run a program, touch files outside the repository or change git's configuration.
 */
import { describe, expect, it } from 'vitest';
import { gitHelp, planGitCommand } from './git-command-line.js';

const refusal = (args: string[]) => {
  try {
    planGitCommand(args);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${args.join(' ')} was not refused`);
};

describe('git command lines of vcs_exec', () => {
  it('passes each flag on as one token with its value attached, after the options that keep programs off', () => {
    expect(planGitCommand(['log', '--oneline', '-n', '5', '--format', '%h %s', 'main..HEAD', '--', 'src'])).toEqual({
      subcommand: 'log', write: false, operands: ['main..HEAD', 'src'],
      args: ['log', '--no-ext-diff', '--no-textconv', '--oneline', '--max-count=5', '--format=%h %s', 'main..HEAD', '--', 'src'],
    });
    expect(planGitCommand(['status', '-sb', '-uno']).args).toEqual(['status', '-s', '-b', '-uno']);
    expect(planGitCommand(['diff', '--stat', '-U3', '-M50', '--cached']).args).toEqual(['diff', '--no-ext-diff', '--no-textconv', '--stat', '--unified=3', '-M50', '--cached']);
    expect(planGitCommand(['log', '-3', '-p']).args).toEqual(['log', '--no-ext-diff', '--no-textconv', '-3', '-p']);
    expect(planGitCommand(['blame', '-L', '1,2', 'a.ts']).args).toEqual(['blame', '--no-textconv', '-L1,2', 'a.ts']);
    // A value that looks like an option stays the flag's value.
    expect(planGitCommand(['log', '--grep', '--output=x']).args).toEqual(['log', '--no-ext-diff', '--no-textconv', '--grep=--output=x']);
  });

  it('tells reads from writes', () => {
    const access = (args: string[]) => (planGitCommand(args).write ? 'write' : 'read');
    for (const args of [['status'], ['log'], ['show', 'HEAD:a.ts'], ['diff'], ['blame', 'a.ts'], ['branch'], ['branch', '--list', 'f*'], ['branch', '--contains', 'HEAD'],
      ['tag'], ['tag', '-l', 'v*'], ['ls-files'], ['rev-parse', 'HEAD'], ['remote', '-v'], ['describe', '--tags'], ['shortlog', '-sn'], ['grep', 'x'], ['stash', 'list'], ['stash', 'show']]) {
      expect(access(args), args.join(' ')).toBe('read');
    }
    for (const args of [['add', 'a.ts'], ['commit', '-m', 'x'], ['switch', 'main'], ['checkout', 'main'], ['branch', 'new'], ['tag', 'v2'], ['tag', '-a', 'v2', '-m', 'x'],
      ['stash'], ['stash', 'push', '-m', 'x'], ['stash', 'pop'], ['restore', 'a.ts']]) {
      expect(access(args), args.join(' ')).toBe('write');
    }
  });

  it('keeps checkout to branches, gives shortlog a revision and leaves grep patterns out of the path check', () => {
    expect(planGitCommand(['checkout', '-b', 'topic']).args).toEqual(['checkout', '-btopic', '--']);
    expect(planGitCommand(['checkout', 'main']).args).toEqual(['checkout', 'main', '--']);
    expect(planGitCommand(['shortlog', '-sn', '--', 'src']).args).toEqual(['shortlog', '-s', '-n', 'HEAD', '--', 'src']);
    expect(planGitCommand(['grep', '/usr/', 'HEAD']).operands).toEqual(['HEAD']);
    expect(planGitCommand(['grep', '-e', '/usr/', 'HEAD']).operands).toEqual(['HEAD']);
    expect(planGitCommand(['stash']).args).toEqual(['stash', 'push']);
  });

  it('refuses what would run a program, touch other files or change git\'s configuration', () => {
    expect(refusal(['-c', 'core.pager=sh', 'log'])).toMatch(/^-c: options before the subcommand .* are refused/);
    expect(refusal(['--git-dir=/x', 'log'])).toMatch(/options before the subcommand/);
    expect(refusal(['diff', '--output=/tmp/x'])).toBe('git diff --output is refused: it writes a file');
    expect(refusal(['log', '-p', '--ext-diff'])).toBe('git log --ext-diff is refused: it runs an external diff program');
    expect(refusal(['show', '--textconv'])).toBe('git show --textconv is refused: it runs textconv filter programs');
    expect(refusal(['diff', '--no-index', 'a', 'b'])).toBe('git diff --no-index is refused: it reads files outside the repository');
    expect(refusal(['blame', '--contents', '/etc/passwd', 'a.ts'])).toBe('git blame --contents is refused: it reads a file');
    expect(refusal(['log', '--show-signature'])).toBe('git log --show-signature is refused: it runs gpg');
    expect(refusal(['commit', '-S', '-m', 'x'])).toMatch(/^-S is not a flag vcs_exec allows for git commit/);
    expect(refusal(['grep', '-O', 'x'])).toMatch(/^-O is not a flag vcs_exec allows for git grep \(\["git", "help", "grep"\] lists them\)/);
    expect(refusal(['grep', '-f', '/etc/passwd'])).toMatch(/^-f is not a flag/);
    expect(refusal(['log', '--outp=x'])).toMatch(/^--outp=x is not a flag/); // no abbreviations
    expect(refusal(['branch', '-D', 'main'])).toMatch(/^-D is not a flag/);
    expect(refusal(['fetch', 'origin'])).toMatch(/^git fetch is not one vcs_exec runs; it runs git status, log, /);
    expect(refusal(['config', 'core.pager', 'sh'])).toMatch(/^git config is not one vcs_exec runs/);
    expect(refusal(['remote', 'set-url', 'origin', 'x'])).toMatch(/only to list the remotes/);
    expect(refusal(['checkout', '--', 'a.ts'])).toMatch(/only to switch branches; restore files with git restore/);
    expect(refusal(['commit', '-a'])).toMatch(/needs --message/);
    expect(refusal(['tag', '-a', 'v3'])).toMatch(/needs --message/);
    expect(refusal(['stash', 'clear'])).toMatch(/name the stash subcommand/);
    expect(refusal(['log', '--oneline=yes'])).toBe('--oneline takes no value');
  });

  it('lists the subcommands and one subcommand\'s flags', () => {
    const all = gitHelp();
    expect(all.subcommands.map((s) => s.command)).toContain('git stash push');
    expect(all.text).toContain('git commit -m <message> [<path>...]  (writes): record the staged changes (not signed)');
    const log = gitHelp(['log']);
    expect(log.subcommands).toHaveLength(1);
    expect(log.text).toMatch(/flags: .*--max-count\|-n= /);
  });
});
