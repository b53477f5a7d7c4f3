/**
 * The interaction graph: records AI-user exchanges as nodes and edges, aggregates a user's
 * pattern and walks the graph from any node. Access follows the memory rules (the graph of
 * a context is readable and writable by whoever may read or write its memories); the graph
 * namespace is (context, user). Node ids: see node-ids.ts.
 */
import { randomUUID } from 'node:crypto';
import type { SchemaInteractionResponse, SchemaRelatedNode, SchemaUserPattern } from '../../../generated/api-types.js';
import { AppError, ValidationError, type ValidationIssue } from '../errors/app-error.js';
import type { MemoryNamespace } from '../memory/types.js';
import type { NamespaceRef, ReadScope } from '../memory/ports.js';
import { lexicalQueryTerms } from '../memory/ranking/query-terms.js';
import { nodeId, parseNodeId, type NodeType } from './node-ids.js';
import { DEPTH_DECAY, type GraphMemoryAccess, type GraphRepository, type TraversalSeed } from './ports.js';
import { extractTopics } from './topic-extractor.js';
import type { LearnedSummary, LearningService } from '../learning/learning-service.js';

export const RELATED_MAX_DEPTH = 4;
/** Minimum cosine for a memory to count as a semantic neighbour / as related to an interaction. */
export const SEMANTIC_NEIGHBOUR_MIN = 0.45;
export const INTERACTION_LINK_MIN_COSINE = 0.55;
/** Lexical links need at least this share of the best BM25 among the interaction's matches. */
export const INTERACTION_LINK_MIN_LEXICAL = 0.3;
const MAX_LINKED_MEMORIES = 5;
/** Topics kept per interaction (its strongest noun phrases), and ranked in a user's pattern. */
const TOPICS_PER_INTERACTION = 8;
export const TOP_TOPICS = 10;
const SEMANTIC_NEIGHBOURS = 5;
/** Bounds a walk to about this many paths whatever the depth (fan-out ^ depth). */
const WALK_BUDGET = 20_000;

export interface InteractionInput {
  user_id: string;
  query: string;
  response: string;
  metadata?: Record<string, unknown>;
  ai_platform?: string;
  /** When the exchange happened (ISO date-time; default: now): learned facts and their dates are resolved against it. */
  occurred_at?: string;
}

// The answers' shapes are the contract's (schemas/ through the generated types).
export type InteractionResult = SchemaInteractionResponse;
export type UserPattern = SchemaUserPattern;
/** The graph always scores what it relates (optional in the schema). */
export type RelatedNode = SchemaRelatedNode & { score: number };

const CONTROL = /[\u0000-\u001F\u007F]/;

function checkInteraction(input: InteractionInput): void {
  const issues: ValidationIssue[] = [];
  const text = (field: keyof InteractionInput, max: number, control: boolean) => {
    const v = input[field];
    if (typeof v !== 'string' || v.trim().length === 0) issues.push({ loc: ['body', field], msg: 'must be a non-blank string', type: 'value_error.blank' });
    else if (v.length > max) issues.push({ loc: ['body', field], msg: `must be at most ${max} characters`, type: 'value_error.string_too_long' });
    else if (control && CONTROL.test(v)) issues.push({ loc: ['body', field], msg: 'must not contain control characters', type: 'value_error.string_pattern' });
  };
  text('user_id', 256, true);
  text('query', 65_536, false);
  text('response', 65_536, false);
  if (input.ai_platform !== undefined) text('ai_platform', 64, true);
  if (input.occurred_at !== undefined && (typeof input.occurred_at !== 'string' || !Number.isFinite(Date.parse(input.occurred_at)))) {
    issues.push({ loc: ['body', 'occurred_at'], msg: 'must be a date-time', type: 'value_error.datetime' });
  }
  const m = input.metadata;
  if (m !== undefined && (m === null || typeof m !== 'object' || Array.isArray(m))) issues.push({ loc: ['body', 'metadata'], msg: 'must be an object', type: 'type_error' });
  else if (m && Object.keys(m).length > 64) issues.push({ loc: ['body', 'metadata'], msg: 'must have at most 64 properties', type: 'value_error.too_many_properties' });
  if (issues.length) throw new ValidationError(issues);
}

