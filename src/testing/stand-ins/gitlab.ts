/**
 * A GitLab REST API v4 stand-in for one project, group/sub/demo (nested groups, default
 * branch main), with GitLab's response shapes and error bodies: issues (iid, `opened`),
 * notes (system notes among them), merge requests with their diffs, creating and merging.
 * For vcs_exec and the coding issue tools also merge request lists, the merge requests closing
 * and mentioning issue #1 (!7 closes it, !8 mentions it), releases, labels, branches, creating
 * issues, notes on issues and merge requests, closing and reopening.
 * Writing needs PRIVATE-TOKEN (401 otherwise); merge request !8 cannot be merged (405) and a
 * second merge request from branch `dup` is refused (409).
 */
import { sendJson, startStandIn, type StandIn } from './loopback-server.js';

export const GITLAB_TEST_TOKEN = 'glpat-test-token';
export const GITLAB_PROJECT = 'group/sub/demo';

export interface GitLabStandIn extends StandIn {
  merges: Array<{ iid: number; body: Record<string, unknown> }>;
  created: Array<Record<string, unknown>>;
  notes: Array<{ on: string; iid: number; body: string }>;
  issuesCreated: Array<Record<string, unknown>>;
  stateEvents: Array<{ iid: number; state_event: string }>;
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
  const notes: Array<{ on: string; iid: number; body: string }> = [];
  const issuesCreated: Array<Record<string, unknown>> = [];
  const stateEvents: Array<{ iid: number; state_event: string }> = [];
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
    const linked = rest.match(/^\/issues\/(\d+)\/(closed_by|related_merge_requests)$/);
    if (req.method === 'GET' && linked) {
      if (!ISSUES.some((i) => i.iid === Number(linked[1]))) return sendJson(res, { message: '404 Not found' }, 404);
      if (linked[1] !== '1') return sendJson(res, []);
      return sendJson(res, linked[2] === 'closed_by' ? [mergeRequest(7)] : [mergeRequest(7), mergeRequest(8)]);
    }
    const noteOn = rest.match(/^\/(issues|merge_requests)\/(\d+)\/notes$/);
    if (req.method === 'POST' && noteOn) {
      const body = String(JSON.parse(req.body || '{}').body ?? '');
      notes.push({ on: noteOn[1]!, iid: Number(noteOn[2]), body });
      return sendJson(res, { id: 600 + notes.length, body, author: author('bot'), created_at: '2024-05-01T10:00:00.000Z', system: false, noteable_iid: Number(noteOn[2]) }, 201);
    }
    if (req.method === 'GET' && rest === '/merge_requests') {
      const state = req.url.searchParams.get('state') ?? 'all';
      const list = [{ ...mergeRequest(7), created_at: '2024-03-01T10:00:00.000Z', updated_at: '2024-03-02T10:00:00.000Z' }, { ...mergeRequest(8), state: 'merged' }];
      return sendJson(res, list.filter((m) => state === 'all' || m.state === state));
    }
    if (req.method === 'GET' && (rest === '/releases' || rest === '/releases/v1.2.0')) {
      const release = { tag_name: 'v1.2.0', name: 'Version 1.2.0', description: 'Faster recall.', created_at: '2024-04-01T10:00:00.000Z', released_at: '2024-04-01T11:00:00.000Z', upcoming_release: false, author: author('alice'), assets: { count: 1, links: [{ id: 1, name: 'demo.tar.gz', url: `${WEB}/-/releases/v1.2.0/downloads/demo.tar.gz` }] }, _links: { self: `${WEB}/-/releases/v1.2.0` } };
      return sendJson(res, rest === '/releases' ? [release] : release);
    }
    if (req.method === 'GET' && rest === '/labels') return sendJson(res, [{ id: 1, name: 'bug', color: '#d9534f', description: 'Something is not working' }]);
    if (req.method === 'GET' && rest === '/repository/branches') return sendJson(res, [{ name: 'main', commit: { id: 'def456' }, protected: true }, { name: 'feature', commit: { id: 'abc123' }, protected: false }]);
    if (req.method === 'POST' && rest === '/issues') {
      const input = JSON.parse(req.body || '{}') as Record<string, unknown>;
      issuesCreated.push(input);
      return sendJson(res, { ...ISSUES[1], id: 13, iid: 3, title: input.title, description: input.description ?? null, labels: String(input.labels ?? '').split(',').filter(Boolean), web_url: `${WEB}/-/issues/3` }, 201);
    }
    const put = rest.match(/^\/issues\/(\d+)$/);
    if (req.method === 'PUT' && put) {
      const found = ISSUES.find((i) => i.iid === Number(put[1]));
      if (!found) return sendJson(res, { message: '404 Not found' }, 404);
      const event = String(JSON.parse(req.body || '{}').state_event ?? '');
      stateEvents.push({ iid: found.iid, state_event: event });
      return sendJson(res, { ...found, state: event === 'close' ? 'closed' : 'opened' });
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
  return Object.assign(standIn, { merges, created, notes, issuesCreated, stateEvents });
}
