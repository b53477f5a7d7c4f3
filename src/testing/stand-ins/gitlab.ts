/**
 * A GitLab REST API v4 stand-in for one project, group/sub/demo (nested groups, default
 * branch main), with GitLab's response shapes and error bodies: issues (iid, `opened`),
 * notes (system notes among them), merge requests with their diffs, creating and merging.
 * Writing needs PRIVATE-TOKEN (401 otherwise); merge request !8 cannot be merged (405) and a
 * second merge request from branch `dup` is refused (409).
 */
import { sendJson, startStandIn, type StandIn } from './loopback-server.js';

export const GITLAB_TEST_TOKEN = 'glpat-test-token';
export const GITLAB_PROJECT = 'group/sub/demo';

export interface GitLabStandIn extends StandIn {
  merges: Array<{ iid: number; body: Record<string, unknown> }>;
  created: Array<Record<string, unknown>>;
}

const WEB = 'https://gitlab.example/group/sub/demo';
const author = (username: string) => ({ id: 1, username, name: username, state: 'active', web_url: `https://gitlab.example/${username}` });

const ISSUES = [
  { id: 12, iid: 2, project_id: 7, title: 'Old crash', description: 'It crashed.', state: 'closed', labels: ['bug'], author: author('alice'), assignees: [], user_notes_count: 0, created_at: '2024-02-01T10:00:00.000Z', updated_at: '2024-02-02T10:00:00.000Z', closed_at: '2024-02-03T10:00:00.000Z', web_url: `${WEB}/-/issues/2` },
  { id: 11, iid: 1, project_id: 7, title: 'Recall misses recent memories', description: 'Steps to reproduce...', state: 'opened', labels: ['bug', 'memory'], author: author('alice'), assignees: [author('bob')], user_notes_count: 1, created_at: '2024-01-01T10:00:00.000Z', updated_at: '2024-01-02T10:00:00.000Z', closed_at: null, web_url: `${WEB}/-/issues/1` },
];

function mergeRequest(iid: number) {
  return {
    id: 100 + iid, iid, project_id: 7, title: 'Add sparse attention', description: 'Implements it.', state: 'opened', draft: false, work_in_progress: false,
    source_branch: 'feature', target_branch: 'main', author: author('carol'), web_url: `${WEB}/-/merge_requests/${iid}`,
    merge_status: iid === 8 ? 'cannot_be_merged' : 'can_be_merged', detailed_merge_status: iid === 8 ? 'broken_status' : 'mergeable', changes_count: '1', sha: 'abc123',
  };
}

export async function startGitlabStandIn(): Promise<GitLabStandIn> {
  const merges: Array<{ iid: number; body: Record<string, unknown> }> = [];
  const created: Array<Record<string, unknown>> = [];
  const standIn = await startStandIn((req, res) => {
    const authed = req.headers['private-token'] === GITLAB_TEST_TOKEN;
    const m = req.url.pathname.match(/^\/api\/v4\/projects\/([^/]+)(\/.*)?$/);
    if (!m || decodeURIComponent(m[1]!) !== GITLAB_PROJECT) return sendJson(res, { message: '404 Project Not Found' }, 404);
    const rest = m[2] ?? '';
    if (req.method !== 'GET' && !authed) return sendJson(res, { message: '401 Unauthorized' }, 401);
    if (req.method === 'GET' && rest === '') return sendJson(res, { id: 7, path_with_namespace: GITLAB_PROJECT, default_branch: 'main', web_url: WEB });
    if (req.method === 'GET' && rest === '/issues') {
      const state = req.url.searchParams.get('state') ?? 'all';
      const labels = (req.url.searchParams.get('labels') ?? '').split(',').filter(Boolean);
      return sendJson(res, ISSUES.filter((i) => (state === 'all' || i.state === state) && labels.every((l) => i.labels.includes(l))));
    }
    const issue = rest.match(/^\/issues\/(\d+)(\/notes)?$/);
    if (req.method === 'GET' && issue) {
      const found = ISSUES.find((i) => i.iid === Number(issue[1]));
      if (!found) return sendJson(res, { message: '404 Not found' }, 404);
      if (!issue[2]) return sendJson(res, found);
      return sendJson(res, [
        { id: 501, body: 'added ~bug label', author: author('alice'), created_at: '2024-01-01T11:00:00.000Z', system: true },
        { id: 502, body: 'I can reproduce this.', author: author('bob'), created_at: '2024-01-01T12:00:00.000Z', system: false },
      ]);
    }
    const mr = rest.match(/^\/merge_requests\/(\d+)(\/diffs|\/merge)?$/);
    if (mr) {
      const iid = Number(mr[1]);
      if (iid !== 7 && iid !== 8) return sendJson(res, { message: '404 Not found' }, 404);
      if (req.method === 'GET' && !mr[2]) return sendJson(res, mergeRequest(iid));
      if (req.method === 'GET' && mr[2] === '/diffs') return sendJson(res, [{ old_path: 'src/a.ts', new_path: 'src/a.ts', a_mode: '100644', b_mode: '100644', diff: '@@ -1 +1 @@\n-old\n+new\n', new_file: false, renamed_file: false, deleted_file: false }]);
      if (req.method === 'PUT' && mr[2] === '/merge') {
        if (iid === 8) return sendJson(res, { message: '405 Method Not Allowed' }, 405);
        merges.push({ iid, body: JSON.parse(req.body || '{}') });
        return sendJson(res, { ...mergeRequest(iid), state: 'merged', merge_commit_sha: '9f3c1e2d', squash_commit_sha: null });
      }
    }
    if (req.method === 'POST' && rest === '/merge_requests') {
      const input = JSON.parse(req.body || '{}') as Record<string, unknown>;
      if (input.source_branch === 'dup') return sendJson(res, { message: ['Another open merge request already exists for this source branch: !7'] }, 409);
      created.push(input);
      return sendJson(res, { ...mergeRequest(9), iid: 9, web_url: `${WEB}/-/merge_requests/9`, title: input.title, draft: String(input.title).startsWith('Draft:'), source_branch: input.source_branch, target_branch: input.target_branch }, 201);
    }
    return sendJson(res, { error: '404 Not Found' }, 404);
  });
  return Object.assign(standIn, { merges, created });
}
