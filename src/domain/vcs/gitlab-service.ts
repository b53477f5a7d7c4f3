/**
 * The vcs_* tools on GitLab through its REST API v4 (GITLAB_URL/api/v4, PRIVATE-TOKEN from
 * GITLAB_TOKEN), every request through the outbound fetcher. Issues and merge requests are
 * addressed by their project-scoped number (iid); projects by path, nested groups included.
 */
import { DEFAULT_GITLAB_URL, type WebConfig } from '../../config/web.js';
import { AppError } from '../errors/app-error.js';
import { endpointTrust } from '../net/endpoint-trust.js';
import { responseText, type OutboundFetcher, type OutboundRequest } from '../net/outbound.js';
import { requireGitlabOk } from './gitlab-errors.js';
import { MAX_DIFF_CHARS, type CodeHost, type CodeHostCommands, type CreatedPullRequest, type IssueDetail, type IssueSummary, type MergeResult, type PullRequestDetail } from './types.js';

type Json = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const username = (v: unknown): string | null => str((v as Json | null)?.username);
/** GitLab says opened where GitHub says open. */
const state = (v: unknown): string => (v === 'opened' ? 'open' : String(v ?? ''));

export class GitLabService implements Omit<CodeHost, keyof CodeHostCommands> {
  readonly name = 'gitlab' as const;
  private readonly api: string;

  constructor(protected readonly config: Pick<WebConfig, 'gitlabUrl' | 'gitlabToken'>, protected readonly fetcher: OutboundFetcher) {
    this.api = `${config.gitlabUrl}/api/v4`;
  }

  protected project(repository: string): string {
    return `${this.api}/projects/${encodeURIComponent(repository.replace(/\.git$/, ''))}`;
  }

