/**
 * The memory service contract shared by REST handlers and MCP tools. Implementations
 * live beside this file; callers depend only on these types.
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

export interface Memory {
  id: string;
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

export interface MemoryInput {
  key: string;
  value: string;
  scope?: MemoryScope;
  tags?: string[];
  importance?: number;
  metadata?: Record<string, unknown>;
}

export type MemoryPatch = Partial<Omit<MemoryInput, 'key'>>;

export interface ListFilter {
  scope?: MemoryScope;
  tags?: string[];
  agentName?: string; // list across agents when absent
  limit: number;
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

export interface RecallHit {
  key: string;
  value: string;
  score: number; // [0, 1]
  scope: MemoryScope;
  tags: string[];
  importance: number;
  updated_at: string;
}

export interface SearchHit {
  key: string;
  value: string;
  snippet: string;
  score: number;
}

export type FeedbackLabel = 'useful' | 'irrelevant' | 'outdated';

export interface MemoryService {
  /** Creates or updates by key. `created` tells which. */
  upsert(ns: MemoryNamespace, input: MemoryInput): Promise<{ memory: Memory; created: boolean }>;
  update(ns: MemoryNamespace, key: string, patch: MemoryPatch): Promise<Memory>; // MEMORY-001 when absent
  get(ns: MemoryNamespace, key: string): Promise<Memory>; // MEMORY-001 when absent or expired
  delete(ns: MemoryNamespace, key: string): Promise<void>; // writes an audit entry
  list(ns: MemoryNamespace, filter: ListFilter): Promise<Page<Memory>>;
  recall(ns: MemoryNamespace, query: string, options: { k: number; scope: MemoryScope | 'all' }): Promise<RecallHit[]>;
  search(ns: MemoryNamespace, query: string, options: { limit: number }): Promise<SearchHit[]>;
  feedback(ns: MemoryNamespace, target: { key?: string; nodeId?: string }, label: FeedbackLabel, weight: number): Promise<{ key: string; feedback_score: number }>;
  stats(ns: MemoryNamespace): Promise<Record<string, unknown>>;
}
