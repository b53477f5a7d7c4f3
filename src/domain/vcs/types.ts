/** Code-host objects as the vcs_* tools return them, and the port every code host implements (CodeHost). */
import type { McpToolResults } from '../../../generated/mcp-tool-types.js';

/** Largest diff a code host returns; longer ones are cut and say so. */
export const MAX_DIFF_CHARS = 200_000;

export interface RepositoryRef {
  owner: string;
  repo: string;
}

// The five dedicated tools answer the contract's shapes (their output schemas through the generated types).
export type IssueSummary = McpToolResults['vcs_issue_list']['issues'][number];
export type IssueDetail = McpToolResults['vcs_issue_view'];
export type IssueComment = IssueDetail['comments'][number];
/** A pull request; its `state` is open, closed or merged. */
export type PullRequestDetail = McpToolResults['vcs_pr_view'];
export type CreatedPullRequest = McpToolResults['vcs_pr_create'];
export type MergeResult = McpToolResults['vcs_pr_merge'];

export interface PullRequestSummary {
  number: number;
  title: string;
  /** open, closed or merged. */
  state: string;
  draft: boolean;
  url: string;
  author: string | null;
  head: string;
  base: string;
  created_at: string | null;
  updated_at: string | null;
}

/** A pull request that closes or mentions an issue. */
export interface LinkedPullRequest {
  number: number;
  title: string;
  state: string;
  url: string;
  /** `closes`: the host links it as closing the issue; `mentions`: it refers to the issue. */
  relation: 'closes' | 'mentions';
}

export interface ReleaseInfo {
  tag: string;
  name: string | null;
  draft: boolean;
  prerelease: boolean;
  url: string | null;
  author: string | null;
  created_at: string | null;
  published_at: string | null;
  body: string;
  assets: Array<{ name: string; url: string }>;
}

export interface RepositoryInfo {
  full_name: string;
  description: string | null;
  default_branch: string | null;
  visibility: string | null;
  url: string | null;
  stars: number | null;
  forks: number | null;
  open_issues: number | null;
  topics: string[];
  language: string | null;
  license: string | null;
}

export interface LabelInfo {
  name: string;
  color: string | null;
  description: string | null;
}

export interface BranchInfo {
  name: string;
  sha: string | null;
  protected: boolean;
}

export interface IssueRef {
  number: number;
  title: string;
  state: string;
  url: string;
}

/** Reading and writing beyond the five dedicated tools: vcs_exec's commands and the coding issue tools. */
export interface CodeHostCommands {
  viewRepository(repository: string, signal?: AbortSignal): Promise<RepositoryInfo>;
  listPullRequests(repository: string, options: { state: 'open' | 'closed' | 'merged' | 'all'; limit: number; signal?: AbortSignal }): Promise<PullRequestSummary[]>;
  linkedPullRequests(repository: string, issue: number, signal?: AbortSignal): Promise<LinkedPullRequest[]>;
  listReleases(repository: string, limit: number, signal?: AbortSignal): Promise<ReleaseInfo[]>;
  viewRelease(repository: string, tag: string, signal?: AbortSignal): Promise<ReleaseInfo>;
  listLabels(repository: string, limit: number, signal?: AbortSignal): Promise<LabelInfo[]>;
  listBranches(repository: string, limit: number, signal?: AbortSignal): Promise<BranchInfo[]>;
  /** The writes name the tool asking (`tool`) in WEB-001 when no token is set. */
  createIssue(repository: string, input: { title: string; body?: string; labels?: string[]; signal?: AbortSignal }, tool: string): Promise<IssueRef>;
  /** Comments on an issue, or (`on: 'pr'`) on a pull request; answers the comment's address. */
  comment(repository: string, on: 'issue' | 'pr', number: number, body: string, tool: string, signal?: AbortSignal): Promise<{ url: string }>;
  setIssueState(repository: string, number: number, state: 'open' | 'closed', tool: string, signal?: AbortSignal): Promise<IssueRef>;
}

/** One code host behind the vcs_* tools (GitHub, GitLab). */
export interface CodeHost extends CodeHostCommands {
  readonly name: 'github' | 'gitlab';
  listIssues(repository: string, options: { state: 'open' | 'closed' | 'all'; labels?: string[]; limit: number; signal?: AbortSignal }): Promise<{ issues: IssueSummary[] }>;
  viewIssue(repository: string, number: number, withComments: boolean, signal?: AbortSignal): Promise<IssueDetail>;
  viewPullRequest(repository: string, number: number, withDiff: boolean, signal?: AbortSignal): Promise<PullRequestDetail>;
  createPullRequest(repository: string, input: { title: string; body?: string; head: string; base?: string; draft: boolean; signal?: AbortSignal }): Promise<CreatedPullRequest>;
  mergePullRequest(repository: string, number: number, method: 'merge' | 'squash' | 'rebase', deleteBranch: boolean, signal?: AbortSignal): Promise<MergeResult>;
}
