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
import type {
  SchemaFeedbackResponse, SchemaMemoryContext, SchemaMemoryCreate, SchemaMemoryDuplicate, SchemaMemoryResponse, SchemaMemoryScope,
  SchemaMemoryUpdate, SchemaMemoryVersion, SchemaRecallResult, SchemaSearchResult,
} from '../../../generated/api-types.js';
import type { Principal } from '../core/principal.js';

// The memory's shape is the contract's (schemas/Memory*.json, through the generated types):
// adding a field there reaches these types without editing this file.

export type MemoryScope = SchemaMemoryScope;

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
export type MemoryContext = SchemaMemoryContext;

/**
 * A stored memory: MemoryResponse without what an answer adds (its context, the duplicate a
 * write reports), every property present (`expires_at` null for persistent memories).
 */
export type Memory = Required<Omit<SchemaMemoryResponse, 'context' | 'duplicate_of'>>;

/** Another memory already holding the same text (normalised), reported by writes without refusing them. */
export type DuplicateRef = SchemaMemoryDuplicate;

/** A memory as a write answers it: with the memory holding the same text, if any. */
export type WrittenMemory = Memory & { duplicate_of: DuplicateRef | null };

/**
 * Create-or-replace input (MemoryCreate), parsed: it conforms to the schema (checked where it
 * entered: the HTTP pipeline, src/contract/memory-input.ts) or was built in code. Omitted fields
 * take the schema's defaults (scope `persistent`, no tags, importance 0.5, empty metadata:
 * validation.ts memoryWrite): an upsert replaces the whole memory. The MCP memory_store tool
 * passes its own default scope (`working`).
 */
export type MemoryInput = SchemaMemoryCreate;

/** How a write's facts meet older ones: may they end them (`supersede`), and since when they hold (`occurred_at`, default: the write). */
export interface FactTiming { supersede?: boolean; occurred_at?: string }

/** Partial update: only present fields change (tags and metadata are replaced whole). */
export type MemoryPatch = Omit<SchemaMemoryUpdate, 'key'>;

/** A parsed update body (MemoryUpdate): a patch that may repeat the key it addresses (another key is MEMORY-006). */
export type MemoryUpdateInput = MemoryPatch & { key?: string };

/**
 * How a create-or-update treats an existing memory. By default it replaces it (what the input
 * leaves out takes the schema's defaults). With `merge` only the fields the input gives change,
 * on the memory the key names for the agent (its own, else the user's global one:
 * key-resolution.ts), and a new memory takes the defaults, its scope `defaultScope` when given.
 */
export interface UpsertOptions {
  merge?: boolean;
  defaultScope?: MemoryScope;
}

/** A state a memory had before a write replaced it (history, newest first; 1 for the first value). */
export type MemoryVersion = SchemaMemoryVersion;

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

/** One recall hit (RecallResult), every property present; score in [0, 1]. */
export type RecallHit = Required<SchemaRecallResult>;

/** One search hit (SearchResult); `snippet` is html (<mark> around matches) or, for MCP, plain text. */
export type SearchHit = SchemaSearchResult;

export interface RecallOptions {
  /** How many hits at most; RecallRequest's default (memory-schema.ts RECALL_K) when absent. */
  k?: number;
  scope: MemoryScope | 'all';
  maxValueChars?: number;
  minScore?: number;
  /** ISO date-time: answer what held then (facts over time) instead of what holds now first. */
  asOf?: string;
}

export interface SearchOptions {
  limit: number;
  maxValueChars?: number;
  minScore?: number;
  /** `html` (REST: <mark> around matches, the rest escaped) or `text` (MCP: plain text). */
  snippetFormat?: 'html' | 'text';
  /** Every user and agent namespace of the context, not the selected one (context-search.ts). */
  allNamespaces?: boolean;
}

export type FeedbackLabel = SchemaFeedbackResponse['label'];

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
  /**
   * Creates or updates by key. `created` tells which. The input is parsed (see MemoryInput); the
   * domain's rules (validation.ts) fail it with a FieldValidationError, located by field.
   */
  upsert(ns: MemoryNamespace, input: MemoryInput, options?: UpsertOptions): Promise<{ memory: WrittenMemory; created: boolean }>;
  /** `timing`: how the new value's facts meet older ones (as a create's `supersede` and `occurred_at`). Rule failures as for upsert. */
  update(ns: MemoryNamespace, key: string, patch: MemoryUpdateInput, timing?: FactTiming): Promise<WrittenMemory>; // MEMORY-001 when absent
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
