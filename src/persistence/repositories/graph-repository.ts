/**
 * Knex implementation of GraphRepository (contract in src/domain/graph/ports.ts).
 * Stored nodes/edges live in graph_nodes/graph_edges; memory and tag nodes are the
 * memories table itself, so the traversal joins it for tag edges, explicit links
 * (`metadata.links`: keys of other memories, followed from the linking memory) and
 * visibility.
 */
import type { Knex } from 'knex';
import { DEPTH_DECAY, MEMORY_PREVIEW_CHARS, type GraphNamespace, type GraphRepository, type InteractionWrite, type RelatedRow, type TraversalOptions, type TraversalSeed, type UserPatternData } from '../../domain/graph/ports.js';
import { nodeId, parseNodeId, type NodeType } from '../../domain/graph/node-ids.js';
import { iso, VISIBLE } from './memory-rows.js';

/** Edges whose weight is a count (strength 1 − 0.5^count); all others hold a strength in (0, 1]. */
export const COUNTING_EDGES = ['interested_in', 'uses'] as const;

const STRENGTH = `CASE WHEN e.type IN ('interested_in', 'uses') THEN 1 - power(0.5, e.weight) ELSE least(1, greatest(0, e.weight)) END`;
const MEMORY_UUID = (column: string) => `(CASE WHEN ${column} ~ '^memory:[0-9a-fA-F-]{36}$' THEN substr(${column}, 8)::uuid END)`;
const MEMORY_SCOPE = (alias: string) =>
  `${alias}.context_id = ? AND ${alias}.user_id = ? AND ${alias}.agent_name = ANY (?::text[]) AND (${alias}.expires_at IS NULL OR ${alias}.expires_at > now())`;

interface EdgeRow { context_id: string; user_id: string; src: string; dst: string; type: string; weight: number }

export class KnexGraphRepository implements GraphRepository {
  constructor(private readonly knex: Knex) {}

  async recordInteraction(w: InteractionWrite): Promise<{ createdAt: string }> {
    const ns = { context_id: w.contextId, user_id: w.userId };
    const interaction = nodeId('interaction', w.id);
    const user = nodeId('user', w.userId);
    const platform = nodeId('platform', w.platform);
    const nodes = new Map<string, { type: NodeType; label: string; properties: Record<string, unknown> }>([
      [user, { type: 'user', label: w.userId, properties: {} }],
      [platform, { type: 'platform', label: w.platform, properties: {} }],
      [interaction, { type: 'interaction', label: w.query.slice(0, 120), properties: { agent_name: w.agentName } }],
    ]);
    for (const t of w.topics) nodes.set(nodeId('topic', t.topic), { type: 'topic', label: t.topic, properties: {} });
    const edges = new Map<string, EdgeRow>();
    const edge = (src: string, dst: string, type: string, weight: number) => {
      const k = `${src}\u0000${dst}\u0000${type}`;
      const prev = edges.get(k);
      edges.set(k, { ...ns, src, dst, type, weight: prev ? Math.max(prev.weight, weight) : weight });
    };
    edge(user, interaction, 'asked', 1);
    edge(interaction, platform, 'on_platform', 1);
    edge(user, platform, 'uses', 1);
    for (const t of w.topics) {
      edge(interaction, nodeId('topic', t.topic), 'about', t.weight);
      edge(user, nodeId('topic', t.topic), 'interested_in', 1);
    }
    for (const m of w.memories) edge(interaction, nodeId('memory', m.id), 'mentions', m.weight);

    return this.knex.transaction(async (trx) => {
      const inserted = await trx('graph_interactions')
        .insert({
          id: w.id, context_id: w.contextId, user_id: w.userId, agent_name: w.agentName, query: w.query, response: w.response,
          platform: w.platform, metadata: JSON.stringify(w.metadata), topics: trx.raw('?::text[]', [w.topics.map((t) => t.topic)]),
          created_at: trx.fn.now(),
        })
        .returning('created_at');
      await trx('graph_nodes')
        .insert([...nodes].map(([id, n]) => ({ ...ns, node_id: id, type: n.type, label: n.label, properties: JSON.stringify(n.properties) })))
        .onConflict(['context_id', 'user_id', 'node_id'])
        .ignore();
      await trx('graph_edges')
        .insert([...edges.values()])
        .onConflict(['context_id', 'user_id', 'src', 'dst', 'type'])
        .merge({
          weight: trx.raw(`CASE WHEN excluded.type IN ('interested_in', 'uses') THEN graph_edges.weight + excluded.weight ELSE greatest(graph_edges.weight, excluded.weight) END`),
          updated_at: trx.fn.now(),
        });
      return { createdAt: iso((inserted[0] as { created_at: Date }).created_at) };
    });
  }

