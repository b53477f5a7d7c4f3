/**
 * The commands vcs_exec runs: a fixed allow-list in the words of the hosting CLIs (gh, glab),
 * each mapped to one code-host API call (GitHub through Octokit, GitLab through REST v4), so
 * nothing runs in a shell and nothing outside the table can be reached. Writes use the
 * operator's token exactly as vcs_pr_create and vcs_pr_merge do, and are marked as writes.
 */
import type { CodeHost } from '../types.js';
import type { CommandShape, FlagSpec, ParsedArgs } from './command-line.js';

export interface CommandSpec extends CommandShape {
  /** Changes something on the code host. */
  write: boolean;
  summary: string;
  run(host: CodeHost, repository: string, args: ParsedArgs, signal?: AbortSignal): Promise<unknown>;
}

const TOOL = 'vcs_exec';
const DEFAULT_LIMIT = 30;
const limit: FlagSpec = { name: 'limit', short: 'L', kind: 'int', description: 'most items (default 30, at most 100)' };
const body = (required: boolean): FlagSpec => ({ name: 'body', short: 'b', kind: 'string', required, description: 'text (Markdown)' });
const count = (args: ParsedArgs) => Math.min(100, (args.flags.limit as number | undefined) ?? DEFAULT_LIMIT);
const num = (args: ParsedArgs) => args.positional as number;