  protected async call<T>(url: string, what: string, signal: AbortSignal | undefined, init: { method?: OutboundRequest['method']; body?: Json } = {}): Promise<T> {
    const response = await this.fetcher.fetch({
      url,
      method: init.method ?? 'GET',
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...(this.config.gitlabToken ? { 'private-token': this.config.gitlabToken } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal,
      provider: 'GitLab',
      trustedHosts: endpointTrust(this.config.gitlabUrl, DEFAULT_GITLAB_URL),
    });
    return JSON.parse(responseText(requireGitlabOk(response, what)) || 'null') as T;
  }

  protected requireToken(tool: string): void {
    if (!this.config.gitlabToken) {
      throw new AppError('WEB-001', { message: `${tool} changes a project, so it needs GITLAB_TOKEN (a token with the api scope; GITLAB_URL for a self-managed GitLab).` });
    }
  }

  async listIssues(repository: string, options: { state: 'open' | 'closed' | 'all'; labels?: string[]; limit: number; signal?: AbortSignal }): Promise<{ issues: IssueSummary[] }> {
    const url = new URL(`${this.project(repository)}/issues`);
    url.searchParams.set('state', options.state === 'open' ? 'opened' : options.state);
    if (options.labels?.length) url.searchParams.set('labels', options.labels.join(','));
    url.searchParams.set('order_by', 'created_at');
    url.searchParams.set('sort', 'desc');
    url.searchParams.set('per_page', String(Math.min(100, options.limit)));
    const data = await this.call<Json[]>(url.toString(), `project ${repository}`, options.signal);
    return {
      issues: data.slice(0, options.limit).map((i) => ({
        number: Number(i.iid), title: String(i.title ?? ''), state: state(i.state), url: String(i.web_url ?? ''), author: username(i.author),
        labels: (i.labels as string[] | undefined) ?? [], comments: Number(i.user_notes_count ?? 0), created_at: str(i.created_at), updated_at: str(i.updated_at),
      })),
    };
  }

  async viewIssue(repository: string, number: number, withComments: boolean, signal?: AbortSignal): Promise<IssueDetail> {
    const what = `issue #${number} in ${repository}`;
    const i = await this.call<Json>(`${this.project(repository)}/issues/${number}`, what, signal);
    const notes = withComments ? await this.call<Json[]>(`${this.project(repository)}/issues/${number}/notes?sort=asc&order_by=created_at&per_page=100`, what, signal) : [];
    return {
      number: Number(i.iid), title: String(i.title ?? ''), state: state(i.state), body: String(i.description ?? ''), url: String(i.web_url ?? ''), author: username(i.author),
      labels: (i.labels as string[] | undefined) ?? [], assignees: ((i.assignees as Json[] | undefined) ?? []).map((a) => String(a.username)), is_pull_request: false,
      created_at: str(i.created_at), updated_at: str(i.updated_at), closed_at: str(i.closed_at),
      // System notes ("changed the label") are GitLab's activity log, not comments.
      comments: notes.filter((n) => !n.system).map((n) => ({ author: username(n.author), body: String(n.body ?? ''), created_at: str(n.created_at), url: `${String(i.web_url ?? '')}#note_${String(n.id)}` })),
    };
  }

  async viewPullRequest(repository: string, number: number, withDiff: boolean, signal?: AbortSignal): Promise<PullRequestDetail> {
    const what = `merge request !${number} in ${repository}`;
    const mr = await this.call<Json>(`${this.project(repository)}/merge_requests/${number}`, what, signal);
    let diff: string | null = null;
    if (withDiff) {
      const files = await this.call<Json[]>(`${this.project(repository)}/merge_requests/${number}/diffs?per_page=100`, what, signal);
      diff = files.map((f) => `diff --git a/${String(f.old_path)} b/${String(f.new_path)}\n--- ${f.new_file ? '/dev/null' : `a/${String(f.old_path)}`}\n+++ ${f.deleted_file ? '/dev/null' : `b/${String(f.new_path)}`}\n${String(f.diff ?? '')}`).join('');
    }
    const changes = Number.parseInt(String(mr.changes_count ?? ''), 10);
    return {
      number: Number(mr.iid), title: String(mr.title ?? ''), state: state(mr.state), draft: Boolean(mr.draft ?? mr.work_in_progress), body: String(mr.description ?? ''),
      url: String(mr.web_url ?? ''), author: username(mr.author), head: String(mr.source_branch ?? ''), base: String(mr.target_branch ?? ''),
      mergeable: mr.detailed_merge_status ? mr.detailed_merge_status === 'mergeable' : mr.merge_status ? mr.merge_status === 'can_be_merged' : null,
      merged: mr.state === 'merged', additions: null, deletions: null, changed_files: Number.isFinite(changes) ? changes : null,
      diff: diff !== null && diff.length > MAX_DIFF_CHARS ? diff.slice(0, MAX_DIFF_CHARS) : diff,
      diff_truncated: diff !== null && diff.length > MAX_DIFF_CHARS,
    };
  }

  async createPullRequest(repository: string, input: { title: string; body?: string; head: string; base?: string; draft: boolean; signal?: AbortSignal }): Promise<CreatedPullRequest> {
    this.requireToken('vcs_pr_create');
    const base = input.base ?? String((await this.call<Json>(this.project(repository), `project ${repository}`, input.signal)).default_branch ?? 'main');
    // GitLab marks drafts by the title prefix.
    const title = input.draft && !/^(draft:|\[draft\])/i.test(input.title) ? `Draft: ${input.title}` : input.title;
    const mr = await this.call<Json>(`${this.project(repository)}/merge_requests`, `project ${repository}`, input.signal, {
      method: 'POST', body: { source_branch: input.head, target_branch: base, title, description: input.body },
    });
    return { number: Number(mr.iid), url: String(mr.web_url ?? ''), state: state(mr.state), draft: Boolean(mr.draft ?? input.draft), head: String(mr.source_branch ?? input.head), base: String(mr.target_branch ?? base) };
  }

  async mergePullRequest(repository: string, number: number, method: 'merge' | 'squash' | 'rebase', deleteBranch: boolean, signal?: AbortSignal): Promise<MergeResult> {
    this.requireToken('vcs_pr_merge');
    if (method === 'rebase') {
      throw new AppError('WEB-008', { message: 'GitLab chooses rebase or fast-forward merging per project (Settings > Merge requests), not per merge: use method merge (the project\'s method) or squash' });
    }
    const mr = await this.call<Json>(`${this.project(repository)}/merge_requests/${number}/merge`, `merge request !${number} in ${repository}`, signal, {
      method: 'PUT', body: { squash: method === 'squash', should_remove_source_branch: deleteBranch },
    });
    const merged = mr.state === 'merged';
    return {
      merged,
      sha: str(mr.merge_commit_sha) ?? str(mr.squash_commit_sha) ?? str(mr.sha),
      message: merged ? 'Merge request merged' : `Merge request is ${String(mr.state)}`,
      branch_deleted: merged && deleteBranch,
    };
  }
}
