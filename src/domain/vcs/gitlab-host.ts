/**
 * GitLab beyond the five dedicated tools (vcs_exec's commands, the coding issue tools), through
 * the same REST API v4 calls and outbound fetcher: project facts, merge request lists, the
 * merge requests that close or mention an issue (closed_by, related_merge_requests), releases,
 * labels, branches, and the writes vcs_exec allows (issues, notes, closing and reopening).
 */
import { GitLabService } from './gitlab-service.js';
import type { BranchInfo, CodeHost, IssueRef, LabelInfo, LinkedPullRequest, PullRequestSummary, ReleaseInfo, RepositoryInfo } from './types.js';

type Json = Record<string, any>;
const per = (limit: number) => Math.max(1, Math.min(100, limit));
/** GitLab says opened where GitHub says open. */
const state = (v: unknown): string => (v === 'opened' ? 'open' : String(v ?? ''));
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function release(r: Json): ReleaseInfo {
  return {
    tag: String(r.tag_name), name: str(r.name), draft: false, prerelease: Boolean(r.upcoming_release), url: str(r._links?.self),
    author: str(r.author?.username), created_at: str(r.created_at), published_at: str(r.released_at), body: String(r.description ?? ''),
    assets: ((r.assets?.links ?? []) as Json[]).map((a) => ({ name: String(a.name), url: String(a.url) })),
  };
}

function issueRef(i: Json): IssueRef {
  return { number: Number(i.iid), title: String(i.title ?? ''), state: state(i.state), url: String(i.web_url ?? '') };
}

export class GitLabHost extends GitLabService implements CodeHost {
  async viewRepository(repository: string, signal?: AbortSignal): Promise<RepositoryInfo> {
    const p = await this.call<Json>(this.project(repository), `project ${repository}`, signal);
    return {
      full_name: String(p.path_with_namespace ?? repository), description: str(p.description), default_branch: str(p.default_branch), visibility: str(p.visibility),
      url: str(p.web_url), stars: p.star_count ?? null, forks: p.forks_count ?? null, open_issues: p.open_issues_count ?? null,
      topics: p.topics ?? p.tag_list ?? [], language: null, license: str(p.license?.key),
    };
  }

  async listPullRequests(repository: string, options: { state: 'open' | 'closed' | 'merged' | 'all'; limit: number; signal?: AbortSignal }): Promise<PullRequestSummary[]> {
    const url = new URL(`${this.project(repository)}/merge_requests`);
    url.searchParams.set('state', options.state === 'open' ? 'opened' : options.state);
    url.searchParams.set('per_page', String(per(options.limit)));
    const data = await this.call<Json[]>(url.toString(), `project ${repository}`, options.signal);
    return data.slice(0, options.limit).map((m) => ({
      number: Number(m.iid), title: String(m.title ?? ''), state: state(m.state), draft: Boolean(m.draft ?? m.work_in_progress), url: String(m.web_url ?? ''),
      author: str(m.author?.username), head: String(m.source_branch ?? ''), base: String(m.target_branch ?? ''), created_at: str(m.created_at), updated_at: str(m.updated_at),
    }));
  }

  async linkedPullRequests(repository: string, issue: number, signal?: AbortSignal): Promise<LinkedPullRequest[]> {
    const what = `issue #${issue} in ${repository}`;
    const [closing, related] = await Promise.all([
      this.call<Json[]>(`${this.project(repository)}/issues/${issue}/closed_by`, what, signal),
      this.call<Json[]>(`${this.project(repository)}/issues/${issue}/related_merge_requests`, what, signal),
    ]);
    const found = new Map<string, LinkedPullRequest>();
    for (const [list, relation] of [[closing, 'closes'], [related, 'mentions']] as const) {
      for (const m of list) {
        const url = String(m.web_url ?? '');
        if (!found.has(url)) found.set(url, { number: Number(m.iid), title: String(m.title ?? ''), state: state(m.state), url, relation });
      }
    }
    return [...found.values()];
  }

  async listReleases(repository: string, limit: number, signal?: AbortSignal): Promise<ReleaseInfo[]> {
    return (await this.call<Json[]>(`${this.project(repository)}/releases?per_page=${per(limit)}`, `project ${repository}`, signal)).slice(0, limit).map(release);
  }

  async viewRelease(repository: string, tag: string, signal?: AbortSignal): Promise<ReleaseInfo> {
    return release(await this.call<Json>(`${this.project(repository)}/releases/${encodeURIComponent(tag)}`, `release ${tag} in ${repository}`, signal));
  }

  async listLabels(repository: string, limit: number, signal?: AbortSignal): Promise<LabelInfo[]> {
    return (await this.call<Json[]>(`${this.project(repository)}/labels?per_page=${per(limit)}`, `project ${repository}`, signal))
      .slice(0, limit).map((l) => ({ name: String(l.name), color: str(l.color), description: str(l.description) }));
  }

  async listBranches(repository: string, limit: number, signal?: AbortSignal): Promise<BranchInfo[]> {
    return (await this.call<Json[]>(`${this.project(repository)}/repository/branches?per_page=${per(limit)}`, `project ${repository}`, signal))
      .slice(0, limit).map((b) => ({ name: String(b.name), sha: str(b.commit?.id), protected: Boolean(b.protected) }));
  }

  async createIssue(repository: string, input: { title: string; body?: string; labels?: string[]; signal?: AbortSignal }, tool: string): Promise<IssueRef> {
    this.requireToken(tool);
    return issueRef(await this.call<Json>(`${this.project(repository)}/issues`, `project ${repository}`, input.signal, {
      method: 'POST', body: { title: input.title, description: input.body, labels: input.labels?.length ? input.labels.join(',') : undefined },
    }));
  }

  async comment(repository: string, on: 'issue' | 'pr', number: number, body: string, tool: string, signal?: AbortSignal): Promise<{ url: string }> {
    this.requireToken(tool);
    const path = on === 'pr' ? 'merge_requests' : 'issues';
    const what = `${on === 'pr' ? 'merge request !' : 'issue #'}${number} in ${repository}`;
    const note = await this.call<Json>(`${this.project(repository)}/${path}/${number}/notes`, what, signal, { method: 'POST', body: { body } });
    const target = await this.call<Json>(`${this.project(repository)}/${path}/${number}`, what, signal);
    return { url: `${String(target.web_url ?? '')}#note_${String(note.id)}` };
  }

  async setIssueState(repository: string, number: number, wanted: 'open' | 'closed', tool: string, signal?: AbortSignal): Promise<IssueRef> {
    this.requireToken(tool);
    return issueRef(await this.call<Json>(`${this.project(repository)}/issues/${number}`, `issue #${number} in ${repository}`, signal, {
      method: 'PUT', body: { state_event: wanted === 'closed' ? 'close' : 'reopen' },
    }));
  }
}
