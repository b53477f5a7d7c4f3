/**
 * Knex implementation of PortabilityRepository (contract in
 * src/domain/memory/portability/ports.ts), for PGlite and PostgreSQL alike.
 *
 * - Export pages by keyset over (context, user, agent, key) in byte order (COLLATE "C"), so
 *   two stores holding the same memories export the same lines in the same order.
 * - Timestamps leave and enter as ISO strings with microseconds (timestamptz keeps them; a JS
 *   Date would drop them), so an export imported elsewhere exports identically.
 * - An import is one INSERT ... ON CONFLICT per record whose update only fires when the
 *   record is newer, so importing the same file again changes nothing; the record's history
 *   and feedback are restored in the same transaction, only when the record was written
 *   (memory-portability-history.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type {
  ExportPosition, ExportRow, ImportOutcome, ImportWrite, NamespaceCounts, NamespaceTarget, PortabilityRepository,
} from '../../domain/memory/portability/ports.js';
import type { MemoryContext } from '../../domain/memory/types.js';
import { VISIBLE, isoOrNull } from './memory-rows.js';
import { KnexMemoryHistoryRepository } from './memory-history-repository.js';
import { ISO_US, feedbackEventsOf, restoreFeedback, restoreHistory, versionsOf } from './memory-portability-history.js';
const EXPIRED = 'memories.expires_at IS NOT NULL AND memories.expires_at <= now()';
const VALUE_CHANGED = 'memories.value IS DISTINCT FROM excluded.value';
const CONTENT_CHANGED = `(${VALUE_CHANGED} OR memories.scope IS DISTINCT FROM excluded.scope
  OR memories.tags IS DISTINCT FROM excluded.tags OR memories.importance IS DISTINCT FROM excluded.importance
  OR memories.metadata IS DISTINCT FROM excluded.metadata)`;

interface RawExportRow extends Omit<ExportRow, 'tags' | 'importance' | 'metadata' | 'version' | 'history' | 'feedback'> {
  id: string;
  feedback_useful: number | string;
  feedback_irrelevant: number | string;
  feedback_outdated: number | string;
  tags: string[] | null;
  importance: number | string;
  metadata: Record<string, unknown> | string | null;
  version: number | string;
}

function toContext(row: { id: string; name: string; kind: string }): MemoryContext {
  return { id: row.id, name: row.name, kind: row.kind as MemoryContext['kind'] };
}

export class KnexPortabilityRepository implements PortabilityRepository {
  private readonly history: KnexMemoryHistoryRepository;

  constructor(private readonly knex: Knex) {
    this.history = new KnexMemoryHistoryRepository(knex);
  }

  async contexts(ids: string[]): Promise<MemoryContext[]> {
    if (ids.length === 0) return [];
    const rows = await this.knex('contexts').whereIn('id', ids).orderBy('id').select('id', 'name', 'kind');
    return rows.map(toContext);
  }

  async allContexts(): Promise<MemoryContext[]> {
    return (await this.knex('contexts').orderBy('id').select('id', 'name', 'kind')).map(toContext);
  }

  async exportPage(contextIds: string[], filter: { userId?: string; agentName?: string }, after: ExportPosition | null, limit: number): Promise<ExportRow[]> {
    if (contextIds.length === 0) return [];
    const where = [`context_id IN (${contextIds.map(() => '?::uuid').join(', ')})`, VISIBLE];
    const bindings: Knex.RawBinding[] = [...contextIds];
    if (filter.userId !== undefined) {
      where.push('user_id = ?');
      bindings.push(filter.userId);
    }
    if (filter.agentName !== undefined) {
      where.push('agent_name = ?');
      bindings.push(filter.agentName);
    }
    if (after) {
      where.push(`(context_id::text COLLATE "C", user_id COLLATE "C", agent_name COLLATE "C", key COLLATE "C") > (?, ?, ?, ?)`);
      bindings.push(after.contextId, after.userId, after.agentName, after.key);
    }
    const result = await this.knex.raw(
      `SELECT id, context_id, user_id, agent_name, key, value, scope, tags, importance, metadata,
              feedback_useful, feedback_irrelevant, feedback_outdated,
              ${ISO_US('created_at')} AS created_at, ${ISO_US('updated_at')} AS updated_at,
              CASE WHEN expires_at IS NULL THEN NULL ELSE ${ISO_US('expires_at')} END AS expires_at, revision AS version
       FROM memories WHERE ${where.join(' AND ')}
       ORDER BY context_id::text COLLATE "C", user_id COLLATE "C", agent_name COLLATE "C", key COLLATE "C"
       LIMIT ?`,
      [...bindings, limit],
    );
    const rows = result.rows as RawExportRow[];
    const ids = rows.map((r) => r.id);
    const [versions, events] = await Promise.all([versionsOf(this.knex, ids), feedbackEventsOf(this.knex, ids)]);
    return rows.map(({ id, feedback_useful, feedback_irrelevant, feedback_outdated, ...r }) => ({
      ...r,
      tags: r.tags ?? [],
      importance: Number(r.importance),
      metadata: typeof r.metadata === 'string' ? (JSON.parse(r.metadata) as Record<string, unknown>) : (r.metadata ?? {}),
      version: Number(r.version),
      history: versions.get(id) ?? [],
      feedback: {
        useful: Number(feedback_useful), irrelevant: Number(feedback_irrelevant), outdated: Number(feedback_outdated),
        events: events.get(id) ?? [],
      },
    }));
  }

  async importOne(write: ImportWrite, workingTtlSeconds: number, keepVersions: number): Promise<ImportOutcome> {
    return this.knex.transaction(async (trx) => {
      const fresh = await this.keepReplaced(trx, write, keepVersions);
      const outcome = await this.importRow(trx, write, workingTtlSeconds);
      if (outcome.written) {
        const memory = { id: outcome.written.id, contextId: write.contextId };
        await restoreHistory(trx, memory, write.history, keepVersions);
        if (write.feedback) await restoreFeedback(trx, { ...memory, created: fresh }, write.feedback);
      }
      return outcome;
    });
  }

  /**
   * A record that will replace a stored memory keeps the state it replaces as a version, like
   * any write (memory-history-repository.ts: only a change of content is kept, and an expired
   * row's versions go). A record no newer than the stored memory replaces nothing. True when
   * the record will make a new memory (no visible one under its key).
   */
  private async keepReplaced(trx: Knex.Transaction, write: ImportWrite, keepVersions: number): Promise<boolean> {
    const ns = { contextId: write.contextId, userId: write.userId, agentName: write.agentName };
    const current = await trx.raw(
      `SELECT (expires_at IS NOT NULL AND expires_at <= now()) AS expired, updated_at < ?::timestamptz AS older
       FROM memories WHERE context_id = ? AND user_id = ? AND agent_name = ? AND key = ? FOR UPDATE`,
      [write.updatedAt, ns.contextId, ns.userId, ns.agentName, write.key],
    );
    const row = current.rows[0] as { expired: boolean; older: boolean | null } | undefined;
    if (!row) return true;
    if (write.updatedAt !== null && !row.expired && !row.older) return false;
    const { value, scope, tags, importance, metadata } = write;
    await this.history.keepPrevious(trx, ns, write.key, { value, scope, tags, importance, metadata }, keepVersions);
    return row.expired;
  }

  private async importRow(trx: Knex.Transaction, write: ImportWrite, workingTtlSeconds: number): Promise<ImportOutcome> {
    const working = write.scope === 'working';
    const hasTime = write.updatedAt !== null;
    const result = await trx.raw(
      `INSERT INTO memories AS memories (id, context_id, user_id, agent_name, key, value, scope, tags, importance, metadata,
                             created_at, updated_at, expires_at, revision, embedding_pending)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?::text[], ?, ?::jsonb,
               COALESCE(?::timestamptz, ?::timestamptz, now()), COALESCE(?::timestamptz, now()),
               CASE WHEN ? THEN COALESCE(?::timestamptz, now() + make_interval(secs => ?)) END, ?, true)
       ON CONFLICT (context_id, user_id, agent_name, key) DO UPDATE SET
         id = CASE WHEN ${EXPIRED} THEN excluded.id ELSE memories.id END,
         created_at = CASE WHEN ${EXPIRED} THEN excluded.created_at ELSE LEAST(memories.created_at, excluded.created_at) END,
         feedback_useful = CASE WHEN ${EXPIRED} THEN 0 ELSE memories.feedback_useful END,
         feedback_irrelevant = CASE WHEN ${EXPIRED} THEN 0 ELSE memories.feedback_irrelevant END,
         feedback_outdated = CASE WHEN ${EXPIRED} THEN 0 ELSE memories.feedback_outdated END,
         value = excluded.value,
         scope = excluded.scope,
         tags = excluded.tags,
         importance = excluded.importance,
         metadata = excluded.metadata,
         updated_at = excluded.updated_at,
         expires_at = excluded.expires_at,
         revision = memories.revision + CASE WHEN ${VALUE_CHANGED} THEN 1 ELSE 0 END,
         embedding = CASE WHEN ${VALUE_CHANGED} THEN NULL ELSE memories.embedding END,
         embedding_model = CASE WHEN ${VALUE_CHANGED} THEN NULL ELSE memories.embedding_model END,
         embedding_pending = memories.embedding_pending OR ${VALUE_CHANGED}
       WHERE ${EXPIRED} OR CASE WHEN ? THEN memories.updated_at < excluded.updated_at ELSE ${CONTENT_CHANGED} END
       RETURNING id, (xmax = 0) AS inserted, embedding_pending, scope, expires_at`,
      [
        randomUUID(), write.contextId, write.userId, write.agentName, write.key, write.value, write.scope,
        write.tags, write.importance, JSON.stringify(write.metadata),
        write.createdAt, write.updatedAt, write.updatedAt, working, write.expiresAt, workingTtlSeconds, write.version,
        hasTime,
      ],
    );
    const row = result.rows[0] as { id: string; inserted: boolean; embedding_pending: boolean; scope: ImportWrite['scope']; expires_at: Date | string | null } | undefined;
    if (!row) return { result: 'unchanged' };
    const written = { id: row.id, embeddingPending: Boolean(row.embedding_pending), scope: row.scope, expiresAt: isoOrNull(row.expires_at) };
    return { result: row.inserted ? 'created' : 'updated', written };
  }

  async count(target: NamespaceTarget): Promise<NamespaceCounts> {
    const run = (sql: string, bindings: Knex.RawBinding[]) => this.knex.raw(sql, bindings).then((r) => Number(r.rows[0]?.n ?? 0));
    const { where, bindings } = memoryScope(target);
    const [memories, feedback, interactions, nodes, edges] = await Promise.all([
      run(`SELECT count(*) AS n FROM memories WHERE ${where} AND ${VISIBLE}`, bindings),
      run(`SELECT count(*) AS n FROM memory_feedback f WHERE ${feedbackCondition(target)}`, feedbackBindings(target)),
      run(`SELECT count(*) AS n FROM graph_interactions WHERE ${where}`, bindings),
      run(`SELECT count(*) AS n FROM graph_nodes WHERE ${graphNodeCondition(target)}`, graphNodeBindings(target)),
      run(`SELECT count(*) AS n FROM graph_edges WHERE ${graphEdgeCondition(target)}`, graphEdgeBindings(target)),
    ]);
    return { memories, feedback, interactions, graph_nodes: nodes, graph_edges: edges };
  }

  async erase(target: NamespaceTarget): Promise<NamespaceCounts> {
    // Atomic by itself; inside the stores' transaction it joins that one (a savepoint).
    return this.knex.transaction(async (trx) => {
      const run = async (sql: string, bindings: Knex.RawBinding[]) => Number((await trx.raw(sql, bindings)).rows[0]?.n ?? 0);
      const { where, bindings } = memoryScope(target);
      // Edges first: they are found through the memories and interactions deleted after them.
      const graph_edges = await run(`WITH gone AS (DELETE FROM graph_edges WHERE ${graphEdgeCondition(target)} RETURNING 1) SELECT count(*) AS n FROM gone`, graphEdgeBindings(target));
      const graph_nodes = await run(`WITH gone AS (DELETE FROM graph_nodes WHERE ${graphNodeCondition(target)} RETURNING 1) SELECT count(*) AS n FROM gone`, graphNodeBindings(target));
      const feedback = await run(`WITH gone AS (DELETE FROM memory_feedback f WHERE ${feedbackCondition(target)} RETURNING 1) SELECT count(*) AS n FROM gone`, feedbackBindings(target));
      const interactions = await run(`WITH gone AS (DELETE FROM graph_interactions WHERE ${where} RETURNING 1) SELECT count(*) AS n FROM gone`, bindings);
      // Expired working memories go too (they are invisible, so they are not counted).
      const memories = await run(`WITH gone AS (DELETE FROM memories WHERE ${where} RETURNING ${VISIBLE} AS visible) SELECT count(*) FILTER (WHERE visible) AS n FROM gone`, bindings);
      return { memories, feedback, interactions, graph_nodes, graph_edges };
    });
  }
}

