/**
 * coding_get_issue_context: an issue from the code host (with its comments and the pull
 * requests that close or mention it) together with what the user's coding records know of it:
 * sessions linked to it (coding_link_vcs_issue), sessions, decisions, errors and file changes
 * of the project whose text mentions it (#12, owner/name#12 or the issue's address), the
 * records of those sessions, and the files they changed or met errors in.
 */
import { AppError } from '../errors/app-error.js';
import type { Memory, MemoryNamespace } from '../memory/types.js';
import type { CodeHost } from '../vcs/types.js';
import type { CodingService, SessionMetadata } from './coding-service.js';
import type { IssueLinks, IssueLinkMetadata } from './issue-links.js';
import { changeView, decisionView, errorView, sessionView } from './project-records.js';

const MAX_FILES = 100;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a text refers to the issue: `#12` (not `&#12;` or `a/#12`), `owner/name#12`, or its address. */
export function mentionsIssue(text: string, repository: string, number: number, url: string | null): boolean {
  const bare = new RegExp(`(^|[^\\w&/#])#${number}(?!\\d)`);
  const qualified = new RegExp(`${escape(repository)}#${number}(?!\\d)`, 'i');
  return bare.test(text) || qualified.test(text) || (url !== null && text.includes(url));
}

function searchable(m: Memory): string {
  return `${m.value}\n${JSON.stringify(m.metadata)}`;
}

export async function issueContext(
  coding: CodingService, links: IssueLinks, host: CodeHost | undefined, ns: MemoryNamespace,
  request: { project: string; repository: string; issueNumber: number; signal?: AbortSignal },
) {
  const { project, repository, issueNumber: number, signal } = request;
  if (!host) throw new AppError('WEB-001', { message: 'coding_get_issue_context reads the issue from the code host, which this server has not set up (GITHUB_TOKEN / GITHUB_API_URL, or GITLAB_TOKEN / GITLAB_URL).' });
  const notes: string[] = [];
  const issue = await host.viewIssue(repository, number, true, signal);
  const linkedPullRequests = await host.linkedPullRequests(repository, number, signal).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    notes.push(`The pull requests linked to the issue could not be read: ${error instanceof AppError ? `${error.code}: ${error.message}` : 'an unexpected failure'}`);
    return [];
  });

  const [sessions, changes, errors, decisions, linkRecords] = await Promise.all(
    (['session', 'change', 'error', 'decision'] as const).map((k) => coding.records(ns, k, project)).concat(links.linksToIssue(ns, project, repository, number)),
  );
  const mentions = (m: Memory) => mentionsIssue(searchable(m), repository, number, issue.url);
  const linkedSessionIds = new Set(linkRecords!.map((m) => (m.metadata as unknown as IssueLinkMetadata).session_id));
  const mentioningErrors = errors!.filter(mentions);
  const mentioningDecisions = decisions!.filter(mentions);
  const mentioningChanges = changes!.filter(mentions);
  const sessionIdOf = (m: Memory) => (m.metadata as { session_id?: string | null }).session_id ?? null;
  const relatedSessionIds = new Set<string>([
    ...linkedSessionIds,
    ...sessions!.filter(mentions).map((m) => m.key.slice('coding/session/'.length)),
    ...[...mentioningErrors, ...mentioningDecisions, ...mentioningChanges].map(sessionIdOf).filter((id): id is string => Boolean(id)),
  ]);
  const relatedSessions = sessions!.filter((m) => relatedSessionIds.has(m.key.slice('coding/session/'.length)));
  // A record counts when it mentions the issue or belongs to a session that does (or is linked to it).
  const related = (list: Memory[], mentioning: Memory[]) => list.filter((m) => mentioning.includes(m) || relatedSessionIds.has(sessionIdOf(m) ?? ''));
  const relatedErrors = related(errors!, mentioningErrors);
  const relatedDecisions = related(decisions!, mentioningDecisions);
  const relatedChanges = related(changes!, mentioningChanges);
  const files = new Set<string>();
  for (const m of [...relatedChanges, ...relatedErrors]) {
    const path = (m.metadata as { file_path?: string | null }).file_path;
    if (path) files.add(path);
  }
  if (relatedSessions.length === 0 && relatedErrors.length + relatedDecisions.length + relatedChanges.length === 0) {
    notes.push(`No coding record of ${project} for user ${ns.userId} is linked to or mentions ${repository}#${number}; coding_link_vcs_issue links a session to it.`);
  }
  return {
    provider: host.name,
    repository,
    issue,
    linked_pull_requests: linkedPullRequests,
    related_sessions: relatedSessions.map((m) => ({ ...sessionView(m), linked: linkedSessionIds.has(m.key.slice('coding/session/'.length)), project: (m.metadata as unknown as SessionMetadata).project })),
    related_decisions: relatedDecisions.map(decisionView),
    related_errors: relatedErrors.map(errorView),
    related_changes: relatedChanges.map(changeView),
    related_files: [...files].sort().slice(0, MAX_FILES),
    notes,
  };
}
