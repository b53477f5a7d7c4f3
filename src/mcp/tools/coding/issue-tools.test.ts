/**
 * coding_link_vcs_issue and coding_get_issue_context over /mcp and stdio against loopback
 * stand-ins of GitHub's and GitLab's REST APIs: links kept as coding records the graph sees,
 * comments only when asked, and an issue's context from the host (comments, linked pull
 * requests) with the sessions, decisions and files of the records linked to it or mentioning it.
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
const user = { user_id: 'dana' };

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

async function ok(client: Client, name: string, args: Json): Promise<Json> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, `${name}: ${result.isError ? text(result) : ''}`).toBeFalsy();
  return result.structuredContent as Json;
}

describe('issue tools on GitHub with a token', () => {
  let server: McpTestServer;
  let client: Client;
  let mentioning = '';
  let linked = '';

  beforeAll(async () => {
    server = await startMcpTestServer({ GITHUB_API_URL: github.url, GITHUB_TOKEN: GITHUB_TEST_TOKEN });
    client = await server.connect(await server.createKey('issues'));
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('links a session to an issue as a coding record, writing nothing to GitHub unless asked', async () => {
    mentioning = (await ok(client, 'coding_start_session', { ...user, project: repository, task: 'Look into #1 before the release' })).session_id;
    linked = (await ok(client, 'coding_start_session', { ...user, project: repository, task: 'Fix recall ordering' })).session_id;
    const writesBefore = github.requests.filter((r) => r.method !== 'GET').length;
    const link = await ok(client, 'coding_link_vcs_issue', { ...user, session_id: linked, repository, issue_number: 1 });
    expect(link).toEqual({
      ok: true, message: `Linked session ${linked} to octo/demo#1 (Recall misses recent memories, open).`, link_key: `coding/issue/${linked}/github/octo/demo#1`,
      session_id: linked, project: repository, provider: 'github', repository, issue_number: 1,
      issue: { title: 'Recall misses recent memories', state: 'open', url: 'https://github.com/octo/demo/issues/1' }, verified: true, comment_url: null,
    });
    expect(github.requests.filter((r) => r.method !== 'GET').length).toBe(writesBefore);
    const related = await ok(client, 'memory_get_related', { user_id: 'dana', agent_name: 'global', key: `coding/session/${linked}`, depth: 1 });
    expect(related.related.map((n: Json) => n.label)).toContain(link.link_key);
    const stored = await ok(client, 'memory_fetch', { user_id: 'dana', agent_name: 'global', key: link.link_key });
    expect(stored.memory).toMatchObject({ scope: 'persistent', tags: expect.arrayContaining(['coding', 'coding:issue-link', 'project:octo/demo', 'issue:octo/demo#1']), metadata: { verified: true, issue_title: 'Recall misses recent memories' } });
  });

  it('comments on the issue only when asked', async () => {
    const plain = await ok(client, 'coding_link_vcs_issue', { ...user, session_id: linked, repository, issue_number: 1, post_comment: true });
    expect(plain.comment_url).toMatch(/^https:\/\/github\.com\/octo\/demo\/issues\/1#issuecomment-\d+$/);
    expect(github.comments.at(-1)).toEqual({ number: 1, body: `Work on this issue is tracked in coding session \`${linked}\` (octo/demo: Fix recall ordering).` });
    await ok(client, 'coding_link_vcs_issue', { ...user, session_id: linked, repository, issue_number: 1, post_comment: true, comment: 'On it.' });
    expect(github.comments.at(-1)).toEqual({ number: 1, body: 'On it.' });
    expect(text(await client.callTool({ name: 'coding_link_vcs_issue', arguments: { ...user, session_id: linked, repository, issue_number: 1, comment: 'x' } }))).toMatch(/^MCP-008: .*comment is posted only with post_comment: true/);
  });

  it('refuses an issue GitHub does not have, keeps an unverified link when GitHub cannot answer, and checks the session', async () => {
    expect(text(await client.callTool({ name: 'coding_link_vcs_issue', arguments: { ...user, session_id: linked, repository, issue_number: 99 } }))).toMatch(/^WEB-003: GitHub answered HTTP 404/);
    const limited = await ok(client, 'coding_link_vcs_issue', { ...user, session_id: linked, repository: 'octo/limited', issue_number: 5 });
    expect(limited).toMatchObject({ ok: true, verified: false, issue: null });
    expect(limited.message).toMatch(/The issue could not be looked up \(WEB-003: GitHub answered HTTP 403: API rate limit exceeded.*\); the link is kept unverified\./);
    expect(text(await client.callTool({ name: 'coding_link_vcs_issue', arguments: { user_id: 'erin', session_id: linked, repository, issue_number: 1 } }))).toMatch(/^MEMORY-001: No coding session .* for user erin/);
  });

  it('gathers the issue, its comments and linked pull requests with the records linked to it or mentioning it', async () => {
    await ok(client, 'coding_track_file_change', { ...user, session_id: linked, file_path: 'src/recall.ts', change_type: 'modified' });
    await ok(client, 'coding_record_decision', { ...user, project: repository, decision: 'Order recall by updated_at (fixes octo/demo#1)' });
    await ok(client, 'coding_record_decision', { ...user, project: repository, decision: 'Unrelated: keep #12 open' });
    await ok(client, 'coding_record_error', { ...user, project: repository, session_id: mentioning, file_path: 'src/cache.ts', error_message: 'Stale cache entry returned' });
    const context = await ok(client, 'coding_get_issue_context', { ...user, project: repository, repository, issue_number: 1 });
    expect(context).toMatchObject({
      provider: 'github', repository,
      issue: { number: 1, title: 'Recall misses recent memories', comments: [{ author: 'bob', body: 'I can reproduce this.' }, { author: 'alice', body: 'Fixed in #3?' }] },
      linked_pull_requests: [{ number: 3, title: 'Add sparse attention', state: 'open', url: 'https://github.com/octo/demo/pull/3', relation: 'mentions' }],
      related_decisions: [{ decision: 'Order recall by updated_at (fixes octo/demo#1)' }],
      related_errors: [{ error_message: 'Stale cache entry returned', session_id: mentioning }],
      related_changes: [{ file_path: 'src/recall.ts', session_id: linked }],
      notes: [],
    });
    const sessions = Object.fromEntries(context.related_sessions.map((s: Json) => [s.session_id, s.linked]));
    expect(sessions).toEqual({ [mentioning]: false, [linked]: true });
    expect(context.related_files).toEqual(['src/cache.ts', 'src/recall.ts']);
    const elsewhere = await ok(client, 'coding_get_issue_context', { ...user, project: 'other/project', repository, issue_number: 1 });
    expect(elsewhere).toMatchObject({ related_sessions: [], related_files: [] });
    expect(elsewhere.notes[0]).toMatch(/^No coding record of other\/project for user dana is linked to or mentions octo\/demo#1/);
  });
});

describe('issue tools without a GitHub token', () => {
  let server: McpTestServer;

  beforeAll(async () => {
    server = await startMcpTestServer({ GITHUB_API_URL: github.url });
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('keep the link and say why the comment was not posted', async () => {
    const client = await server.connect(await server.createKey('issues-anon'));
    const session = (await ok(client, 'coding_start_session', { project: repository })).session_id;
    const link = await ok(client, 'coding_link_vcs_issue', { session_id: session, repository, issue_number: 1, post_comment: true });
    expect(link).toMatchObject({ ok: true, verified: true, comment_url: null });
    expect(link.message).toContain('The link is stored, but the comment was not posted: WEB-001: coding_link_vcs_issue changes a repository, so it needs GITHUB_TOKEN');
  });
});

describe('issue tools on GitLab', () => {
  let server: McpTestServer;

  beforeAll(async () => {
    server = await startMcpTestServer({ GITLAB_URL: gitlab.url, GITLAB_TOKEN: GITLAB_TEST_TOKEN });
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('reads the merge requests that close and mention the issue, and notes on it when asked', async () => {
    const client = await server.connect(await server.createKey('issues-gitlab'));
    const session = (await ok(client, 'coding_start_session', { project: GITLAB_PROJECT, task: 'Recall' })).session_id;
    const link = await ok(client, 'coding_link_vcs_issue', { session_id: session, repository: GITLAB_PROJECT, issue_number: 1, post_comment: true });
    expect(link).toMatchObject({ provider: 'gitlab', link_key: `coding/issue/${session}/gitlab/${GITLAB_PROJECT}#1`, comment_url: 'https://gitlab.example/group/sub/demo/-/issues/1#note_601' });
    expect(gitlab.notes.at(-1)).toMatchObject({ on: 'issues', iid: 1 });
    const context = await ok(client, 'coding_get_issue_context', { project: GITLAB_PROJECT, repository: GITLAB_PROJECT, issue_number: 1 });
    expect(context.linked_pull_requests).toEqual([
      { number: 7, title: 'Add sparse attention', state: 'open', url: 'https://gitlab.example/group/sub/demo/-/merge_requests/7', relation: 'closes' },
      { number: 8, title: 'Add sparse attention', state: 'open', url: 'https://gitlab.example/group/sub/demo/-/merge_requests/8', relation: 'mentions' },
    ]);
    expect(context.issue.comments.map((c: Json) => c.body)).toEqual(['I can reproduce this.']);
    expect(context.related_sessions).toEqual([expect.objectContaining({ session_id: session, linked: true })]);
  });
});

describe('issue tools over stdio', () => {
  let store: ScratchStore;

  beforeAll(async () => {
    store = await createScratchStore('memplat-issues-stdio-');
  });
  afterAll(async () => store?.remove());

  it('memplat mcp links a session and gathers the issue', async () => {
    const transport = new MemplatMcpInProcess({ ...store.env, GITHUB_API_URL: github.url, GITHUB_TOKEN: GITHUB_TEST_TOKEN });
    const client = new Client({ name: 'issues-stdio-test', version: '1.0.0' });
    await client.connect(transport, { timeout: testTime(60_000) });
    try {
      const session = (await ok(client, 'coding_start_session', { project: repository })).session_id;
      expect(await ok(client, 'coding_link_vcs_issue', { session_id: session, repository, issue_number: 1 })).toMatchObject({ verified: true });
      const context = await ok(client, 'coding_get_issue_context', { project: repository, repository, issue_number: 1 });
      expect(context.related_sessions).toEqual([expect.objectContaining({ session_id: session, linked: true })]);
    } finally {
      await client.close();
    }
  }, testTime(60_000));
});
