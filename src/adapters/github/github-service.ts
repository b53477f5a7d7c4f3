/**
 * The vcs_* tools on GitHub through Octokit (@octokit/rest), every request through the
 * outbound fetcher. GITHUB_API_URL points it at GitHub Enterprise; GITHUB_TOKEN authenticates
 * (reading public repositories works without it, writing does not: WEB-001).
 */
import { Octokit } from '@octokit/rest';
import { DEFAULT_GITHUB_API_URL, type WebConfig } from '../../config/web.js';
import { endpointTrust } from '../../domain/net/endpoint-trust.js';
import { AppError } from '../../domain/errors/app-error.js';
import type { OutboundFetcher } from '../../domain/net/outbound.js';
import { githubFailure } from './github-errors.js';
import { octokitFetch } from './octokit-fetch.js';
import { MAX_DIFF_CHARS, type CodeHost, type CodeHostCommands, type CreatedPullRequest, type IssueDetail, type IssueSummary, type MergeResult, type PullRequestDetail, type RepositoryRef } from '../../domain/vcs/types.js';

type Labels = Array<string | { name?: string | null }>;
const labelNames = (labels: Labels | undefined): string[] => (labels ?? []).map((l) => (typeof l === 'string' ? l : l.name ?? '')).filter(Boolean);

export function parseRepository(value: string): RepositoryRef {
  const [owner = '', repo = ''] = value.split('/');
  return { owner, repo: repo.replace(/\.git$/, '') };
}

export class GitHubService implements Omit<CodeHost, keyof CodeHostCommands> {
  readonly name = 'github' as const;
  protected readonly octokit: Octokit;

  constructor(protected readonly config: Pick<WebConfig, 'githubApiUrl' | 'githubToken' | 'fetch'>, fetcher: OutboundFetcher) {
    this.octokit = new Octokit({
      auth: config.githubToken,
      baseUrl: config.githubApiUrl,
      userAgent: config.fetch.userAgent,
      request: { fetch: octokitFetch(fetcher, endpointTrust(config.githubApiUrl, DEFAULT_GITHUB_API_URL)) },
      log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    });
  }

  protected requireToken(tool: string): void {
    if (!this.config.githubToken) {
      throw new AppError('WEB-001', { message: `${tool} changes a repository, so it needs GITHUB_TOKEN (a token allowed to write pull requests; GITHUB_API_URL for GitHub Enterprise).` });
    }
  }

  async listIssues(repository: string, options: { state: 'open' | 'closed' | 'all'; labels?: string[]; limit: number; signal?: AbortSignal }): Promise<{ issues: IssueSummary[] }> {
    const { owner, repo } = parseRepository(repository);
    try {
      const { data } = await this.octokit.rest.issues.listForRepo({ owner, repo, state: options.state, labels: options.labels?.length ? options.labels.join(',') : undefined, per_page: Math.min(100, options.limit), request: { signal: options.signal } });
      // GitHub lists pull requests among issues; vcs_pr_view reads those.
      const issues = data.filter((i) => !i.pull_request).slice(0, options.limit).map((i) => ({
        number: i.number, title: i.title, state: i.state, url: i.html_url, author: i.user?.login ?? null, labels: labelNames(i.labels as Labels),
        comments: i.comments, created_at: i.created_at ?? null, updated_at: i.updated_at ?? null,
      }));
      return { issues };
    } catch (error) {
      githubFailure(error, `repository ${repository}`, options.signal);
    }
  }

  async viewIssue(repository: string, number: number, withComments: boolean, signal?: AbortSignal): Promise<IssueDetail> {
    const { owner, repo } = parseRepository(repository);
    try {
      const { data: i } = await this.octokit.rest.issues.get({ owner, repo, issue_number: number, request: { signal } });
      const comments = withComments && i.comments > 0
        ? (await this.octokit.rest.issues.listComments({ owner, repo, issue_number: number, per_page: 100, request: { signal } })).data.map((c) => ({ author: c.user?.login ?? null, body: c.body ?? '', created_at: c.created_at ?? null, url: c.html_url }))
        : [];
      return {
        number: i.number, title: i.title, state: i.state, body: i.body ?? '', url: i.html_url, author: i.user?.login ?? null,
        labels: labelNames(i.labels as Labels), assignees: (i.assignees ?? []).map((a) => a.login), is_pull_request: Boolean(i.pull_request),
        created_at: i.created_at ?? null, updated_at: i.updated_at ?? null, closed_at: i.closed_at ?? null, comments,
      };
    } catch (error) {
      githubFailure(error, `issue #${number} in ${repository}`, signal);
    }
  }

