/**
 * How coding records are kept: as ordinary memories of the caller's context, so recall,
 * search and the graph see them. Each record is a persistent memory of the user under the
 * `global` agent (shared by every agent of the user), with a key that says what it is, tags
 * that group it (`coding`, its kind, `project:<slug>`: tag nodes of the graph) and
 * `metadata.links` naming the session memory it belongs to (a `links_to` edge).
 *
 *   coding/session/<session id>             one coding session
 *   coding/change/<session id>/<change id>  a file created, modified, deleted or renamed
 *   coding/error/<error id>                 an error met, and how it was fixed
 *   coding/decision/<decision id>           a decision, its rationale and rejected options
 *   coding/issue/<session id>/<host>/<repository>#<number>
 *                                           a session linked to an issue of the code host
 */
import { createHash } from 'node:crypto';
import type { Principal } from '../core/principal.js';
import { DEFAULT_USER_ID, GLOBAL_AGENT, type MemoryNamespace } from '../memory/types.js';

export type CodingKind = 'session' | 'change' | 'error' | 'decision' | 'issue';

export const KIND_TAG: Record<CodingKind, string> = {
  session: 'coding:session',
  change: 'coding:file-change',
  error: 'coding:error',
  decision: 'coding:decision',
  issue: 'coding:issue-link',
};

/** A project name as a short, stable piece of a tag (tags are at most 64 characters). */
export function projectSlug(project: string): string {
  const cleaned = project.trim().toLowerCase().replace(/[\u0000-\u001F\u007F]/g, '').replace(/\s+/g, '-');
  return cleaned.length <= 48 ? cleaned : `${cleaned.slice(0, 31)}~${createHash('sha256').update(project).digest('hex').slice(0, 16)}`;
}

export const projectTag = (project: string) => `project:${projectSlug(project)}`;
export const sessionKey = (sessionId: string) => `coding/session/${sessionId}`;
export const changeKey = (sessionId: string, changeId: string) => `coding/change/${sessionId}/${changeId}`;
export const errorKey = (errorId: string) => `coding/error/${errorId}`;
export const decisionKey = (decisionId: string) => `coding/decision/${decisionId}`;
export function issueLinkKey(sessionId: string, host: string, repository: string, number: number): string {
  const key = `coding/issue/${sessionId}/${host}/${repository}#${number}`;
  // Keys are at most 256 characters; a very long project path is replaced by its hash.
  return key.length <= 256 ? key : `coding/issue/${sessionId}/${host}/${createHash('sha256').update(repository).digest('hex').slice(0, 32)}#${number}`;
}
/** Tag shared by every record linked to one issue (a tag node of the graph joining its sessions). */
export const issueTag = (repository: string, number: number) => `issue:${projectSlug(`${repository}#${number}`)}`;

export function tagsFor(kind: CodingKind, project: string): string[] {
  return ['coding', KIND_TAG[kind], projectTag(project)];
}

/** The user a coding call addresses: the one given, else the API key's user, else default_user. */
export function codingUser(userId: unknown, principal: Principal): string {
  if (typeof userId === 'string' && userId.length) return userId;
  return principal.kind === 'apiKey' ? principal.userId : DEFAULT_USER_ID;
}

export function codingNamespace(principal: Principal, userId: string, requestId?: string): MemoryNamespace {
  return { principal, contextId: principal.contextId, userId, agentName: GLOBAL_AGENT, requestId };
}

/**
 * What stays the same when an error recurs: the message with numbers, hex ids, quoted
 * strings and paths replaced, lower-cased and trimmed, so "Cannot read 'x' of undefined at
 * a.ts:12" and the same at b.ts:40 group together.
 */
export function errorFingerprint(message: string): string {
  return message
    .split('\n')[0]!
    .replace(/(['"`]).*?\1/g, '<str>')
    .replace(/(?:[A-Za-z]:)?[\w.-]*[\\/][\w./\\-]+/g, '<path>')
    .replace(/\b0x[0-9a-f]+\b|\b[0-9a-f]{8,}\b/gi, '<id>')
    .replace(/\d+/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .slice(0, 300);
}
