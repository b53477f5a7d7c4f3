/**
 * The coding records of a project or a session, shaped for coding_get_project_context and
 * coding_generate_pr_description: recent sessions, decisions, errors still open, recent file
 * changes; and everything one session recorded.
 */
import type { Memory, MemoryNamespace } from '../memory/types.js';
import type { CodingService, SessionMetadata } from './coding-service.js';

type Meta = Record<string, unknown>;
const meta = (m: Memory) => m.metadata as Meta;
const text = (v: unknown) => (typeof v === 'string' ? v : null);
const idOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);
const newestFirst = (a: Memory, b: Memory) => Date.parse(b.created_at) - Date.parse(a.created_at);

export const sessionView = (m: Memory) => {
  const s = m.metadata as unknown as SessionMetadata;
  return { session_id: idOf(m.key), project: s.project, task: s.task, started_at: s.started_at, ended_at: s.ended_at, summary: s.summary, open: s.ended_at === null };
};
export const decisionView = (m: Memory) => ({
  decision_id: idOf(m.key), decision: text(meta(m).decision), rationale: text(meta(m).rationale),
  alternatives: (meta(m).alternatives as string[] | undefined) ?? [], session_id: text(meta(m).session_id), recorded_at: text(meta(m).recorded_at) ?? m.created_at,
});
export const errorView = (m: Memory) => ({
  error_id: idOf(m.key), error_message: text(meta(m).error_message), file_path: text(meta(m).file_path),
  resolution: text(meta(m).resolution), session_id: text(meta(m).session_id), recorded_at: m.created_at,
});
export const changeView = (m: Memory) => ({
  file_path: text(meta(m).file_path), change_type: text(meta(m).change_type), summary: text(meta(m).summary), session_id: text(meta(m).session_id), recorded_at: m.created_at,
});

/** A project's records under each of its names (a folder path and its name, say), newest first. */
export async function projectRecords(service: CodingService, ns: MemoryNamespace, projects: string[], limits = { sessions: 10, decisions: 20, errors: 20, changes: 20 }) {
  const gather = async (kind: 'session' | 'change' | 'error' | 'decision') => {
    const seen = new Map<string, Memory>();
    for (const project of projects) for (const m of await service.records(ns, kind, project)) seen.set(m.key, m);
    return [...seen.values()].sort(newestFirst);
  };
  const [sessions, changes, errors, decisions] = await Promise.all([gather('session'), gather('change'), gather('error'), gather('decision')]);
  const open = errors!.filter((e) => !text(meta(e).resolution));
  return {
    recent_sessions: sessions!.slice(0, limits.sessions).map(sessionView),
    decisions: decisions!.slice(0, limits.decisions).map(decisionView),
    open_errors: open.slice(0, limits.errors).map(errorView),
    recent_file_changes: changes!.slice(0, limits.changes).map(changeView),
    counts: { sessions: sessions!.length, decisions: decisions!.length, errors: errors!.length, open_errors: open.length, file_changes: changes!.length },
  };
}

/** One session with the changes, errors and decisions recorded in it, oldest first. */
export async function sessionRecords(service: CodingService, ns: MemoryNamespace, sessionId: string) {
  const session = await service.session(ns, sessionId);
  const { project } = session.metadata as unknown as SessionMetadata;
  const mine = (m: Memory) => text(meta(m).session_id) === sessionId;
  const oldestFirst = (a: Memory, b: Memory) => -newestFirst(a, b);
  const [changes, errors, decisions] = await Promise.all((['change', 'error', 'decision'] as const).map(async (k) => (await service.records(ns, k, project)).filter(mine).sort(oldestFirst)));
  return { session: sessionView(session), changes: changes!.map(changeView), errors: errors!.map(errorView), decisions: decisions!.map(decisionView) };
}

export type SessionRecords = Awaited<ReturnType<typeof sessionRecords>>;
