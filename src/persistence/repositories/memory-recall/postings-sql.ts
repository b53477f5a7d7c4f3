/**
 * What the in-process BM25 index (src/domain/memory/exact-lexical-index.ts) reads: per
 * namespace, each memory's lexemes with their term frequencies as its stored tsvector holds
 * them, and which rows changed since its last look.
 *
 * "Changed since" is by transaction, not by clock: a row changed when the transaction that
 * wrote its current version (xmin) was not yet visible in the snapshot of the last look
 * (pg_visible_in_snapshot). A timestamp cannot say this: updated_at is the writing
 * transaction's start (a long transaction commits rows older than a read made before its
 * commit), an import keeps the record's own updated_at, and a replaced expired memory takes
 * a new id with that old time. Every insert and update makes a new row version with its
 * transaction's xid, whatever it writes, so nothing committed after a look is missed by the
 * next one. Deletions leave no row: the index finds them from the row count (see there).
 */
import type { Knex } from 'knex';
import type { NamespaceRef } from '../../../domain/memory/ports.js';

/** 2^32: xmin is the 32-bit form of a transaction id. */
const XID_SPAN = 4294967296;

/**
 * One row { snapshot, total, changed }: the statement's snapshot (pg_current_snapshot as text),
 * the rows of the namespace and, as JSON, [id, scope, expires_at epoch ms | null, length,
 * [[lexeme, tf], ...], agent_name, key, value, tags, importance, updated_at (epoch ms), created_at
 * (epoch µs), feedback useful, irrelevant, outdated] of each row written by a transaction `since`
 * did not see (every row when `since` is null). When the snapshot equals `since` nothing has committed since, and the rows
 * are not read (total 0, changed empty): the gate is a one-time filter of the plan.
 */
export function postingsSinceQuery(knex: Knex, ns: NamespaceRef, since: string | null): Knex.Raw {
  // xmin widened to the 64-bit id (xid8) it stands for: the largest id not above the snapshot's
  // xmax with the same low 32 bits (a visible row's writer completed before that xmax).
  const fullXmin = `greatest(0, r.top - ((r.top - m.xmin::text::int8) % ${XID_SPAN} + ${XID_SPAN}) % ${XID_SPAN})`;
  const changed = since === null ? 'true' : `NOT pg_visible_in_snapshot(${fullXmin}::text::xid8, ?::pg_snapshot)`;
  // A lexeme without positions counts once, as ts_rank has it.
  return knex.raw(
    `WITH r AS MATERIALIZED (SELECT pg_current_snapshot() AS snap, pg_snapshot_xmax(pg_current_snapshot())::text::int8 AS top)
     SELECT (SELECT snap::text FROM r) AS snapshot, count(*)::int AS total,
            coalesce(json_agg(json_build_array(m.id, m.scope, (extract(epoch FROM m.expires_at) * 1000)::float8, length(m.search_tsv),
                (SELECT coalesce(json_agg(json_build_array(t.lexeme, coalesce(array_length(t.positions, 1), 1))), '[]'::json) FROM unnest(m.search_tsv) t),
                m.agent_name, m.key, m.value, m.tags, m.importance, (extract(epoch FROM m.updated_at) * 1000)::float8,
                (extract(epoch FROM m.created_at) * 1000000)::float8, m.feedback_useful, m.feedback_irrelevant, m.feedback_outdated))
              FILTER (WHERE ${changed}), '[]'::json) AS changed
     FROM memories m CROSS JOIN r
     WHERE m.context_id = ? AND m.user_id = ? AND m.agent_name = ?
       AND (SELECT snap::text FROM r) IS DISTINCT FROM ?::text`,
    [...(since === null ? [] : [since]), ns.contextId, ns.userId, ns.agentName, since],
  );
}

/** Ids of every row of the namespace, visible or not. */
export function namespaceIdsQuery(knex: Knex, ns: NamespaceRef): Knex.Raw {
  return knex.raw('SELECT id FROM memories WHERE context_id = ? AND user_id = ? AND agent_name = ?', [ns.contextId, ns.userId, ns.agentName]);
}
