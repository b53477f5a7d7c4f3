/**
 * Coding sessions and the code host's issues. A link is a coding record like the others: a
 * persistent memory of the user (key coding/issue/<session>/<host>/<repository>#<number>,
 * tags `coding`, `coding:issue-link`, `project:<slug>` and `issue:<repository#number>`,
 * metadata.links naming the session), so the graph walks from a session to its issues and from
 * an issue's tag node to every session linked to it. The issue is looked up on the code host
 * when the link is made; the link is kept even when the host cannot be reached (and says so),
 * but not for an issue the host says does not exist. Commenting on the issue happens only when
 * asked.
 */
import { AppError } from '../errors/app-error.js';
import type { Memory, MemoryNamespace, MemoryService } from '../memory/types.js';
import type { CodeHost, IssueDetail } from '../vcs/types.js';
import type { CodingService, SessionMetadata } from './coding-service.js';
import { issueLinkKey, issueTag, sessionKey, tagsFor } from './records.js';

export interface IssueLinkMetadata {
  kind: 'coding_issue_link';
  project: string;
  session_id: string;
  provider: string;
  repository: string;
  issue_number: number;
  issue_title: string | null;
  issue_url: string | null;
  issue_state: string | null;
  /** The code host confirmed the issue when the link was made. */
  verified: boolean;
  linked_at: string;
  links: string[];
}

export interface LinkRequest {
  sessionId: string;
  repository: string;
  issueNumber: number;
  /** Post a comment on the issue (only when asked). */
  postComment: boolean;
  comment?: string;
  signal?: AbortSignal;
}

const TOOL = 'coding_link_vcs_issue';
const failure = (error: unknown) => (error instanceof AppError ? `${error.code}: ${error.message}` : 'an unexpected failure');
const isNotFound = (error: unknown) => error instanceof AppError && error.code === 'WEB-003' && (error.details as { status?: number } | undefined)?.status === 404;

export class IssueLinks {
  constructor(private readonly coding: CodingService, private readonly memories: MemoryService, private readonly host: CodeHost | undefined) {}

  async link(ns: MemoryNamespace, request: LinkRequest) {
    const session = await this.coding.session(ns, request.sessionId);
    const meta = session.metadata as unknown as SessionMetadata;
    const { repository, issueNumber: number, signal } = request;
    const provider = this.host?.name ?? 'github';
    let issue: IssueDetail | null = null;
    const notes: string[] = [];
    if (!this.host) notes.push('No code host is set up on this server, so the issue was not looked up.');
    else {
      try {
        issue = await this.host.viewIssue(repository, number, false, signal);
      } catch (error) {
        if (signal?.aborted || isNotFound(error)) throw error;
        notes.push(`The issue could not be looked up (${failure(error)}); the link is kept unverified.`);
      }
    }
    const key = issueLinkKey(request.sessionId, provider, repository, number);
    const metadata: IssueLinkMetadata = {
      kind: 'coding_issue_link', project: meta.project, session_id: request.sessionId, provider, repository, issue_number: number,
      issue_title: issue?.title ?? null, issue_url: issue?.url ?? null, issue_state: issue?.state ?? null, verified: issue !== null,
      linked_at: new Date().toISOString(), links: [sessionKey(request.sessionId)],
    };
    await this.memories.upsert(ns, {
      key, scope: 'persistent', importance: 0.6, tags: [...tagsFor('issue', meta.project), issueTag(repository, number)],
      value: `Coding session ${request.sessionId} on ${meta.project}${meta.task ? ` (${meta.task})` : ''} works on ${repository}#${number}${issue ? `: ${issue.title}` : ''}`,
      metadata: metadata as unknown as Record<string, unknown>,
    });
    let commentUrl: string | null = null;
    if (request.postComment) {
      const body = request.comment ?? `Work on this issue is tracked in coding session \`${request.sessionId}\` (${meta.project}${meta.task ? `: ${meta.task}` : ''}).`;
      try {
        if (!this.host) throw new AppError('WEB-001', { message: `${TOOL} comments through the code host, which this server has not set up (GITHUB_TOKEN or GITLAB_TOKEN).` });
        commentUrl = (await this.host.comment(repository, 'issue', number, body, TOOL, signal)).url;
      } catch (error) {
        if (signal?.aborted) throw error;
        notes.push(`The link is stored, but the comment was not posted: ${failure(error)}`);
      }
    }
    const message = [`Linked session ${request.sessionId} to ${repository}#${number}${issue ? ` (${issue.title}, ${issue.state})` : ''}.`, commentUrl ? `Commented on the issue: ${commentUrl}.` : null, ...notes].filter(Boolean).join(' ');
    return {
      ok: true, message, link_key: key, session_id: request.sessionId, project: meta.project, provider, repository, issue_number: number,
      issue: issue ? { title: issue.title, state: issue.state, url: issue.url } : null, verified: issue !== null, comment_url: commentUrl,
    };
  }

  /** Every link of a session (newest first), for other coding tools (a pull request description names its issues). */
  async linksOfSession(ns: MemoryNamespace, sessionId: string): Promise<IssueLinkMetadata[]> {
    const session = await this.coding.session(ns, sessionId);
    const { project } = session.metadata as unknown as SessionMetadata;
    return (await this.coding.records(ns, 'issue', project)).map((m) => m.metadata as unknown as IssueLinkMetadata).filter((l) => l.session_id === sessionId);
  }

  /** Links of a project to one issue. */
  async linksToIssue(ns: MemoryNamespace, project: string, repository: string, number: number): Promise<Memory[]> {
    return (await this.coding.records(ns, 'issue', project)).filter((m) => {
      const l = m.metadata as unknown as IssueLinkMetadata;
      return l.repository === repository && l.issue_number === number;
    });
  }
}
