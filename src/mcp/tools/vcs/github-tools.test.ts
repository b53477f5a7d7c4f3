/**
 * The vcs_* GitHub tools (Octokit through the outbound fetcher) over /mcp and stdio against a
 * loopback GitHub REST stand-in: reading issues and pull requests, opening and merging, and
 * GitHub's refusals as sentences with the status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../../testing/mcp/mcp-test-server.js';
import { MemplatMcpInProcess } from '../../../testing/mcp/stdio-in-process.js';
import { createScratchStore, type ScratchStore } from '../../../testing/test-server.js';
import { GITHUB_TEST_TOKEN, startGithubStandIn, type GitHubStandIn } from '../../../testing/stand-ins/github.js';
import { testTime } from '../../../testing/time-budget.js';

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const repository = 'octo/demo';

let github: GitHubStandIn;
beforeAll(async () => {
  github = await startGithubStandIn();
});
afterAll(async () => github?.close());

async function expectIssues(client: Client) {
  const listed = await client.callTool({ name: 'vcs_issue_list', arguments: { repository, labels: ['bug'] } });
  expect(listed.structuredContent).toEqual({ issues: [{ number: 1, title: 'Recall misses recent memories', state: 'open', url: 'https://github.com/octo/demo/issues/1', author: 'alice', labels: ['bug', 'memory'], comments: 2, created_at: '2024-01-01T10:00:00Z', updated_at: '2024-01-02T10:00:00Z' }] });
  const asked = github.requests.at(-1)!;
  expect(Object.fromEntries(asked.url.searchParams)).toEqual({ state: 'open', labels: 'bug', per_page: '30' });
  expect(asked.headers['user-agent']).toMatch(/^memplat\//);
}

describe('GitHub tools over /mcp with a token', () => {
  let server: McpTestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startMcpTestServer({ GITHUB_API_URL: github.url, GITHUB_TOKEN: GITHUB_TEST_TOKEN });
    client = await server.connect(await server.createKey('vcs'));
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('lists issues (pull requests left out) and reads one with its comments', async () => {
    await expectIssues(client);
    expect(github.requests.at(-1)!.headers.authorization).toBe(`token ${GITHUB_TEST_TOKEN}`);
    const all = (await client.callTool({ name: 'vcs_issue_list', arguments: { repository, state: 'all' } })).structuredContent as { issues: Array<{ number: number }> };
    expect(all.issues.map((i) => i.number)).toEqual([2, 1]);
    const viewed = await client.callTool({ name: 'vcs_issue_view', arguments: { repository, number: 1, comments: true } });
    expect(viewed.structuredContent).toMatchObject({
      number: 1, title: 'Recall misses recent memories', state: 'open', body: 'Body of #1', author: 'alice', labels: ['bug', 'memory'], assignees: ['bob'], is_pull_request: false, closed_at: null,
      comments: [{ author: 'bob', body: 'I can reproduce this.', created_at: '2024-01-01T12:00:00Z', url: 'https://github.com/octo/demo/issues/1#issuecomment-1' }, { author: 'alice', body: 'Fixed in #3?' }],
    });
  });

  it('reads a pull request with its diff', async () => {
    const pr = await client.callTool({ name: 'vcs_pr_view', arguments: { repository, number: 3, diff: true } });
    expect(pr.structuredContent).toEqual({
      number: 3, title: 'Add sparse attention', state: 'open', draft: false, body: 'Implements it.', url: 'https://github.com/octo/demo/pull/3', author: 'carol',
      head: 'feature', base: 'main', mergeable: true, merged: false, additions: 10, deletions: 2, changed_files: 1,
      diff: 'diff --git a/src/a.ts b/src/a.ts\n--- a/src/a.ts\n+++ b/src/a.ts\n@@ -1 +1 @@\n-old\n+new\n', diff_truncated: false,
    });
    expect(github.requests.at(-1)!.headers.accept).toBe('application/vnd.github.v3.diff');
  });

  it('opens a pull request into the default branch, and merges one deleting its branch', async () => {
    const created = await client.callTool({ name: 'vcs_pr_create', arguments: { repository, title: 'Faster recall', head: 'speed', body: 'Closes #1', draft: true } });
    expect(created.structuredContent).toEqual({ number: 5, url: 'https://github.com/octo/demo/pull/5', state: 'open', draft: true, head: 'speed', base: 'main' });
    expect(github.created.at(-1)).toEqual({ title: 'Faster recall', body: 'Closes #1', head: 'speed', base: 'main', draft: true });
    const merged = await client.callTool({ name: 'vcs_pr_merge', arguments: { repository, number: 3, method: 'squash', delete_branch: true } });
    expect(text(merged)).not.toMatch(/^[A-Z]+-0/);
    expect(merged.structuredContent).toEqual({ merged: true, sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e', message: 'Pull Request successfully merged', branch_deleted: true });
    expect(github.merged.at(-1)).toEqual({ number: 3, method: 'squash' });
    expect(github.deletedRefs).toEqual(['heads/feature']);
  });

  it('answers GitHub\'s refusals with the status, GitHub\'s words and what to try', async () => {
    expect(text(await client.callTool({ name: 'vcs_pr_create', arguments: { repository, title: 'x', head: 'nothing' } })))
      .toBe('WEB-003: GitHub answered HTTP 422: Validation Failed; No commits between main and nothing; GitHub refused the request as given; change it as the message says {"status":422}');
    expect(text(await client.callTool({ name: 'vcs_pr_merge', arguments: { repository, number: 4, delete_branch: true } })))
      .toBe('WEB-003: GitHub answered HTTP 405: Pull Request is not mergeable; GitHub will not merge it as it is (checks, reviews or conflicts); look at the pull request {"status":405}');
    expect(text(await client.callTool({ name: 'vcs_issue_view', arguments: { repository, number: 99 } })))
      .toBe('WEB-003: GitHub answered HTTP 404: Not Found; no such issue #99 in octo/demo, or GITHUB_TOKEN cannot see it {"status":404}');
    expect(text(await client.callTool({ name: 'vcs_issue_list', arguments: { repository: 'octo/limited' } })))
      .toMatch(/^WEB-003: GitHub answered HTTP 403: API rate limit exceeded for 127\.0\.0\.1\.; GitHub's rate limit is spent; try again after 2023-11-14T22:13:20\.000Z/);
  });
});

describe('GitHub tools without a token', () => {
  let server: McpTestServer;

  beforeAll(async () => {
    server = await startMcpTestServer({ GITHUB_API_URL: github.url });
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('read public repositories, and say which setting writing needs', async () => {
    const client = await server.connect(await server.createKey('anonymous'));
    await expectIssues(client);
    expect(github.requests.at(-1)!.headers.authorization).toBeUndefined();
    for (const [name, args] of [['vcs_pr_create', { repository, title: 't', head: 'h' }], ['vcs_pr_merge', { repository, number: 3 }]] as const) {
      const result = await client.callTool({ name, arguments: args });
      expect(text(result)).toBe(`WEB-001: ${name} changes a repository, so it needs GITHUB_TOKEN (a token allowed to write pull requests; GITHUB_API_URL for GitHub Enterprise).`);
    }
  });
});

describe('GitHub tools over stdio', () => {
  let store: ScratchStore;

  beforeAll(async () => {
    store = await createScratchStore('memplat-vcs-stdio-');
  });
  afterAll(async () => store?.remove());

  it('memplat mcp lists issues', async () => {
    const transport = new MemplatMcpInProcess({ ...store.env, GITHUB_API_URL: github.url, GITHUB_TOKEN: GITHUB_TEST_TOKEN });
    const client = new Client({ name: 'vcs-stdio-test', version: '1.0.0' });
    await client.connect(transport, { timeout: testTime(60_000) });
    try {
      await expectIssues(client);
    } finally {
      await client.close();
    }
  }, testTime(120_000));
});
