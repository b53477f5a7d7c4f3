/**
 * The memory service contract shared by REST handlers and MCP tools. Implementations
 * live beside this file (memory-service.ts); callers depend only on these types.
 *
 * Namespaces: a call addresses one context (the security boundary: ContextService decides
 * who may read or write it), one user and one agent. Recall and search see the agent's
 * memories plus the user's `global` ones (global memories are shared by all agents of the
 * user), and each hit names its own agent. A key names the memory the caller sees under it:
 * the agent's own, else the user's global one; get, update, delete, feedback and history
 * resolve it that way, so a hit is addressed back with the agent name it was recalled under.
 * Create-or-replace (upsert) writes exactly the named agent's namespace; an agent's own
 * memory hides a global one with the same key from that agent.
 */
import type { Principal } from '../core/principal.js';

export type MemoryScope = 'working' | 'persistent';

/** Where a call reads or writes: a context, the user namespace and the agent namespace. */
export interface MemoryNamespace {
  principal: Principal;
  contextId: string;
  userId: string; // REST: X-User-ID (default `default_user`, or the API key's user)
  agentName: string; // `global` for cross-thread memories
  requestId?: string;
}

export const GLOBAL_AGENT = 'global';
export const DEFAULT_USER_ID = 'default_user';

/** Which context an answer used: every memory answer says so (REST and MCP). */
export interface MemoryContext {
  id: string;
  name: string;
  kind: 'local' | 'private' | 'workspace';
}

export interface Memory {
  id: string;
  /** The context the memory lives in. */
  context_id: string;
  key: string;
  value: string;
  scope: MemoryScope;
  tags: string[];
  importance: number;
  metadata: Record<string, unknown>;
  user_id: string;
  agent_name: string;
  created_at: string;
  updated_at: string;
  expires_at: string | null;
}

/** Another memory already holding the same text (normalised), reported by writes without refusing them. */
export interface DuplicateRef {
  id: string;
  key: string;
  agent_name: string;
}

/** A memory as a write answers it: with the memory holding the same text, if any. */
export type WrittenMemory = Memory & { duplicate_of: DuplicateRef | null };

/**
 * Create-or-replace input. Omitted fields take their defaults (scope `persistent`, no tags,
 * importance 0.5, empty metadata): an upsert replaces the whole memory. The MCP
 * memory_store tool passes its own default scope (`working`).
 */
export interface MemoryInput {
  key: string;
  value: string;
  scope?: MemoryScope;
  tags?: string[];
  importance?: number;
  metadata?: Record<string, unknown>;
}

/** Partial update: only present fields change (tags and metadata are replaced whole). */
export type MemoryPatch = Partial<Omit<MemoryInput, 'key'>>;

/** A state a memory had before a write replaced it (history, newest first). */
export interface MemoryVersion {
  /** 1 for the first value the memory had; the current state is `latest + 1`. */
  version: number;
  value: string;
  scope: MemoryScope;
  tags: string[];
  importance: number;
  metadata: Record<string, unknown>;
  /** When this version was stored. */
  written_at: string;
  /** When a write replaced it. */
  replaced_at: string;
}

export interface MemoryHistory {
  memory: Memory;
  /** Version number of the current state (1 when it was never changed). */
  current_version: number;
  versions: MemoryVersion[];
}

export interface ListFilter {
  scope?: MemoryScope;
  tags?: string[]; // every tag must be present
  agentName?: string; // overrides ns.agentName; list across agents with '*'
  limit: number;
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

/**
 * Where a hit lives: recall and search see the agent's memories and the user's `global` ones,
 * so each hit names its own namespace; a key addresses it back from either agent name.
 */
export interface HitNamespace {
  id: string;
  context_id: string;
  user_id: string;
  agent_name: string;
}

/** Recall and search cut long values (value-bounds.ts): `truncated` says so, `value_length` is the whole length. */
export interface ValueBound {
  truncated: boolean;
  value_length: number;
}

export interface RecallHit extends HitNamespace, ValueBound {
  key: string;
  value: string;
  score: number; // [0, 1]
  scope: MemoryScope;
  tags: string[];
  importance: number;
  updated_at: string;
}

export interface SearchHit extends HitNamespace, ValueBound {
  key: string;
  value: string;
  snippet: string; // html: matches in <mark>…</mark>, all other text HTML-escaped; text: the excerpt as plain text
  score: number; // [0, 1]
}

export interface RecallOptions {
  k: number;
  scope: MemoryScope | 'all';
  maxValueChars?: number;
  minScore?: number;
}

export interface SearchOptions {
  limit: number;
  maxValueChars?: number;
  minScore?: number;
  /** `html` (REST: <mark> around matches, the rest escaped) or `text` (MCP: plain text). */
  snippetFormat?: 'html' | 'text';
}

export type FeedbackLabel = 'useful' | 'irrelevant' | 'outdated';

export interface FeedbackRecord {
  id: string;
  key: string | null;
  node_id: string;
  label: FeedbackLabel;
  weight: number;
  created_at: string;
  /** Net feedback of the memory after this event, in [-1, 1] (0 for non-memory nodes). */
  feedback_score: number;
}

export interface MemoryStats {
  user_id: string;
  agent_name: string;
  total: number;
  working: number;
  persistent: number;
  embedding_pending: number;
  tags: Record<string, number>;
  last_updated_at: string | null;
}

export interface MemoryService {
  /** The context a namespace addresses, for answers to say which one they used (read access needed). */
  contextOf(ns: MemoryNamespace): Promise<MemoryContext>;
  /** Creates or updates by key. `created` tells which. */
  upsert(ns: MemoryNamespace, input: MemoryInput): Promise<{ memory: WrittenMemory; created: boolean }>;
  update(ns: MemoryNamespace, key: string, patch: MemoryPatch): Promise<WrittenMemory>; // MEMORY-001 when absent
  get(ns: MemoryNamespace, key: string): Promise<Memory>; // MEMORY-001 when absent or expired
  delete(ns: MemoryNamespace, key: string): Promise<Memory>; // the deleted memory; MEMORY-001 when absent; writes an audit entry
  list(ns: MemoryNamespace, filter: ListFilter): Promise<Page<Memory>>;
  /** Values cut to `maxValueChars` (default 2,000); hits under `minScore` left out. */
  recall(ns: MemoryNamespace, query: string, options: RecallOptions): Promise<RecallHit[]>;
  search(ns: MemoryNamespace, query: string, options: SearchOptions): Promise<SearchHit[]>;
  /** Feedback on a memory (by key) or a graph node (memory:<key|id> nodes count as the memory). */
  feedback(ns: MemoryNamespace, target: { key?: string; nodeId?: string }, label: FeedbackLabel, weight: number): Promise<FeedbackRecord>;
  stats(ns: MemoryNamespace): Promise<MemoryStats>;
  /** The memory the key names (as for get) and its previous versions, newest first; MEMORY-001 when absent. */
  history(ns: MemoryNamespace, key: string, options: { limit: number }): Promise<MemoryHistory>;
}
