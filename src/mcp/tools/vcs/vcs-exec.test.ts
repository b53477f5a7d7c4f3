/**
 * vcs_exec over /mcp and stdio against loopback stand-ins of GitHub's and GitLab's REST APIs:
 * the allow-listed gh/glab-style commands, each one API call (reads without a token, writes
 * with it), flags in their CLI forms, and usage errors for anything outside the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../../testing/mcp/mcp-test-server.js';
import { MemplatMcpInProcess } from '../../../testing/mcp/stdio-in-process.js';
import { createScratchStore, type ScratchStore } from '../../../testing/test-server.js';
import { GITHUB_TEST_TOKEN, startGithubStandIn, type GitHubStandIn } from '../../../testing/stand-ins/github.js';
import { GITLAB_PROJECT, GITLAB_TEST_TOKEN, startGitlabStandIn, type GitLabStandIn } from '../../../testing/stand-ins/gitlab.js';
import { testTime } from '../../../testing/time-budget.js';

type Json = Record<string, any>;
const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const repository = 'octo/demo';

let github: GitHubStandIn;
let gitlab: GitLabStandIn;
beforeAll(async () => {
  github = await startGithubStandIn();
  gitlab = await startGitlabStandIn();
});
afterAll(async () => {
  await github?.close();
  await gitlab?.close();
});

async function exec(client: Client, args: string[], extra: Json = { repository }): Promise<Json> {
  const result = (await client.callTool({ name: 'vcs_exec', arguments: { ...extra, args } })) as CallToolResult;
  expect(result.isError, result.isError ? text(result) : '').toBeFalsy();
  return result.structuredContent as Json;
}

async function expectIssueList(client: Client) {
  const listed = await exec(client, ['issue', 'list', '--label', 'bug', '-L', '5', '--repo', repository], {});
  expect(listed).toMatchObject({ exit_code: 0, stderr: '', command: 'issue list', repository, provider: 'github', write: false, result: [{ number: 1, title: 'Recall misses recent memories', labels: ['bug', 'memory'] }] });
  expect(JSON.parse(listed.stdout)).toEqual(listed.result);
  expect(Object.fromEntries(github.requests.at(-1)!.url.searchParams)).toEqual({ state: 'open', labels: 'bug', per_page: '5' });
}

describe('vcs_exec on GitHub with a token', () => {
  let server: McpTestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startMcpTestServer({ GITHUB_API_URL: github.url, GITHUB_TOKEN: GITHUB_TEST_TOKEN });
    client = await server.connect(await server.createKey('vcs-exec'));
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('reads issues, pull requests, releases, labels, branches and the repository', async () => {
    await expectIssueList(client);
    expect((await exec(client, ['issue', 'view', '#1', '--comments'])).result).toMatchObject({ number: 1, comments: [{ author: 'bob' }, { author: 'alice' }] });
    expect((await exec(client, ['pr', 'list', '--state=merged'])).result).toEqual([expect.objectContaining({ number: 4, state: 'merged', head: 'patch-1', base: 'main' })]);
    expect((await exec(client, ['pr', 'view', '3'])).result).toMatchObject({ number: 3, title: 'Add sparse attention', diff: null });
    const diff = await exec(client, ['pr', 'diff', '3']);
    expect(diff.stdout).toBe('diff --git a/src/a.ts b/src/a.ts\n--- a/src/a.ts\n+++ b/src/a.ts\n@@ -1 +1 @@\n-old\n+new\n');
    expect((await exec(client, ['release', 'list'])).result).toEqual([expect.objectContaining({ tag: 'v1.2.0', name: 'Version 1.2.0', author: 'alice', assets: [{ name: 'demo.tar.gz', url: 'https://github.com/octo/demo/releases/download/v1.2.0/demo.tar.gz' }] })]);
    expect((await exec(client, ['release', 'view', 'v1.2.0'])).result).toMatchObject({ tag: 'v1.2.0', body: 'Faster recall.' });
    expect((await exec(client, ['label', 'list'])).result).toEqual([{ name: 'bug', color: 'd73a4a', description: 'Something is not working' }, { name: 'memory', color: 'ededed', description: null }]);
    expect((await exec(client, ['branch', 'list'])).result).toEqual([{ name: 'main', sha: 'def', protected: true }, { name: 'feature', sha: 'abc', protected: false }]);
    expect((await exec(client, ['repo', 'view'])).result).toMatchObject({ full_name: 'octo/demo', default_branch: 'main', url: 'https://github.com/octo/demo' });
  });

  it('writes through the token: issues, comments, closing and reopening, and pull requests', async () => {
    const created = await exec(client, ['issue', 'create', '-t', 'Recall is slow', '--body', 'Takes 2 s.', '--label', 'bug,perf']);
    expect(created).toMatchObject({ command: 'issue create', write: true, result: { number: 6, title: 'Recall is slow', state: 'open', url: 'https://github.com/octo/demo/issues/6' } });
    expect(github.issuesCreated.at(-1)).toEqual({ title: 'Recall is slow', body: 'Takes 2 s.', labels: ['bug', 'perf'] });
    const commented = await exec(client, ['pr', 'comment', '3', '-b', 'Looks good.']);
    expect(commented.result).toEqual({ url: expect.stringMatching(/^https:\/\/github\.com\/octo\/demo\/issues\/3#issuecomment-\d+$/) });
    expect(github.comments.at(-1)).toEqual({ number: 3, body: 'Looks good.' });
    expect((await exec(client, ['issue', 'close', '2'])).result).toMatchObject({ number: 2, state: 'closed' });
    expect((await exec(client, ['issue', 'reopen', '2'])).result).toMatchObject({ number: 2, state: 'open' });
    expect(github.issueStates.slice(-2)).toEqual([{ number: 2, state: 'closed' }, { number: 2, state: 'open' }]);
    expect((await exec(client, ['pr', 'merge', '3', '--squash', '--delete-branch'])).result).toMatchObject({ merged: true, branch_deleted: true });
    expect(github.merged.at(-1)).toEqual({ number: 3, method: 'squash' });
  });

  it('runs nothing outside its list, and says what is wrong and how to call it', async () => {
    const refused = async (args: string[], extra: Json = { repository }) => text(await client.callTool({ name: 'vcs_exec', arguments: { ...extra, args } }));
    const before = github.requests.length;
    expect(await refused(['api', '/user'])).toMatch(/^MCP-008: Invalid tool arguments: vcs_exec runs only these commands .*: repo view, issue list, .*branch list; got "api \/user"/);
    expect(await refused(['issue', 'list', '--state', 'weird'])).toMatch(/^MCP-008: .*--state must be one of open, closed, all, got "weird"\. Usage: issue list \[--state open\|closed\|all\] \[--label <label>\]\.\.\. \[--limit N\]/);
    expect(await refused(['issue', 'view', 'one'])).toMatch(/^MCP-008: .*number must be a number, got "one"/);
    expect(await refused(['issue', 'comment', '1'])).toMatch(/^MCP-008: .*"issue comment" needs --body/);
    expect(await refused(['issue', 'list', '--exec', 'rm'])).toMatch(/^MCP-008: .*unknown flag --exec for "issue list"/);
    expect(await refused(['issue', 'list'], {})).toMatch(/^MCP-008: .*name the repository/);
    expect(await refused(['issue', 'list', '-R', 'other/repo'])).toMatch(/^MCP-008: .*repository octo\/demo and --repo other\/repo disagree/);
    expect(github.requests.length).toBe(before);
    const help = await exec(client, ['help'], {});
    expect(help).toMatchObject({ command: 'help', repository: null, provider: null });
    expect(help.stdout).toContain('pr merge <number> [--merge] [--squash] [--rebase] [--delete-branch]  (writes)');
    expect(help.result.commands).toHaveLength(17);
  });

  it('answers GitHub\'s refusals like the other vcs tools', async () => {
    expect(text(await client.callTool({ name: 'vcs_exec', arguments: { repository, args: ['release', 'view', 'v9'] } })))
      .toBe('WEB-003: GitHub answered HTTP 404: Not Found; no such release v9 in octo/demo, or GITHUB_TOKEN cannot see it {"status":404}');
  });
});

describe('vcs_exec on GitHub without a token', () => {
  let server: McpTestServer;

  beforeAll(async () => {
    server = await startMcpTestServer({ GITHUB_API_URL: github.url });
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('reads, and says writing needs GITHUB_TOKEN before asking GitHub', async () => {
    const client = await server.connect(await server.createKey('vcs-exec-anon'));
    await expectIssueList(client);
    const before = github.requests.length;
    expect(text(await client.callTool({ name: 'vcs_exec', arguments: { repository, args: ['issue', 'comment', '1', '--body', 'hi'] } })))
      .toBe('WEB-001: vcs_exec changes a repository, so it needs GITHUB_TOKEN (a token allowed to write pull requests; GITHUB_API_URL for GitHub Enterprise).');
    expect(github.requests.length).toBe(before);
  });
});

describe('vcs_exec on GitLab', () => {
  let server: McpTestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startMcpTestServer({ GITLAB_URL: gitlab.url, GITLAB_TOKEN: GITLAB_TEST_TOKEN });
    client = await server.connect(await server.createKey('vcs-exec-gitlab'));
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('maps the same commands onto GitLab\'s API for a project in nested groups', async () => {
    const repo = { repository: GITLAB_PROJECT };
    expect((await exec(client, ['pr', 'list', '--state', 'all'], repo))).toMatchObject({ provider: 'gitlab', result: [{ number: 7, state: 'open', head: 'feature' }, { number: 8, state: 'merged' }] });
    expect(gitlab.requests.at(-1)!.url.searchParams.get('state')).toBe('all');
    expect((await exec(client, ['release', 'view', 'v1.2.0'], repo)).result).toMatchObject({ tag: 'v1.2.0', url: 'https://gitlab.example/group/sub/demo/-/releases/v1.2.0', assets: [{ name: 'demo.tar.gz' }] });
    expect((await exec(client, ['branch', 'list'], repo)).result).toEqual([{ name: 'main', sha: 'def456', protected: true }, { name: 'feature', sha: 'abc123', protected: false }]);
    expect((await exec(client, ['repo', 'view'], repo)).result).toMatchObject({ full_name: GITLAB_PROJECT, default_branch: 'main' });
    const noted = await exec(client, ['pr', 'comment', '!7', '--body', 'Rebased.'], repo);
    expect(noted.result).toEqual({ url: 'https://gitlab.example/group/sub/demo/-/merge_requests/7#note_601' });
    expect(gitlab.notes.at(-1)).toEqual({ on: 'merge_requests', iid: 7, body: 'Rebased.' });
    expect((await exec(client, ['issue', 'create', '--title', 'Slow', '--label', 'bug'], repo)).result).toMatchObject({ number: 3, title: 'Slow', url: 'https://gitlab.example/group/sub/demo/-/issues/3' });
    expect(gitlab.issuesCreated.at(-1)).toEqual({ title: 'Slow', labels: 'bug' });
    expect((await exec(client, ['issue', 'close', '1'], repo)).result).toMatchObject({ number: 1, state: 'closed' });
    expect(gitlab.stateEvents.at(-1)).toEqual({ iid: 1, state_event: 'close' });
  });
});

describe('vcs_exec over stdio', () => {
  let store: ScratchStore;

  beforeAll(async () => {
    store = await createScratchStore('memplat-vcs-exec-stdio-');
  });
  afterAll(async () => store?.remove());

  it('memplat mcp runs a read command', async () => {
    const transport = new MemplatMcpInProcess({ ...store.env, GITHUB_API_URL: github.url, GITHUB_TOKEN: GITHUB_TEST_TOKEN });
    const client = new Client({ name: 'vcs-exec-stdio-test', version: '1.0.0' });
    await client.connect(transport, { timeout: testTime(60_000) });
    try {
      await expectIssueList(client);
    } finally {
      await client.close();
    }
  }, testTime(60_000));
});
