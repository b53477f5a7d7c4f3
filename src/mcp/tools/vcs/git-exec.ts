/**
 * vcs_exec's git commands: an allow-listed git subcommand run from an argument list (never a
 * shell) through run-program.ts, in a repository under the roots, with a timeout, capped
 * output and the call's cancellation. Every call turns off what would run programs from the
 * repository's or the user's configuration (hooks, fsmonitor, external diff and textconv,
 * signature programs, pager, editor) and any network transport; write subcommands run on
 * the local stdio server only.
 */
import { GIT_ENV, SAFE_GIT_CONFIG } from '../../../domain/coding/analysis/git.js';
import { UsageError } from '../../../domain/vcs/commands/command-line.js';
import { gitHelp, planGitCommand, type GitPlan } from '../../../domain/vcs/git/git-command-line.js';
import { GIT_SUBCOMMANDS } from '../../../domain/vcs/git/git-subcommands.js';
import { ToolError } from '../tool-error.js';
import type { ToolContext, ToolResult } from '../types.js';
import { runProgram } from '../local/run-program.js';
import { childEnvironment } from '../local/child-environment.js';
import { checkOperands, checkRepositoryTop, gitFolder } from './git-repository.js';

export const GIT_TIMEOUT_MS = 30_000;
export const GIT_MAX_OUTPUT_BYTES = 200_000;

const GUARD_CONFIG = [
  ...SAFE_GIT_CONFIG,
  '-c', 'core.hooksPath=/dev/null', '-c', 'core.pager=cat', '-c', 'protocol.allow=never', '-c', 'credential.helper=',
  '-c', 'log.showSignature=false', '-c', 'gpg.program=false', '-c', 'gpg.ssh.program=false', '-c', 'gpg.x509.program=false',
  '-c', 'commit.gpgSign=false', '-c', 'tag.gpgSign=false', '-c', 'tag.forceSignAnnotated=false',
  '-c', 'gc.auto=0', '-c', 'maintenance.auto=false',
];

/** GIT_* variables passed on (the rest, such as GIT_DIR or GIT_CONFIG_PARAMETERS, could move git elsewhere). */
const KEPT_GIT_VARIABLES = new Set(['GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL']);

function gitEnvironment(): NodeJS.ProcessEnv {
  return childEnvironment(
    { ...GIT_ENV, GIT_EDITOR: ':', GIT_SEQUENCE_EDITOR: ':', GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: '', SSH_ASKPASS: '' },
    (name) => name.startsWith('GIT_') && !KEPT_GIT_VARIABLES.has(name),
  );
}

const READ_ONLY = GIT_SUBCOMMANDS.filter((s) => s.mode !== 'writes').map((s) => s.words.join(' '));

function runGit(args: string[], cwd: string, ctx: ToolContext) {
  return runProgram('git', ['--no-pager', ...GUARD_CONFIG, ...args], { cwd, timeoutMs: GIT_TIMEOUT_MS, maxOutputBytes: GIT_MAX_OUTPUT_BYTES, env: gitEnvironment(), signal: ctx.signal });
}

/** Credentials written into remote URLs (https://user:token@host) are not shown. */
export function maskUrlCredentials(text: string): string {
  return text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)([^/@\s]+)@/gi, (whole, scheme: string, userinfo: string) =>
    /^https?:\/\//i.test(scheme) || userinfo.includes(':') ? `${scheme}***@` : whole);
}

function plan(list: string[]): GitPlan {
  try {
    return planGitCommand(list);
  } catch (error) {
    if (error instanceof UsageError) throw new ToolError('MCP-008', `Invalid tool arguments: ${error.message}`, { argument: 'args' });
    throw error;
  }
}

function help(words: string[]): ToolResult<'vcs_exec'> {
  let found;
  try {
    found = gitHelp(words);
  } catch (error) {
    if (error instanceof UsageError) throw new ToolError('MCP-008', `Invalid tool arguments: ${error.message}`, { argument: 'args' });
    throw error;
  }
  return { exit_code: 0, stdout: found.text, stderr: '', command: 'git help', repository: null, provider: 'git', write: false, result: { subcommands: found.subcommands } };
}

/** Runs `list` (["git", subcommand, ...]) in the folder `requested`. */
export async function execGit(list: string[], requested: string, ctx: ToolContext): Promise<ToolResult<'vcs_exec'>> {
  const words = list.slice(1);
  if (words.length === 0 || words[0] === 'help') return help(words.slice(1));
  const planned = plan(words);
  if (planned.write && !ctx.local) {
    throw new ToolError('MCP-006', `git ${planned.subcommand} changes the repository, so vcs_exec runs it only on the local stdio server (memplat mcp); over remote /mcp it runs only the read-only git subcommands: ${READ_ONLY.join(', ')} (branch and tag to list)`);
  }
  const where = await gitFolder(ctx, requested);
  const top = await runGit(['rev-parse', '--show-toplevel'], where.folder, ctx);
  if (top.exitCode !== 0 || !top.stdout.toString('utf8').trim()) {
    const said = top.stderr.toString('utf8').trim().split('\n')[0] ?? '';
    throw new ToolError('MCP-020', `${requested} is not in a git repository${said ? ` (git: ${said})` : ''}`);
  }
  const repository = await checkRepositoryTop(where, requested, top.stdout.toString('utf8').trim());
  checkOperands(planned.operands, where.folder, repository);
  const run = await runGit(planned.args, where.folder, ctx);
  if (run.timedOut) throw new ToolError('MCP-005', `git ${planned.subcommand} did not finish within ${GIT_TIMEOUT_MS / 1000} s; narrow it (a path, -n, a revision range)`);
  const stdout = run.stdout.toString('utf8');
  const remarks = [
    ...(run.stdoutTruncated ? [`output cut at ${GIT_MAX_OUTPUT_BYTES} bytes`] : []),
    ...(run.stderrTruncated ? [`error output cut at ${GIT_MAX_OUTPUT_BYTES} bytes`] : []),
    ...(run.exitCode === null ? [`git was stopped by ${run.signal ?? 'a signal'}`] : []),
  ];
  const stderr = run.stderr.toString('utf8');
  return {
    exit_code: run.exitCode ?? -1,
    stdout: planned.subcommand === 'remote' ? maskUrlCredentials(stdout) : stdout,
    stderr: remarks.length ? [stderr.replace(/\n$/, ''), ...remarks].filter(Boolean).join('\n') : stderr,
    command: `git ${planned.subcommand}`,
    repository,
    provider: 'git',
    write: planned.write,
    result: {
      folder: where.folder,
      argv: ['git', ...planned.args],
      stdout_truncated: run.stdoutTruncated,
      stderr_truncated: run.stderrTruncated,
      duration_ms: run.durationMs,
    },
  };
}