/** Memories and interactions of the namespace (both carry context, user and agent). */
function memoryScope(target: NamespaceTarget): { where: string; bindings: Knex.RawBinding[] } {
  if (target.agentName === undefined) return { where: 'context_id = ? AND user_id = ?', bindings: [target.contextId, target.userId] };
  return { where: 'context_id = ? AND user_id = ? AND agent_name = ?', bindings: [target.contextId, target.userId, target.agentName] };
}

/** Feedback the namespace gave, and feedback on its memories (any agent's). */
function feedbackCondition(target: NamespaceTarget): string {
  const own = target.agentName === undefined ? 'f.context_id = ? AND f.user_id = ?' : 'f.context_id = ? AND f.user_id = ? AND f.agent_name = ?';
  return `(${own}) OR f.memory_id IN (SELECT id FROM memories WHERE ${memoryScope(target).where})`;
}

function feedbackBindings(target: NamespaceTarget): Knex.RawBinding[] {
  const { bindings } = memoryScope(target);
  return [...bindings, ...bindings];
}

/**
 * Graph rows: a whole user's graph, or for one agent the nodes of its interactions and every
 * edge touching those nodes or its memories.
 */
function graphNodeCondition(target: NamespaceTarget): string {
  if (target.agentName === undefined) return 'context_id = ? AND user_id = ?';
  return `context_id = ? AND user_id = ? AND node_id IN (SELECT 'interaction:' || id::text FROM graph_interactions WHERE context_id = ? AND user_id = ? AND agent_name = ?)`;
}