export class GraphService {
  private readonly memory: GraphMemoryAccess;
  private readonly repo: GraphRepository;
  private readonly learning?: LearningService;

  constructor(deps: { memories: GraphMemoryAccess; store: GraphRepository; learning?: LearningService }) {
    this.memory = deps.memories;
    this.repo = deps.store;
    this.learning = deps.learning;
  }

  async recordInteraction(ns: MemoryNamespace, input: InteractionInput): Promise<InteractionResult> {
    checkInteraction(input);
    const ref = await this.memory.enter({ ...ns, userId: input.user_id }, 'write');
    const topics = extractTopics(`${input.query}\n${input.response}`, TOPICS_PER_INTERACTION);
    const links = await this.linkedMemories(this.memory.readScope(ref), `${input.query}\n${input.response}`, topics.map((t) => t.topic));
    const id = randomUUID();
    const metaPlatform = input.metadata?.platform;
    const platform = input.ai_platform ?? (typeof metaPlatform === 'string' && metaPlatform.trim() ? metaPlatform.trim().slice(0, 64) : 'unknown');
    const { createdAt } = await this.repo.recordInteraction({
      id,
      contextId: ref.contextId,
      userId: ref.userId,
      agentName: ref.agentName,
      query: input.query,
      response: input.response,
      platform,
      metadata: input.metadata ?? {},
      topics,
      memories: links.map((l) => ({ id: l.id, weight: l.weight })),
    });
    // The user's pattern changed (not a memory): its readers may read it again.
    this.memory.changes.notify({ contextId: ref.contextId, userId: ref.userId, kind: 'interaction' });
    // Only the user's words are read; the assistant's answer is never learned as a fact.
    const learned = this.learning
      ? await this.learning.fromInteraction({ ...ns, userId: ref.userId }, { id, nodeId: nodeId('interaction', id), userText: input.query, at: input.occurred_at ? new Date(input.occurred_at).toISOString() : createdAt })
      : [];
    return {
      interaction_id: nodeId('interaction', id),
      user_node_id: nodeId('user', ref.userId),
      topics: topics.map((t) => t.topic),
      linked_memories: links.map((l) => l.key),
      created_at: createdAt,
      learned,
    };
  }

  /** A user's interaction pattern; zero counts (not 404) for a user without interactions. */
  async userPattern(ns: MemoryNamespace, userId: string): Promise<UserPattern> {
    const ref = await this.memory.enter({ ...ns, userId }, 'read');
    const data = await this.repo.userPattern({ contextId: ref.contextId, userId: ref.userId });
    const top = data.topicRanking.slice(0, TOP_TOPICS);
    const tail = data.topicRanking.slice(TOP_TOPICS);
    return {
      user_id: userId,
      total_interactions: data.total,
      topics: data.topics,
      top_topics: top.map((t) => ({ topic: t.topic, interactions: t.interactions, last_seen: t.lastSeen })),
      other_topics: { topics: tail.length, mentions: tail.reduce((sum, t) => sum + t.interactions, 0) },
      platforms: data.platforms,
      learning_trajectory: data.trajectory,
    };
  }

