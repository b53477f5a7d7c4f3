/**
 * GitHub beyond the five dedicated tools (vcs_exec's commands, the coding issue tools), on the
 * same Octokit client and so through the same outbound fetcher: repository facts, pull request
 * lists, the pull requests that cross-reference an issue (its timeline), releases, labels,
 * branches, and the writes vcs_exec allows (issues, comments, closing and reopening).
 */
import { githubFailure } from './github-errors.js';
import { GitHubService, parseRepository } from './github-service.js';
import type { BranchInfo, CodeHost, IssueRef, LabelInfo, LinkedPullRequest, PullRequestSummary, ReleaseInfo, RepositoryInfo } from '../../domain/vcs/types.js';

type Json = Record<string, any>;
const per = (limit: number) => Math.max(1, Math.min(100, limit));

function release(r: Json): ReleaseInfo {
  return {
    tag: String(r.tag_name), name: r.name || null, draft: Boolean(r.draft), prerelease: Boolean(r.prerelease), url: r.html_url ?? null,
    author: r.author?.login ?? null, created_at: r.created_at ?? null, published_at: r.published_at ?? null, body: r.body ?? '',
    assets: ((r.assets ?? []) as Json[]).map((a) => ({ name: String(a.name), url: String(a.browser_download_url) })),
  };
}

export class GitHubHost extends GitHubService implements CodeHost {
  private async attempt<T>(what: string, signal: AbortSignal | undefined, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      githubFailure(error, what, signal);
    }
  }

  viewRepository(repository: string, signal?: AbortSignal): Promise<RepositoryInfo> {
    const { owner, repo } = parseRepository(repository);
    return this.attempt(`repository ${repository}`, signal, async () => {
      const { data: r } = await this.octokit.rest.repos.get({ owner, repo, request: { signal } });
      return {
        full_name: r.full_name, description: r.description ?? null, default_branch: r.default_branch ?? null, visibility: r.visibility ?? (r.private ? 'private' : 'public'),
        url: r.html_url ?? null, stars: r.stargazers_count ?? null, forks: r.forks_count ?? null, open_issues: r.open_issues_count ?? null,
        topics: r.topics ?? [], language: r.language ?? null, license: r.license?.spdx_id ?? null,
      };
    });
  }

  listPullRequests(repository: string, options: { state: 'open' | 'closed' | 'merged' | 'all'; limit: number; signal?: AbortSignal }): Promise<PullRequestSummary[]> {
    const { owner, repo } = parseRepository(repository);
    const { signal } = options;
    return this.attempt(`repository ${repository}`, signal, async () => {
      // GitHub has no merged filter: merged ones are the closed ones with a merge date.
      const state = options.state === 'merged' ? 'closed' : options.state;
      const { data } = await this.octokit.rest.pulls.list({ owner, repo, state, per_page: per(options.limit), request: { signal } });
      return data
        .filter((p) => options.state !== 'merged' || p.merged_at)
        .slice(0, options.limit)
        .map((p) => ({
          number: p.number, title: p.title, state: p.merged_at ? 'merged' : p.state, draft: Boolean(p.draft), url: p.html_url, author: p.user?.login ?? null,
          head: p.head.ref, base: p.base.ref, created_at: p.created_at ?? null, updated_at: p.updated_at ?? null,
        }));
    });
  }

  linkedPullRequests(repository: string, issue: number, signal?: AbortSignal): Promise<LinkedPullRequest[]> {
    const { owner, repo } = parseRepository(repository);
    return this.attempt(`issue #${issue} in ${repository}`, signal, async () => {
      const { data } = await this.octokit.rest.issues.listEventsForTimeline({ owner, repo, issue_number: issue, per_page: 100, request: { signal } });
      const found = new Map<string, LinkedPullRequest>();
      for (const event of data as Json[]) {
        const source = event.event === 'cross-referenced' ? event.source?.issue : null;
        if (!source?.pull_request) continue;
        const merged = Boolean(source.pull_request.merged_at);
        const url = String(source.pull_request.html_url ?? source.html_url);
        found.set(url, {
          number: source.number, title: source.title, state: merged ? 'merged' : source.state, url,
          // GitHub reports "will close" links only in its GraphQL API; a cross-reference is a mention.
          relation: 'mentions',
        });
      }
      return [...found.values()];
    });
  }

  listReleases(repository: string, limit: number, signal?: AbortSignal): Promise<ReleaseInfo[]> {
    const { owner, repo } = parseRepository(repository);
    return this.attempt(`repository ${repository}`, signal, async () => (await this.octokit.rest.repos.listReleases({ owner, repo, per_page: per(limit), request: { signal } })).data.slice(0, limit).map(release));
  }

  viewRelease(repository: string, tag: string, signal?: AbortSignal): Promise<ReleaseInfo> {
    const { owner, repo } = parseRepository(repository);
    return this.attempt(`release ${tag} in ${repository}`, signal, async () => release((await this.octokit.rest.repos.getReleaseByTag({ owner, repo, tag, request: { signal } })).data));
  }

  listLabels(repository: string, limit: number, signal?: AbortSignal): Promise<LabelInfo[]> {
    const { owner, repo } = parseRepository(repository);
    return this.attempt(`repository ${repository}`, signal, async () => (await this.octokit.rest.issues.listLabelsForRepo({ owner, repo, per_page: per(limit), request: { signal } })).data
      .slice(0, limit).map((l) => ({ name: l.name, color: l.color ?? null, description: l.description ?? null })));
  }

  listBranches(repository: string, limit: number, signal?: AbortSignal): Promise<BranchInfo[]> {
    const { owner, repo } = parseRepository(repository);
    return this.attempt(`repository ${repository}`, signal, async () => (await this.octokit.rest.repos.listBranches({ owner, repo, per_page: per(limit), request: { signal } })).data
      .slice(0, limit).map((b) => ({ name: b.name, sha: b.commit?.sha ?? null, protected: Boolean(b.protected) })));
  }

  createIssue(repository: string, input: { title: string; body?: string; labels?: string[]; signal?: AbortSignal }, tool: string): Promise<IssueRef> {
    this.requireToken(tool);
    const { owner, repo } = parseRepository(repository);
    return this.attempt(`repository ${repository}`, input.signal, async () => {
      const { data: i } = await this.octokit.rest.issues.create({ owner, repo, title: input.title, body: input.body, labels: input.labels, request: { signal: input.signal } });
      return { number: i.number, title: i.title, state: i.state, url: i.html_url };
    });
  }

  comment(repository: string, on: 'issue' | 'pr', number: number, body: string, tool: string, signal?: AbortSignal): Promise<{ url: string }> {
    this.requireToken(tool);
    const { owner, repo } = parseRepository(repository);
    // Pull request conversations are issue comments on GitHub.
    return this.attempt(`${on === 'pr' ? 'pull request' : 'issue'} #${number} in ${repository}`, signal, async () => {
      const { data } = await this.octokit.rest.issues.createComment({ owner, repo, issue_number: number, body, request: { signal } });
      return { url: data.html_url };
    });
  }

  setIssueState(repository: string, number: number, state: 'open' | 'closed', tool: string, signal?: AbortSignal): Promise<IssueRef> {
    this.requireToken(tool);
    const { owner, repo } = parseRepository(repository);
    return this.attempt(`issue #${number} in ${repository}`, signal, async () => {
      const { data: i } = await this.octokit.rest.issues.update({ owner, repo, issue_number: number, state, request: { signal } });
      return { number: i.number, title: i.title, state: i.state, url: i.html_url };
    });
  }
}
