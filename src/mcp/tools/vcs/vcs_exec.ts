import { COMMANDS, findCommand } from '../../../domain/vcs/commands/command-table.js';
import { parseArgs, usageLine, UsageError } from '../../../domain/vcs/commands/command-line.js';
import { ToolError } from '../tool-error.js';
import type { ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';
import { destructiveOpenWorld } from './annotations.js';
import { execGit } from './git-exec.js';

const REPOSITORY = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)+$/;
const MAX_STDOUT = 200_000;

const usage = () => [
  ...COMMANDS.map((c) => `${usageLine(c)}${c.write ? '  (writes)' : ''}`),
  'git <subcommand> [<flags>] [<operands>]  (git in a local repository, path argument; ["git", "help"] lists the subcommands)',
].join('\n');

function refuse(message: string, argument = 'args'): never {
  throw new ToolError('MCP-008', `Invalid tool arguments: ${message}`, { argument });
}

export const vcsExec: ToolDefinition<'vcs_exec'> = {
  name: 'vcs_exec',
  title: 'Run a code-host command',
  description:
    'Run one gh/glab-style code-host command (args ["help"] lists them) or git in a local repository (args starting with "git"; ["git","help"] lists what is allowed). Only when no vcs_* or coding_* tool fits.',
  group: 'vcs',
  localOnly: false,
  annotations: destructiveOpenWorld,
  async run(args, ctx) {
    const list = args.args;
    if (list[0] === 'git') {
      if (args.repository !== undefined) refuse('git commands run in a local repository named by path (a folder inside the allowed folders); repository names a code-host repository (owner/name) for the gh/glab-style commands', 'repository');
      return execGit(list, args.path ?? '.', ctx);
    }
    if (args.path !== undefined) refuse('path is for git commands (args starting with "git"); the gh/glab-style commands take repository (owner/name)', 'path');
    if (list[0] === 'help' || list.includes('--help')) {
      const text = usage();
      return { exit_code: 0, stdout: text, stderr: '', command: 'help', repository: null, provider: null, write: false, result: { commands: COMMANDS.map((c) => ({ command: c.words.join(' '), usage: usageLine(c), write: c.write, summary: c.summary })) } };
    }
    const found = findCommand(list);
    if (!found) refuse(`vcs_exec runs only these commands (["help"] shows their flags): ${COMMANDS.map((c) => c.words.join(' ')).join(', ')}; got ${JSON.stringify(list.slice(0, 2).join(' '))}`);
    const { spec, rest } = found;
    let parsed;
    try {
      parsed = parseArgs(rest, spec);
    } catch (error) {
      if (error instanceof UsageError) refuse(`${error.message}. Usage: ${usageLine(spec)}`);
      throw error;
    }
    const given = args.repository;
    if (given && parsed.repository && given !== parsed.repository) refuse(`repository ${given} and --repo ${parsed.repository} disagree; give one`, 'repository');
    const repository = given ?? parsed.repository;
    if (!repository) refuse('name the repository: the repository argument, or --repo owner/name in args', 'repository');
    if (!REPOSITORY.test(repository)) refuse(`--repo must be owner/name (or a GitLab group/subgroup/project path), got ${JSON.stringify(repository)}`, 'repository');
    const web = webOf(ctx, 'vcs_exec');
    const result = await spec.run(web.vcs, repository, parsed, ctx.signal);
    const printed = spec.words.join(' ') === 'pr diff' ? (result as { diff: string }).diff : JSON.stringify(result, null, 2);
    const truncated = printed.length > MAX_STDOUT;
    return {
      exit_code: 0,
      stdout: truncated ? printed.slice(0, MAX_STDOUT) : printed,
      stderr: truncated ? `output cut at ${MAX_STDOUT} characters` : '',
      command: spec.words.join(' '),
      repository,
      provider: web.vcs.name,
      write: spec.write,
      result: result as Record<string, unknown> | unknown[],
    };
  },
};
