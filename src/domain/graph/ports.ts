/**
 * Ports of the interaction graph: its store (knex implementation in
 * graph-repository.ts in the persistence layer, built by its stores/graph-stores.ts;
 * contract suite in src/testing/port-contracts/graph) and what it uses of the memory area.
 * Node id scheme in node-ids.ts.
 */
import type { MemoryService } from '../memory/memory-service.js';
import type { NodeType } from './node-ids.js';

/** What the graph uses of the memories: access checks, read scopes, lookups and where changes are told (the memory area never depends on the graph). */
export type GraphMemoryAccess = Pick<MemoryService, 'enter' | 'readScope' | 'lookups' | 'changes'>;

/** Characters of a memory's value a related memory node carries as its preview. */
export const MEMORY_PREVIEW_CHARS = 80;

/** Score kept per hop, so nearer nodes outrank farther ones reached over equally strong edges. */
export const DEPTH_DECAY = 0.85;

/** A graph lives in one context and one user namespace. */
export interface GraphNamespace {
  contextId: string;
  userId: string;
}

export interface InteractionWrite {
  id: string;
  contextId: string;
  userId: string;
  agentName: string;
  query: string;
  response: string;
  platform: string;
  metadata: Record<string, unknown>;
  /** Extracted topics with their strength in (0, 1]. */
  topics: Array<{ topic: string; weight: number }>;
  /** Memories the exchange is about, with match strength in (0, 1]. */
  memories: Array<{ id: string; weight: number }>;
}

export interface UserPatternData {
  total: number;
  /** Topic to the number of interactions about it, in `topicRanking`'s order. */
  topics: Record<string, number>;
  /** Every topic by interactions about it (most first), then by its latest interaction (newest first), then by name. */
  topicRanking: Array<{ topic: string; interactions: number; lastSeen: string }>;
  platforms: Record<string, number>;
  /** One entry per UTC day with interactions, oldest first. */
  trajectory: Array<{ period: string; topics: Record<string, number>; interactions: number }>;
}

/** A starting point of a traversal, already at some depth (the start node, or seeded neighbours). */
export interface TraversalSeed {
  nodeId: string;
  depth: number;
  path: string[];
  edgeType: string | null;
  score: number;
}

export interface RelatedRow {
  nodeId: string;
  /** For memory nodes: the memory's key and agent namespace (what key operations take), and the start of its value. */
  memory?: { key: string; agentName: string; preview: string };
  type: NodeType;
  label: string;
  depth: number;
  edgeType: string;
  path: string[];
  score: number;
}

export interface TraversalOptions {
  /** Agent namespaces whose memories the walk may enter. */
  agentNames: string[];
  maxDepth: number;
  /** Most neighbours followed from any one node (bounds the walk). */
  fanout: number;
  limit: number;
}

export interface GraphRepository {
  /**
   * In one transaction: the interaction row and node, the user, platform and topic nodes
   * (created when new), and the edges user-asked->interaction, interaction-on_platform->platform,
   * interaction-about->topic, interaction-mentions->memory, plus the counting edges
   * user-interested_in->topic and user-uses->platform (weight += 1).
   */
  recordInteraction(write: InteractionWrite): Promise<{ createdAt: string }>;
  /** Whether a stored node exists, or (tag:<t>) a visible memory of the user carries the tag. */
  nodeExists(ns: GraphNamespace, nodeId: string, agentNames: string[]): Promise<boolean>;
  /** Counts and per-day trajectory of the user's interactions. */
  userPattern(ns: GraphNamespace): Promise<UserPatternData>;
  /**
   * Walks stored edges (both directions), tag edges (memory<->tag) and explicit links
   * (memory->memory named by key in the linking memory's `metadata.links`) from the seeds with one
   * recursive CTE, never revisiting a node on the same path, following at most `fanout`
   * strongest edges per node. Returns each reachable node once (shallowest, then strongest
   * path), nearest and strongest first, at most `limit`. Memory nodes outside the user's
   * visible memories in `agentNames` are never entered.
   */
  related(ns: GraphNamespace, seeds: TraversalSeed[], options: TraversalOptions): Promise<RelatedRow[]>;
  /** Counts for metrics, service-wide or of one context: stored nodes + memories + distinct tags; stored + tag edges. */
  counts(contextId?: string): Promise<{ nodes: number; edges: number }>;
}
