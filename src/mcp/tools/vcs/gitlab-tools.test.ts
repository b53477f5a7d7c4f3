/**
 * The vcs_* tools on GitLab (VCS_PROVIDER=gitlab, REST API v4 through the outbound fetcher)
 * over /mcp against a loopback GitLab stand-in: a project in nested groups, issues with their
 * notes, merge requests with diffs, opening as a draft and merging, and GitLab's refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../../testing/mcp/mcp-test-server.js';
import { GITLAB_PROJECT, GITLAB_TEST_TOKEN, startGitlabStandIn, type GitLabStandIn } from '../../../testing/stand-ins/gitlab.js';
import { testTime } from '../../../testing/time-budget.js';

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const repository = GITLAB_PROJECT;

let gitlab: GitLabStandIn;
let server: McpTestServer;
let client: Client;

beforeAll(async () => {
  gitlab = await startGitlabStandIn();
  // GITLAB_TOKEN alone picks GitLab.
  server = await startMcpTestServer({ GITLAB_URL: gitlab.url, GITLAB_TOKEN: GITLAB_TEST_TOKEN });
  client = await server.connect(await server.createKey('gitlab'));
}, testTime(60_000));
afterAll(async () => {
  await server?.close();
  await gitlab?.close();
});

describe('vcs tools on GitLab', () => {
  it('lists and reads issues of a project in nested groups, leaving system notes out', async () => {
    const listed = await client.callTool({ name: 'vcs_issue_list', arguments: { repository, labels: ['bug'] } });
    expect(listed.structuredContent).toEqual({ issues: [{ number: 1, title: 'Recall misses recent memories', state: 'open', url: 'https://gitlab.example/group/sub/demo/-/issues/1', author: 'alice', labels: ['bug', 'memory'], comments: 1, created_at: '2024-01-01T10:00:00.000Z', updated_at: '2024-01-02T10:00:00.000Z' }] });
    const asked = gitlab.requests.at(-1)!;
    expect(asked.url.pathname).toBe('/api/v4/projects/group%2Fsub%2Fdemo/issues');
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({ state: 'opened', labels: 'bug', order_by: 'created_at', sort: 'desc', per_page: '30' });
    expect(asked.headers['private-token']).toBe(GITLAB_TEST_TOKEN);
    const viewed = await client.callTool({ name: 'vcs_issue_view', arguments: { repository, number: 1, comments: true } });
    expect(viewed.structuredContent).toEqual({
      number: 1, title: 'Recall misses recent memories', state: 'open', body: 'Steps to reproduce...', url: 'https://gitlab.example/group/sub/demo/-/issues/1', author: 'alice',
      labels: ['bug', 'memory'], assignees: ['bob'], is_pull_request: false, created_at: '2024-01-01T10:00:00.000Z', updated_at: '2024-01-02T10:00:00.000Z', closed_at: null,
      comments: [{ author: 'bob', body: 'I can reproduce this.', created_at: '2024-01-01T12:00:00.000Z', url: 'https://gitlab.example/group/sub/demo/-/issues/1#note_502' }],
    });
  });

  it('reads a merge request with its diff', async () => {
    const mr = await client.callTool({ name: 'vcs_pr_view', arguments: { repository, number: 7, diff: true } });
    expect(mr.structuredContent).toEqual({
      number: 7, title: 'Add sparse attention', state: 'open', draft: false, body: 'Implements it.', url: 'https://gitlab.example/group/sub/demo/-/merge_requests/7', author: 'carol',
      head: 'feature', base: 'main', mergeable: true, merged: false, additions: null, deletions: null, changed_files: 1,
      diff: 'diff --git a/src/a.ts b/src/a.ts\n--- a/src/a.ts\n+++ b/src/a.ts\n@@ -1 +1 @@\n-old\n+new\n', diff_truncated: false,
    });
  });

  it('opens a draft merge request into the default branch and merges one', async () => {
    const created = await client.callTool({ name: 'vcs_pr_create', arguments: { repository, title: 'Faster recall', head: 'speed', body: 'Closes #1', draft: true } });
    expect(created.structuredContent).toEqual({ number: 9, url: 'https://gitlab.example/group/sub/demo/-/merge_requests/9', state: 'open', draft: true, head: 'speed', base: 'main' });
    expect(gitlab.created.at(-1)).toEqual({ source_branch: 'speed', target_branch: 'main', title: 'Draft: Faster recall', description: 'Closes #1' });
    const merged = await client.callTool({ name: 'vcs_pr_merge', arguments: { repository, number: 7, method: 'squash', delete_branch: true } });
    expect(merged.structuredContent).toEqual({ merged: true, sha: '9f3c1e2d', message: 'Merge request merged', branch_deleted: true });
    expect(gitlab.merges.at(-1)).toEqual({ iid: 7, body: { squash: true, should_remove_source_branch: true } });
  });

  it('answers GitLab\'s refusals with the status, GitLab\'s words and what to try', async () => {
    expect(text(await client.callTool({ name: 'vcs_pr_merge', arguments: { repository, number: 8 } })))
      .toBe('WEB-003: GitLab answered HTTP 405: 405 Method Not Allowed; GitLab will not merge it as it is (draft, pipeline, approvals or conflicts); look at the merge request {"status":405}');
    expect(text(await client.callTool({ name: 'vcs_pr_create', arguments: { repository, title: 'Again', head: 'dup' } })))
      .toBe('WEB-003: GitLab answered HTTP 409: Another open merge request already exists for this source branch: !7; it changed meanwhile or already exists; look at it and try again {"status":409}');
    expect(text(await client.callTool({ name: 'vcs_issue_list', arguments: { repository: 'group/other' } })))
      .toBe('WEB-003: GitLab answered HTTP 404: 404 Project Not Found; no such project group/other, or GITLAB_TOKEN cannot see it {"status":404}');
    expect(text(await client.callTool({ name: 'vcs_pr_merge', arguments: { repository, number: 7, method: 'rebase' } }))).toMatch(/^WEB-008: GitLab chooses rebase or fast-forward merging per project/);
  });
});
