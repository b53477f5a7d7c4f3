/**
 * A GitHub REST API stand-in for one repository, octo/demo (default branch main), with the
 * response shapes and error bodies of api.github.com: issues (pull requests listed among them,
 * as GitHub does), comments, pull requests (JSON, or the diff with the diff media type),
 * creating and merging pull requests and deleting branches; for vcs_exec and the coding issue
 * tools also the pull request list, issue #1's timeline (cross-referenced by pull request #3),
 * releases, labels, branches, creating issues, commenting, closing and reopening. Writing needs
 * the token (401 "Bad credentials" otherwise); octo/limited answers 403 with a spent rate limit.
 */
import { sendJson, startStandIn, type StandIn } from './loopback-server.js';

export const GITHUB_TEST_TOKEN = 'ghp_testtoken';

export interface GitHubStandIn extends StandIn {
  deletedRefs: string[];
  merged: Array<{ number: number; method: string }>;
  created: Array<Record<string, unknown>>;
  comments: Array<{ number: number; body: string }>;
  issuesCreated: Array<Record<string, unknown>>;
  issueStates: Array<{ number: number; state: string }>;
}

const WEB = 'https://github.com/octo/demo';
const user = (login: string) => ({ login, id: 1, type: 'User', html_url: `https://github.com/${login}` });

function issue(number: number, title: string, state: string, labels: string[], extra: Record<string, unknown> = {}) {
  return {
    id: 1000 + number, number, title, state, body: `Body of #${number}`, html_url: `${WEB}/issues/${number}`, user: user('alice'),
    labels: labels.map((name, i) => ({ id: i, name, color: 'ededed' })), assignees: [user('bob')], comments: number === 1 ? 2 : 0,
    created_at: `2024-0${number}-01T10:00:00Z`, updated_at: `2024-0${number}-02T10:00:00Z`, closed_at: state === 'closed' ? `2024-0${number}-03T10:00:00Z` : null, ...extra,
  };
}

const ISSUES = [
  issue(4, 'Fork change', 'open', [], { pull_request: { url: 'x', html_url: `${WEB}/pull/4` } }),
  issue(3, 'Add sparse attention', 'open', ['enhancement'], { pull_request: { url: 'x', html_url: `${WEB}/pull/3` } }),
  issue(2, 'Old crash', 'closed', ['bug']),
  issue(1, 'Recall misses recent memories', 'open', ['bug', 'memory']),
];

function pull(number: number, fork: boolean) {
  return {
    id: 2000 + number, number, state: 'open', title: number === 3 ? 'Add sparse attention' : 'Fork change', body: 'Implements it.', html_url: `${WEB}/pull/${number}`,
    user: user('carol'), draft: false, merged: false, mergeable: number === 3, additions: 10, deletions: 2, changed_files: 1,
    head: { ref: fork ? 'patch-1' : 'feature', sha: 'abc', repo: { full_name: fork ? 'someone/demo' : 'octo/demo' } },
    base: { ref: 'main', sha: 'def', repo: { full_name: 'octo/demo' } },
  };
}

const RELEASE = {
  id: 1, tag_name: 'v1.2.0', name: 'Version 1.2.0', draft: false, prerelease: false, html_url: `${WEB}/releases/tag/v1.2.0`, author: user('alice'),
  created_at: '2024-04-01T10:00:00Z', published_at: '2024-04-01T11:00:00Z', body: 'Faster recall.',
  assets: [{ id: 1, name: 'demo.tar.gz', browser_download_url: `${WEB}/releases/download/v1.2.0/demo.tar.gz` }],
};

const DIFF = 'diff --git a/src/a.ts b/src/a.ts\n--- a/src/a.ts\n+++ b/src/a.ts\n@@ -1 +1 @@\n-old\n+new\n';

