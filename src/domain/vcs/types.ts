/** Code-host objects as the vcs_* tools return them. */

export interface RepositoryRef {
  owner: string;
  repo: string;
}

export interface IssueSummary {
  number: number;
  title: string;
  state: string;
  url: string;
  author: string | null;
  labels: string[];
  comments: number;
  created_at: string | null;
  updated_at: string | null;
}

export interface IssueComment {
  author: string | null;
  body: string;
  created_at: string | null;
  url: string;
}

export interface IssueDetail {
  number: number;
  title: string;
  state: string;
  body: string;
  url: string;
  author: string | null;
  labels: string[];
  assignees: string[];
  is_pull_request: boolean;
  created_at: string | null;
  updated_at: string | null;
  closed_at: string | null;
  comments: IssueComment[];
}

export interface PullRequestDetail {
  number: number;
  title: string;
  /** open, closed or merged. */
  state: string;
  draft: boolean;
  body: string;
  url: string;
  author: string | null;
  head: string;
  base: string;
  mergeable: boolean | null;
  merged: boolean;
  additions: number | null;
  deletions: number | null;
  changed_files: number | null;
  diff: string | null;
  diff_truncated: boolean;
}

export interface CreatedPullRequest {
  number: number;
  url: string;
  state: string;
  draft: boolean;
  head: string;
  base: string;
}

export interface MergeResult {
  merged: boolean;
  sha: string | null;
  message: string;
  branch_deleted: boolean;
}

/** One code host behind the vcs_* tools (GitHub, GitLab). */
export interface CodeHost {
  readonly name: 'github' | 'gitlab';
  listIssues(repository: string, options: { state: 'open' | 'closed' | 'all'; labels?: string[]; limit: number; signal?: AbortSignal }): Promise<{ issues: IssueSummary[] }>;
  viewIssue(repository: string, number: number, withComments: boolean, signal?: AbortSignal): Promise<IssueDetail>;
  viewPullRequest(repository: string, number: number, withDiff: boolean, signal?: AbortSignal): Promise<PullRequestDetail>;
  createPullRequest(repository: string, input: { title: string; body?: string; head: string; base?: string; draft: boolean; signal?: AbortSignal }): Promise<CreatedPullRequest>;
  mergePullRequest(repository: string, number: number, method: 'merge' | 'squash' | 'rebase', deleteBranch: boolean, signal?: AbortSignal): Promise<MergeResult>;
}
