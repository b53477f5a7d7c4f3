/**
 * Coding memory: sessions, file changes, errors and decisions recorded as memories (see
 * records.ts for the layout), found again with the hybrid recall and summarised into
 * patterns. It only uses the memory service, so access rules and audit are the memories'.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../errors/app-error.js';
import type { Memory, MemoryNamespace, MemoryService } from '../memory/types.js';
import {
  changeKey, decisionKey, errorFingerprint, errorKey, KIND_TAG, projectTag, sessionKey, tagsFor, type CodingKind,
} from './records.js';

const RECALL_POOL = 50; // recall's maximum k: errors are picked from the best 50 memories
const LIST_PAGE = 200;
const MAX_RECORDS = 5_000; // per kind and project, for analysis
const STACK_KEEP = 8_000;

export interface SessionMetadata {
  kind: 'coding_session';
  project: string;
  task: string | null;
  started_at: string;
  ended_at: string | null;
  summary: string | null;
  links: string[];
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

export class CodingService {
  constructor(private readonly memories: MemoryService) {}

  /** Every record of a kind in a project (newest first), optionally since a date. */
  async records(ns: MemoryNamespace, kind: CodingKind, project: string, since?: Date): Promise<Memory[]> {
    const out: Memory[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.memories.list(ns, { tags: [KIND_TAG[kind], projectTag(project)], limit: LIST_PAGE, cursor });
      out.push(...page.items.filter((m) => (m.metadata as { project?: string }).project === project));
      cursor = page.next_cursor ?? undefined;
    } while (cursor && out.length < MAX_RECORDS);
    return since ? out.filter((m) => Date.parse(m.created_at) >= since.getTime()) : out;
  }

  async session(ns: MemoryNamespace, sessionId: string): Promise<Memory> {
    try {
      return await this.memories.get(ns, sessionKey(sessionId));
    } catch (error) {
      if (error instanceof AppError && error.code === 'MEMORY-001') {
        throw new AppError('MEMORY-001', { message: `No coding session ${sessionId} for user ${ns.userId} in this context (pass the user_id given to coding_start_session)`, details: { session_id: sessionId } });
      }
      throw error;
    }
  }

  async startSession(ns: MemoryNamespace, project: string, task: string | undefined) {
    const sessionId = randomUUID();
    const startedAt = new Date().toISOString();
    const metadata: SessionMetadata = { kind: 'coding_session', project, task: task ?? null, started_at: startedAt, ended_at: null, summary: null, links: [] };
    await this.memories.upsert(ns, {
      key: sessionKey(sessionId), value: `Coding session on ${project}${task ? `: ${task}` : ''}`, scope: 'persistent', importance: 0.5,
      tags: tagsFor('session', project), metadata: metadata as unknown as Record<string, unknown>,
    });
    return { session_id: sessionId, project, user_id: ns.userId, task: task ?? null, started_at: startedAt };
  }

  async trackFileChange(ns: MemoryNamespace, sessionId: string, change: { file_path: string; change_type: string; summary?: string }) {
    const session = await this.session(ns, sessionId);
    const { project } = session.metadata as unknown as SessionMetadata;
    const changeId = randomUUID();
    await this.memories.upsert(ns, {
      key: changeKey(sessionId, changeId),
      value: `${change.change_type} ${change.file_path}${change.summary ? `: ${change.summary}` : ''}`,
      scope: 'persistent', importance: 0.3, tags: tagsFor('change', project),
      metadata: { kind: 'coding_file_change', project, session_id: sessionId, file_path: change.file_path, change_type: change.change_type, summary: change.summary ?? null, links: [session.key] },
    });
    const changes = (await this.records(ns, 'change', project)).filter((m) => (m.metadata as { session_id?: string }).session_id === sessionId);
    return { change_id: changeId, session_id: sessionId, project, file_path: change.file_path, change_type: change.change_type, files_changed: new Set(changes.map((m) => (m.metadata as { file_path: string }).file_path)).size };
  }

  async endSession(ns: MemoryNamespace, sessionId: string, summary: string | undefined) {
    const session = await this.session(ns, sessionId);
    const meta = session.metadata as unknown as SessionMetadata;
    const belongs = (m: Memory) => (m.metadata as { session_id?: string }).session_id === sessionId;
    const [changes, errors, decisions] = await Promise.all((['change', 'error', 'decision'] as const).map(async (k) => (await this.records(ns, k, meta.project)).filter(belongs)));
    const endedAt = new Date().toISOString();
    const files = [...new Set(changes!.map((m) => (m.metadata as { file_path: string }).file_path))];
    const links = [...changes!, ...errors!, ...decisions!].map((m) => m.key).slice(0, 500);
    await this.memories.update(ns, session.key, {
      value: clip(`${session.value.split('\nSummary: ')[0]}${summary ? `\nSummary: ${summary}` : ''}\nFiles: ${files.join(', ') || 'none'}`, 65_536),
      metadata: { ...meta, ended_at: endedAt, summary: summary ?? null, links } as unknown as Record<string, unknown>,
    });
    return {
      session_id: sessionId, project: meta.project, ended_at: endedAt,
      duration_seconds: Math.round((Date.parse(endedAt) - Date.parse(meta.started_at)) / 1000),
      files_changed: files.length, files, errors: errors!.length, decisions: decisions!.length,
    };
  }

  async recordError(ns: MemoryNamespace, input: { project: string; error_message: string; file_path?: string; stack_trace?: string; resolution?: string; session_id?: string }) {
    const links = input.session_id ? [(await this.session(ns, input.session_id)).key] : [];
    const fingerprint = errorFingerprint(input.error_message);
    const earlier = (await this.records(ns, 'error', input.project)).filter((m) => (m.metadata as { fingerprint?: string }).fingerprint === fingerprint);
    const errorId = randomUUID();
    const value = [
      `Error${input.file_path ? ` in ${input.file_path}` : ''}: ${input.error_message}`,
      input.resolution ? `Resolution: ${input.resolution}` : null,
      input.stack_trace ? `Stack trace:\n${input.stack_trace}` : null,
    ].filter(Boolean).join('\n');
    await this.memories.upsert(ns, {
      key: errorKey(errorId), value: clip(value, 65_536), scope: 'persistent', importance: input.resolution ? 0.7 : 0.6,
      tags: tagsFor('error', input.project),
      metadata: {
        kind: 'coding_error', project: input.project, error_message: clip(input.error_message, 4_000), fingerprint,
        file_path: input.file_path ?? null, stack_trace: input.stack_trace ? clip(input.stack_trace, STACK_KEEP) : null,
        resolution: input.resolution ?? null, session_id: input.session_id ?? null, links,
      },
    });
    const knownResolutions = [...new Set(earlier.map((m) => (m.metadata as { resolution?: string | null }).resolution).filter((r): r is string => Boolean(r)))];
    return { error_id: errorId, similar_errors: earlier.length, known_resolutions: knownResolutions.slice(0, 5) };
  }

  async recordDecision(ns: MemoryNamespace, input: { project: string; decision: string; rationale?: string; alternatives?: string[]; session_id?: string }) {
    const links = input.session_id ? [(await this.session(ns, input.session_id)).key] : [];
    const decisionId = randomUUID();
    const recordedAt = new Date().toISOString();
    const value = [
      `Decision: ${input.decision}`,
      input.rationale ? `Rationale: ${input.rationale}` : null,
      input.alternatives?.length ? `Rejected: ${input.alternatives.join('; ')}` : null,
    ].filter(Boolean).join('\n');
    await this.memories.upsert(ns, {
      key: decisionKey(decisionId), value: clip(value, 65_536), scope: 'persistent', importance: 0.8, tags: tagsFor('decision', input.project),
      metadata: { kind: 'coding_decision', project: input.project, decision: input.decision, rationale: input.rationale ?? null, alternatives: input.alternatives ?? [], session_id: input.session_id ?? null, recorded_at: recordedAt, links },
    });
    return { decision_id: decisionId, project: input.project, recorded_at: recordedAt };
  }

  /** Errors of a project like `query`, by the hybrid recall (full text + vectors) over the user's memories. */
  async searchErrors(ns: MemoryNamespace, project: string, query: string, limit: number) {
    const hits = await this.memories.recall(ns, query, { k: RECALL_POOL, scope: 'all' });
    const tag = projectTag(project);
    const errors = hits.filter((h) => h.key.startsWith('coding/error/') && h.tags.includes(tag)).slice(0, limit);
    const results = [];
    for (const hit of errors) {
      const memory = await this.memories.get(ns, hit.key).catch(() => null);
      const meta = (memory?.metadata ?? {}) as Record<string, unknown>;
      if (meta.project !== project) continue;
      results.push({
        error_id: hit.key.slice('coding/error/'.length), error_message: String(meta.error_message ?? hit.value),
        resolution: (meta.resolution as string | null) ?? null, file_path: (meta.file_path as string | null) ?? null,
        session_id: (meta.session_id as string | null) ?? null, score: hit.score, recorded_at: memory?.created_at ?? hit.updated_at,
      });
    }
    return { project, results };
  }
}