export async function startGithubStandIn(): Promise<GitHubStandIn> {
  const deletedRefs: string[] = [];
  const merged: Array<{ number: number; method: string }> = [];
  const created: Array<Record<string, unknown>> = [];
  const comments: Array<{ number: number; body: string }> = [];
  const issuesCreated: Array<Record<string, unknown>> = [];
  const issueStates: Array<{ number: number; state: string }> = [];
  const standIn = await startStandIn((req, res) => {
    const authed = /^(token|bearer) ghp_testtoken$/i.test(String(req.headers.authorization ?? ''));
    const rate = { 'x-ratelimit-limit': authed ? '5000' : '60', 'x-ratelimit-remaining': '59', 'x-ratelimit-reset': '1700000000' };
    const json = (status: number, data: unknown, headers: Record<string, string> = {}) => sendJson(res, data, status, { ...rate, ...headers });
    const notFound = () => json(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });
    const m = req.url.pathname.match(/^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/);
    if (!m) return notFound();
    const [, owner, repo, rest = ''] = m;
    if (`${owner}/${repo}` === 'octo/limited') return json(403, { message: 'API rate limit exceeded for 127.0.0.1.', documentation_url: 'https://docs.github.com/rest/rate-limit' }, { 'x-ratelimit-remaining': '0' });
    if (`${owner}/${repo}` !== 'octo/demo') return notFound();
    const write = req.method !== 'GET';
    if (write && !authed) return json(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' });
    if (req.method === 'GET' && rest === '') return json(200, { id: 1, full_name: 'octo/demo', default_branch: 'main', private: false, html_url: WEB });
    if (req.method === 'GET' && rest === '/issues') {
      const state = req.url.searchParams.get('state') ?? 'open';
      const labels = (req.url.searchParams.get('labels') ?? '').split(',').filter(Boolean);
      const list = ISSUES.filter((i) => (state === 'all' || i.state === state) && labels.every((l) => i.labels.some((x) => x.name === l)));
      return json(200, list.slice(0, Number(req.url.searchParams.get('per_page') ?? '30')));
    }
    const issueMatch = rest.match(/^\/issues\/(\d+)(\/comments)?$/);
    if (req.method === 'GET' && issueMatch) {
      const found = ISSUES.find((i) => i.number === Number(issueMatch[1]));
      if (!found) return notFound();
      if (!issueMatch[2]) return json(200, found);
      return json(200, [
        { id: 1, body: 'I can reproduce this.', user: user('bob'), created_at: '2024-01-01T12:00:00Z', html_url: `${WEB}/issues/1#issuecomment-1` },
        { id: 2, body: 'Fixed in #3?', user: user('alice'), created_at: '2024-01-02T12:00:00Z', html_url: `${WEB}/issues/1#issuecomment-2` },
      ]);
    }
    const pullMatch = rest.match(/^\/pulls\/(\d+)(\/merge)?$/);
    if (pullMatch) {
      const number = Number(pullMatch[1]);
      if (number !== 3 && number !== 4) return notFound();
      if (req.method === 'GET' && !pullMatch[2]) {
        if (String(req.headers.accept).includes('diff')) return res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', ...rate }).end(DIFF);
        return json(200, pull(number, number === 4));
      }
      if (req.method === 'PUT' && pullMatch[2]) {
        if (number === 4) return json(405, { message: 'Pull Request is not mergeable', documentation_url: 'https://docs.github.com/rest/pulls/pulls#merge-a-pull-request' });
        const method = JSON.parse(req.body || '{}').merge_method ?? 'merge';
        merged.push({ number, method });
        return json(200, { sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e', merged: true, message: 'Pull Request successfully merged' });
      }
    }
    if (req.method === 'POST' && rest === '/pulls') {
      const input = JSON.parse(req.body || '{}') as Record<string, unknown>;
      if (input.head === input.base || input.head === 'nothing') {
        return json(422, { message: 'Validation Failed', errors: [{ resource: 'PullRequest', code: 'custom', message: `No commits between ${input.base} and ${input.head}` }], documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request', status: '422' });
      }
      created.push(input);
      return json(201, { ...pull(5, false), number: 5, html_url: `${WEB}/pull/5`, title: input.title, draft: Boolean(input.draft), head: { ref: input.head, repo: { full_name: 'octo/demo' } }, base: { ref: input.base, repo: { full_name: 'octo/demo' } } });
    }
    if (req.method === 'GET' && rest === '/pulls') {
      const state = req.url.searchParams.get('state') ?? 'open';
      const pulls = [{ ...pull(3, false), created_at: '2024-03-01T10:00:00Z', updated_at: '2024-03-02T10:00:00Z', merged_at: null }, { ...pull(4, true), state: 'closed', merged_at: '2024-04-02T10:00:00Z' }];
      return json(200, pulls.filter((p) => state === 'all' || p.state === state));
    }
    if (req.method === 'GET' && rest === '/issues/1/timeline') {
      return json(200, [
        { event: 'labeled', label: { name: 'bug' }, created_at: '2024-01-01T10:00:00Z' },
        { event: 'cross-referenced', created_at: '2024-01-03T10:00:00Z', source: { type: 'issue', issue: { ...issue(3, 'Add sparse attention', 'open', ['enhancement']), pull_request: { url: 'x', html_url: `${WEB}/pull/3`, merged_at: null } } } },
        { event: 'cross-referenced', created_at: '2024-01-04T10:00:00Z', source: { type: 'issue', issue: issue(2, 'Old crash', 'closed', ['bug']) } },
      ]);
    }
    if (req.method === 'GET' && rest === '/releases') return json(200, [RELEASE]);
    if (req.method === 'GET' && rest.startsWith('/releases/tags/')) return decodeURIComponent(rest.slice('/releases/tags/'.length)) === 'v1.2.0' ? json(200, RELEASE) : notFound();
    if (req.method === 'GET' && rest === '/labels') return json(200, [{ id: 1, name: 'bug', color: 'd73a4a', description: 'Something is not working', default: true }, { id: 2, name: 'memory', color: 'ededed', description: null, default: false }]);
    if (req.method === 'GET' && rest === '/branches') return json(200, [{ name: 'main', commit: { sha: 'def', url: 'x' }, protected: true }, { name: 'feature', commit: { sha: 'abc', url: 'x' }, protected: false }]);
    if (req.method === 'POST' && rest === '/issues') {
      const input = JSON.parse(req.body || '{}') as Record<string, unknown>;
      issuesCreated.push(input);
      return json(201, issue(6, String(input.title), 'open', (input.labels as string[] | undefined) ?? []));
    }
    const commentMatch = rest.match(/^\/issues\/(\d+)\/comments$/);
    if (req.method === 'POST' && commentMatch) {
      const number = Number(commentMatch[1]);
      if (!ISSUES.some((i) => i.number === number)) return notFound();
      const text = String(JSON.parse(req.body || '{}').body ?? '');
      comments.push({ number, body: text });
      return json(201, { id: 100 + comments.length, body: text, user: user('octo-bot'), created_at: '2024-05-01T10:00:00Z', html_url: `${WEB}/issues/${number}#issuecomment-${100 + comments.length}` });
    }
    const patchMatch = rest.match(/^\/issues\/(\d+)$/);
    if (req.method === 'PATCH' && patchMatch) {
      const found = ISSUES.find((i) => i.number === Number(patchMatch[1]));
      if (!found) return notFound();
      const state = String(JSON.parse(req.body || '{}').state ?? found.state);
      issueStates.push({ number: found.number, state });
      return json(200, { ...found, state });
    }
    // Octokit sends the ref as one encoded segment (heads%2Ffeature), which GitHub accepts.
    const refMatch = decodeURIComponent(rest).match(/^\/git\/refs\/(heads\/.+)$/);
    if (req.method === 'DELETE' && refMatch) {
      deletedRefs.push(refMatch[1]!);
      return res.writeHead(204, rate).end();
    }
    return notFound();
  });
  return Object.assign(standIn, { deletedRefs, merged, created, comments, issuesCreated, issueStates });
}