function graphEdgeCondition(target: NamespaceTarget): string {
  if (target.agentName === undefined) return 'context_id = ? AND user_id = ?';
  const nodes = `SELECT 'interaction:' || id::text FROM graph_interactions WHERE context_id = ? AND user_id = ? AND agent_name = ?
    UNION ALL SELECT 'memory:' || id::text FROM memories WHERE context_id = ? AND user_id = ? AND agent_name = ?`;
  return `context_id = ? AND user_id = ? AND (src IN (${nodes}) OR dst IN (${nodes}))`;
}

function agentTriple(target: NamespaceTarget): Knex.RawBinding[] {
  return [target.contextId, target.userId, target.agentName ?? ''];
}

function graphNodeBindings(target: NamespaceTarget): Knex.RawBinding[] {
  const ns: Knex.RawBinding[] = [target.contextId, target.userId];
  return target.agentName === undefined ? ns : [...ns, ...agentTriple(target)];
}

/** The edge condition names the agent's nodes twice (as source and as destination), each from two tables. */
function graphEdgeBindings(target: NamespaceTarget): Knex.RawBinding[] {
  const ns: Knex.RawBinding[] = [target.contextId, target.userId];
  if (target.agentName === undefined) return ns;
  const triple = agentTriple(target);
  return [...ns, ...triple, ...triple, ...triple, ...triple];
}