  async nodeExists(ns: GraphNamespace, id: string, agentNames: string[]): Promise<boolean> {
    const parsed = parseNodeId(id);
    if (!parsed) return false;
    if (parsed.type === 'tag') {
      const r = await this.knex.raw(`SELECT EXISTS (SELECT 1 FROM memories m WHERE ${MEMORY_SCOPE('m')} AND m.tags @> ARRAY[?]::text[]) AS e`, [ns.contextId, ns.userId, agentNames, parsed.ref]);
      return Boolean(r.rows[0]?.e);
    }
    if (parsed.type === 'memory') {
      const r = await this.knex.raw(`SELECT EXISTS (SELECT 1 FROM memories m WHERE ${MEMORY_SCOPE('m')} AND m.id = ${MEMORY_UUID('?')}) AS e`, [ns.contextId, ns.userId, agentNames, id, id]);
      return Boolean(r.rows[0]?.e);
    }
    const row = await this.knex('graph_nodes').where({ context_id: ns.contextId, user_id: ns.userId, node_id: id }).first('node_id');
    return Boolean(row);
  }

  async userPattern(ns: GraphNamespace): Promise<UserPatternData> {
    const where = 'context_id = ? AND user_id = ?';
    const b = [ns.contextId, ns.userId];
    const day = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
    const [platforms, days, topics, ranking] = await Promise.all([
      this.knex.raw(`SELECT platform, count(*)::int AS n FROM graph_interactions WHERE ${where} GROUP BY platform`, b),
      this.knex.raw(`SELECT ${day} AS period, count(*)::int AS n FROM graph_interactions WHERE ${where} GROUP BY 1 ORDER BY 1`, b),
      this.knex.raw(
        `SELECT ${day} AS period, t.topic, count(*)::int AS n
         FROM graph_interactions CROSS JOIN LATERAL unnest(topics) AS t(topic) WHERE ${where} GROUP BY 1, 2 ORDER BY 1, 3 DESC, 2`,
        b,
      ),
      this.knex.raw(
        `SELECT t.topic, count(DISTINCT id)::int AS n, max(created_at) AS last_seen
         FROM graph_interactions CROSS JOIN LATERAL unnest(topics) AS t(topic) WHERE ${where} GROUP BY 1 ORDER BY 2 DESC, 3 DESC, 1`,
        b,
      ),
    ]);
    const trajectory = (days.rows as Array<{ period: string; n: number }>).map((d) => ({ period: d.period, topics: {} as Record<string, number>, interactions: Number(d.n) }));
    const byPeriod = new Map(trajectory.map((t) => [t.period, t]));
    for (const row of topics.rows as Array<{ period: string; topic: string; n: number }>) {
      const entry = byPeriod.get(row.period);
      if (entry) entry.topics[row.topic] = Number(row.n);
    }
    const topicRanking = (ranking.rows as Array<{ topic: string; n: number; last_seen: Date | string }>).map((r) => ({
      topic: r.topic, interactions: Number(r.n), lastSeen: iso(r.last_seen as Date),
    }));
    const platformCounts = Object.fromEntries((platforms.rows as Array<{ platform: string; n: number }>).map((p) => [p.platform, Number(p.n)]));
    return {
      total: trajectory.reduce((sum, t) => sum + t.interactions, 0),
      topics: Object.fromEntries(topicRanking.map((t) => [t.topic, t.interactions])),
      topicRanking,
      platforms: platformCounts,
      trajectory,
    };
  }