  async viewPullRequest(repository: string, number: number, withDiff: boolean, signal?: AbortSignal): Promise<PullRequestDetail> {
    const { owner, repo } = parseRepository(repository);
    try {
      const { data: pr } = await this.octokit.rest.pulls.get({ owner, repo, pull_number: number, request: { signal } });
      let diff: string | null = null;
      if (withDiff) {
        const response = await this.octokit.rest.pulls.get({ owner, repo, pull_number: number, mediaType: { format: 'diff' }, request: { signal } });
        diff = String(response.data as unknown);
      }
      return {
        number: pr.number, title: pr.title, state: pr.merged ? 'merged' : pr.state, draft: Boolean(pr.draft), body: pr.body ?? '', url: pr.html_url,
        author: pr.user?.login ?? null, head: pr.head.ref, base: pr.base.ref, mergeable: pr.mergeable ?? null, merged: Boolean(pr.merged),
        additions: pr.additions ?? null, deletions: pr.deletions ?? null, changed_files: pr.changed_files ?? null,
        diff: diff !== null && diff.length > MAX_DIFF_CHARS ? diff.slice(0, MAX_DIFF_CHARS) : diff,
        diff_truncated: diff !== null && diff.length > MAX_DIFF_CHARS,
      };
    } catch (error) {
      githubFailure(error, `pull request #${number} in ${repository}`, signal);
    }
  }

  async createPullRequest(repository: string, input: { title: string; body?: string; head: string; base?: string; draft: boolean; signal?: AbortSignal }): Promise<CreatedPullRequest> {
    this.requireToken('vcs_pr_create');
    const { owner, repo } = parseRepository(repository);
    const signal = input.signal;
    try {
      const base = input.base ?? (await this.octokit.rest.repos.get({ owner, repo, request: { signal } })).data.default_branch;
      const { data: pr } = await this.octokit.rest.pulls.create({ owner, repo, title: input.title, body: input.body, head: input.head, base, draft: input.draft, request: { signal } });
      return { number: pr.number, url: pr.html_url, state: pr.state, draft: Boolean(pr.draft), head: pr.head.ref, base: pr.base.ref };
    } catch (error) {
      githubFailure(error, `repository ${repository}`, signal);
    }
  }

  async mergePullRequest(repository: string, number: number, method: 'merge' | 'squash' | 'rebase', deleteBranch: boolean, signal?: AbortSignal): Promise<MergeResult> {
    this.requireToken('vcs_pr_merge');
    const { owner, repo } = parseRepository(repository);
    try {
      const { data: merge } = await this.octokit.rest.pulls.merge({ owner, repo, pull_number: number, merge_method: method, request: { signal } });
      const deletion = merge.merged && deleteBranch ? await this.deleteHeadBranch(owner, repo, number, signal) : { deleted: false, note: '' };
      return { merged: merge.merged, sha: merge.sha ?? null, message: `${merge.message}${deletion.note}`, branch_deleted: deletion.deleted };
    } catch (error) {
      githubFailure(error, `pull request #${number} in ${repository}`, signal);
    }
  }

  /** After a merge: deletes the head branch when it is this repository's; a failure here leaves the merge standing and is said. */
  private async deleteHeadBranch(owner: string, repo: string, number: number, signal?: AbortSignal): Promise<{ deleted: boolean; note: string }> {
    try {
      const { data: pr } = await this.octokit.rest.pulls.get({ owner, repo, pull_number: number, request: { signal } });
      // A fork's branch belongs to someone else.
      if (pr.head.repo?.full_name?.toLowerCase() !== `${owner}/${repo}`.toLowerCase()) return { deleted: false, note: ' The head branch is in a fork, so it was left alone.' };
      await this.octokit.rest.git.deleteRef({ owner, repo, ref: `heads/${pr.head.ref}`, request: { signal } });
      return { deleted: true, note: '' };
    } catch (error) {
      try {
        githubFailure(error, `branch of pull request #${number}`, signal);
      } catch (described) {
        if (signal?.aborted) throw described;
        return { deleted: false, note: ` The merge stands, but the branch was not deleted: ${(described as Error).message}` };
      }
    }
  }
}