export const COMMANDS: readonly CommandSpec[] = [
  {
    words: ['repo', 'view'], flags: [], write: false, summary: 'the repository\'s description, default branch, visibility and counts',
    run: (host, repo, _args, signal) => host.viewRepository(repo, signal),
  },
  {
    words: ['issue', 'list'], write: false, summary: 'issues (pull requests left out)',
    flags: [{ name: 'state', short: 's', kind: 'string', values: ['open', 'closed', 'all'], description: 'default open' }, { name: 'label', short: 'l', kind: 'list', description: 'only issues with every label given' }, limit],
    run: async (host, repo, args, signal) => (await host.listIssues(repo, { state: (args.flags.state as 'open' | 'closed' | 'all' | undefined) ?? 'open', labels: args.flags.label as string[] | undefined, limit: count(args), signal })).issues,
  },
  {
    words: ['issue', 'view'], positional: { name: 'number', kind: 'int' }, write: false, summary: 'one issue, with its comments when asked',
    flags: [{ name: 'comments', short: 'c', kind: 'switch', description: 'include the comments' }],
    run: (host, repo, args, signal) => host.viewIssue(repo, num(args), Boolean(args.flags.comments), signal),
  },
  {
    words: ['issue', 'create'], write: true, summary: 'open an issue',
    flags: [{ name: 'title', short: 't', kind: 'string', required: true, description: 'the title' }, body(false), { name: 'label', short: 'l', kind: 'list', description: 'labels to set' }],
    run: (host, repo, args, signal) => host.createIssue(repo, { title: args.flags.title as string, body: args.flags.body as string | undefined, labels: args.flags.label as string[] | undefined, signal }, TOOL),
  },
  {
    words: ['issue', 'comment'], positional: { name: 'number', kind: 'int' }, write: true, summary: 'comment on an issue', flags: [body(true)],
    run: (host, repo, args, signal) => host.comment(repo, 'issue', num(args), args.flags.body as string, TOOL, signal),
  },
  {
    words: ['issue', 'close'], positional: { name: 'number', kind: 'int' }, write: true, summary: 'close an issue', flags: [],
    run: (host, repo, args, signal) => host.setIssueState(repo, num(args), 'closed', TOOL, signal),
  },
  {
    words: ['issue', 'reopen'], positional: { name: 'number', kind: 'int' }, write: true, summary: 'reopen an issue', flags: [],
    run: (host, repo, args, signal) => host.setIssueState(repo, num(args), 'open', TOOL, signal),
  },
  {
    words: ['pr', 'list'], write: false, summary: 'pull (merge) requests',
    flags: [{ name: 'state', short: 's', kind: 'string', values: ['open', 'closed', 'merged', 'all'], description: 'default open' }, limit],
    run: (host, repo, args, signal) => host.listPullRequests(repo, { state: (args.flags.state as 'open' | 'closed' | 'merged' | 'all' | undefined) ?? 'open', limit: count(args), signal }),
  },
  {
    words: ['pr', 'view'], positional: { name: 'number', kind: 'int' }, write: false, summary: 'one pull request', flags: [],
    run: (host, repo, args, signal) => host.viewPullRequest(repo, num(args), false, signal),
  },
  {
    words: ['pr', 'diff'], positional: { name: 'number', kind: 'int' }, write: false, summary: 'a pull request\'s unified diff (printed as it is)', flags: [],
    run: async (host, repo, args, signal) => {
      const pr = await host.viewPullRequest(repo, num(args), true, signal);
      return { diff: pr.diff ?? '', truncated: pr.diff_truncated };
    },
  },
  {
    words: ['pr', 'comment'], positional: { name: 'number', kind: 'int' }, write: true, summary: 'comment on a pull request', flags: [body(true)],
    run: (host, repo, args, signal) => host.comment(repo, 'pr', num(args), args.flags.body as string, TOOL, signal),
  },
  {
    words: ['pr', 'create'], write: true, summary: 'open a pull request (as vcs_pr_create)',
    flags: [
      { name: 'title', short: 't', kind: 'string', required: true, description: 'the title' }, { name: 'head', short: 'H', kind: 'string', required: true, description: 'the branch with the changes' },
      { name: 'base', short: 'B', kind: 'string', description: 'the branch to merge into (default: the default branch)' }, body(false), { name: 'draft', short: 'd', kind: 'switch', description: 'open as a draft' },
    ],
    run: (host, repo, args, signal) => host.createPullRequest(repo, { title: args.flags.title as string, head: args.flags.head as string, base: args.flags.base as string | undefined, body: args.flags.body as string | undefined, draft: Boolean(args.flags.draft), signal }),
  },
  {
    words: ['pr', 'merge'], positional: { name: 'number', kind: 'int' }, write: true, summary: 'merge a pull request (as vcs_pr_merge)',
    flags: [
      { name: 'merge', short: 'm', kind: 'switch', description: 'a merge commit (default)' }, { name: 'squash', short: 's', kind: 'switch', description: 'squash' },
      { name: 'rebase', short: 'r', kind: 'switch', description: 'rebase' }, { name: 'delete-branch', short: 'd', kind: 'switch', description: 'delete the head branch after merging' },
    ],
    run: (host, repo, args, signal) => host.mergePullRequest(repo, num(args), args.flags.squash ? 'squash' : args.flags.rebase ? 'rebase' : 'merge', Boolean(args.flags['delete-branch']), signal),
  },
  {
    words: ['release', 'list'], write: false, summary: 'releases, newest first', flags: [limit],
    run: (host, repo, args, signal) => host.listReleases(repo, count(args), signal),
  },
  {
    words: ['release', 'view'], positional: { name: 'tag', kind: 'string' }, write: false, summary: 'one release by its tag', flags: [],
    run: (host, repo, args, signal) => host.viewRelease(repo, args.positional as string, signal),
  },
  {
    words: ['label', 'list'], write: false, summary: 'the repository\'s labels', flags: [limit],
    run: (host, repo, args, signal) => host.listLabels(repo, count(args), signal),
  },
  {
    words: ['branch', 'list'], write: false, summary: 'branches with their head commit', flags: [limit],
    run: (host, repo, args, signal) => host.listBranches(repo, count(args), signal),
  },
];

/** The command named by the first words of an argument list, with the rest of the list. */
export function findCommand(args: readonly string[]): { spec: CommandSpec; rest: string[] } | null {
  const spec = COMMANDS.find((c) => c.words.every((w, i) => args[i] === w));
  return spec ? { spec, rest: args.slice(spec.words.length) } : null;
}