  async related(ns: GraphNamespace, seeds: TraversalSeed[], o: TraversalOptions): Promise<RelatedRow[]> {
    const scopeB = [ns.contextId, ns.userId, o.agentNames];
    const edgeB = [ns.contextId, ns.userId];
    const sql = `
      WITH RECURSIVE walk(node_id, depth, path, edge_type, score) AS (
        SELECT s.node_id, s.depth,
               CASE WHEN s.parent IS NULL THEN ARRAY[s.node_id] ELSE ARRAY[s.parent, s.node_id] END,
               s.edge_type, s.score
        FROM unnest(?::text[], ?::int[], ?::text[], ?::text[], ?::float8[]) AS s(node_id, depth, parent, edge_type, score)
        UNION ALL
        SELECT nb.node_id, w.depth + 1, w.path || nb.node_id, nb.edge_type, w.score * nb.strength * ${DEPTH_DECAY}
        FROM walk w CROSS JOIN LATERAL (
          SELECT c.node_id, c.edge_type, c.strength FROM (
            SELECT e.dst AS node_id, e.type AS edge_type, (${STRENGTH})::float8 AS strength FROM graph_edges e
              WHERE e.context_id = ? AND e.user_id = ? AND e.src = w.node_id
            UNION ALL
            SELECT e.src, e.type, (${STRENGTH})::float8 FROM graph_edges e
              WHERE e.context_id = ? AND e.user_id = ? AND e.dst = w.node_id
            UNION ALL
            SELECT 'tag:' || t.tag, 'tagged', 1.0::float8 FROM memories m CROSS JOIN LATERAL unnest(m.tags) AS t(tag)
              WHERE m.id = ${MEMORY_UUID('w.node_id')} AND ${MEMORY_SCOPE('m')}
            UNION ALL
            SELECT 'memory:' || l.id::text, 'links_to', 1.0::float8 FROM memories src
              CROSS JOIN LATERAL jsonb_array_elements_text(
                CASE WHEN jsonb_typeof(src.metadata -> 'links') = 'array' THEN src.metadata -> 'links' ELSE '[]'::jsonb END) AS lk(key)
              JOIN memories l ON ${MEMORY_SCOPE('l')} AND l.key = lk.key
              WHERE src.id = ${MEMORY_UUID('w.node_id')} AND ${MEMORY_SCOPE('src')}
            UNION ALL
            (SELECT 'memory:' || m.id::text, 'tagged', 1.0::float8 FROM memories m
              WHERE w.node_id LIKE 'tag:%' AND ${MEMORY_SCOPE('m')} AND m.tags @> ARRAY[substr(w.node_id, 5)]
              ORDER BY m.importance DESC, m.updated_at DESC LIMIT ?)
          ) c
          WHERE NOT c.node_id = ANY (w.path)
            AND (c.node_id NOT LIKE 'memory:%' OR EXISTS (
              SELECT 1 FROM memories mv WHERE mv.id = ${MEMORY_UUID('c.node_id')} AND ${MEMORY_SCOPE('mv')}))
          ORDER BY c.strength DESC, c.node_id LIMIT ?
        ) nb
        WHERE w.depth < ?
      ), best AS (
        SELECT DISTINCT ON (node_id) node_id, depth, path, edge_type, score FROM walk
        WHERE depth >= 1 ORDER BY node_id, depth, score DESC
      )
      SELECT b.node_id, b.depth, b.path, b.edge_type, b.score::float8 AS score,
             coalesce(m.key, n.label, CASE WHEN b.node_id LIKE 'tag:%' THEN substr(b.node_id, 5) END, b.node_id) AS label,
             m.key AS memory_key, m.agent_name AS memory_agent, left(m.value, ${MEMORY_PREVIEW_CHARS}) AS memory_preview
      FROM best b
      LEFT JOIN memories m ON m.id = ${MEMORY_UUID('b.node_id')}
      LEFT JOIN graph_nodes n ON n.context_id = ? AND n.user_id = ? AND n.node_id = b.node_id
      ORDER BY b.depth, b.score DESC, b.node_id
      LIMIT ?`;
    const bindings = [
      seeds.map((s) => s.nodeId), seeds.map((s) => s.depth), seeds.map((s) => (s.path.length > 1 ? s.path[0]! : null)),
      seeds.map((s) => s.edgeType), seeds.map((s) => s.score),
      ...edgeB, ...edgeB,
      ...scopeB,
      ...scopeB, ...scopeB,
      ...scopeB, o.fanout,
      ...scopeB,
      o.fanout, o.maxDepth,
      ...edgeB, o.limit,
    ];
    const result = await this.knex.raw(sql, bindings as Knex.RawBinding[]);
    type Row = { node_id: string; depth: number; path: string[]; edge_type: string; score: number; label: string; memory_key: string | null; memory_agent: string | null; memory_preview: string | null };
    return (result.rows as Row[]).map((r) => ({
      nodeId: r.node_id,
      ...(r.memory_key !== null && r.memory_agent !== null ? { memory: { key: r.memory_key, agentName: r.memory_agent, preview: r.memory_preview ?? '' } } : {}),
      type: (parseNodeId(r.node_id)?.type ?? 'memory') as NodeType,
      label: r.label,
      depth: Number(r.depth),
      edgeType: r.edge_type,
      path: r.path,
      score: Math.round(Math.max(0, Math.min(1, Number(r.score))) * 10_000) / 10_000,
    }));
  }

  /** Nodes and edges of the whole graph, or of one context's. */
  async counts(contextId?: string): Promise<{ nodes: number; edges: number }> {
    const inContext = contextId === undefined ? 'TRUE' : 'context_id = :contextId';
    const r = await this.knex.raw(
      `SELECT (SELECT count(*) FROM graph_nodes WHERE ${inContext})
            + (SELECT count(*) FROM memories WHERE ${VISIBLE} AND ${inContext})
            + (SELECT count(*) FROM (SELECT DISTINCT context_id, user_id, t.tag FROM memories CROSS JOIN LATERAL unnest(tags) AS t(tag) WHERE ${VISIBLE} AND ${inContext}) d) AS nodes,
              (SELECT count(*) FROM graph_edges WHERE ${inContext})
            + (SELECT coalesce(sum(cardinality(tags)), 0) FROM memories WHERE ${VISIBLE} AND ${inContext}) AS edges`,
      contextId === undefined ? {} : { contextId },
    );
    return { nodes: Number(r.rows[0].nodes), edges: Number(r.rows[0].edges) };
  }
}