  /** Nodes reachable from `startNodeId` within `depth` edges (1..4), nearest and strongest first. */
  async related(ns: MemoryNamespace, startNodeId: string, options: { depth?: number; limit?: number } = {}): Promise<{ node_id: string; related: RelatedNode[] }> {
    const depth = options.depth ?? 2;
    if (!Number.isInteger(depth) || depth < 1 || depth > RELATED_MAX_DEPTH) {
      throw new ValidationError([{ loc: ['query', 'depth'], msg: `must be an integer from 1 to ${RELATED_MAX_DEPTH}`, type: 'value_error.number' }]);
    }
    const limit = Math.max(1, Math.min(200, Math.floor(options.limit ?? 50)));
    const ref = await this.memory.enter(ns, 'read');
    const scope = this.memory.readScope(ref);
    const start = await this.resolveStart(ref, scope, startNodeId);
    const seeds: TraversalSeed[] = [{ nodeId: start.nodeId, depth: 0, path: [start.nodeId], edgeType: null, score: 1 }];
    if (start.memoryId) {
      for (const n of await this.semanticNeighbours(scope, start.memoryId, ref)) {
        seeds.push({ nodeId: nodeId('memory', n.id), depth: 1, path: [start.nodeId, nodeId('memory', n.id)], edgeType: 'similar', score: n.similarity * DEPTH_DECAY });
      }
    }
    const fanout = Math.max(8, Math.min(200, Math.floor(Math.pow(WALK_BUDGET, 1 / depth))));
    const rows = await this.repo.related({ contextId: ref.contextId, userId: ref.userId }, seeds, { agentNames: scope.agentNames, maxDepth: depth, fanout, limit });
    return {
      node_id: start.nodeId,
      related: rows.map((r) => ({
        node_id: r.nodeId, type: r.type, label: r.label,
        ...(r.memory ? { key: r.memory.key, agent_name: r.memory.agentName, preview: r.memory.preview } : {}),
        depth: r.depth, edge_type: r.edgeType, path: r.path, score: r.score,
      })),
    };
  }

  /** Canonical start node: `memory:<key|id>` or a bare key become `memory:<id>`; others must exist. */
  private async resolveStart(ref: NamespaceRef, scope: ReadScope, raw: string): Promise<{ nodeId: string; memoryId?: string }> {
    const parsed = parseNodeId(raw);
    if (!parsed || parsed.type === 'memory') {
      const memory = await this.memory.lookups.byRef(ref, scope, parsed ? parsed.ref : raw);
      if (memory) return { nodeId: nodeId('memory', memory.id), memoryId: memory.id };
    } else if (await this.repo.nodeExists(ref, raw, scope.agentNames)) {
      return { nodeId: raw };
    }
    throw new AppError('GRAPH-001', { details: { node_id: raw } });
  }

  /** Memories closest in meaning to one memory (pgvector kNN or the in-process index). */
  private async semanticNeighbours(scope: ReadScope, memoryId: string, ref: NamespaceRef) {
    const found = await this.memory.lookups.nearestToMemory(ref, scope, memoryId, SEMANTIC_NEIGHBOURS + 1);
    return found.filter((n) => n.id !== memoryId && n.similarity >= SEMANTIC_NEIGHBOUR_MIN).slice(0, SEMANTIC_NEIGHBOURS);
  }

  /** Memories an interaction is about: full-text matches of its topics and semantic matches of its text. */
  private async linkedMemories(scope: ReadScope, text: string, topics: string[]): Promise<Array<{ id: string; key: string; weight: number }>> {
    const found = new Map<string, { id: string; key: string; weight: number }>();
    const keep = (id: string, key: string, weight: number) => {
      const prev = found.get(id);
      if (!prev || prev.weight < weight) found.set(id, { id, key, weight: Math.round(Math.min(1, weight) * 1000) / 1000 });
    };
    const terms = lexicalQueryTerms(topics.join(' '));
    if (terms.length > 0) {
      const lexical = await this.memory.lookups.lexicalMatches(scope, terms, 20);
      const best = Math.max(0, ...lexical.map((r) => r.lexical));
      for (const r of lexical) if (best > 0 && r.lexical / best >= INTERACTION_LINK_MIN_LEXICAL) keep(r.id, r.key, r.lexical / best);
    }
    const near = await this.memory.lookups.nearestToText(scope, text, MAX_LINKED_MEMORIES);
    if (near.length > 0) {
      const strong = near.filter((n) => n.similarity >= INTERACTION_LINK_MIN_COSINE);
      const keyOf = await this.memory.lookups.keysOf(scope, strong.map((n) => n.id));
      for (const n of strong) if (keyOf.has(n.id)) keep(n.id, keyOf.get(n.id)!, n.similarity);
    }
    return [...found.values()].sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key)).slice(0, MAX_LINKED_MEMORIES);
  }
}
