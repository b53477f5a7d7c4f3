/**
 * Storage port of export, import and namespace erasure (knex implementation in
 * memory-portability-repository.ts in the persistence layer). Visibility follows the
 * memory repository: an expired working memory counts as absent everywhere.
 */
import type { SchemaMemoryExportFeedback } from '../../../../generated/api-types.js';
import type { MemoryContext, MemoryScope, MemoryVersion } from '../types.js';

/** One feedback event on a memory as it travels: who gave it, what, how strongly, when. */
export type ExportFeedbackEvent = Required<NonNullable<SchemaMemoryExportFeedback['events']>[number]>;

/** A memory's feedback sums (what ranking reads) and its newest events, oldest first. */
export type ExportFeedback = Required<Omit<SchemaMemoryExportFeedback, 'events'>> & { events: ExportFeedbackEvent[] };

/** How many of a memory's newest feedback events an export carries (MemoryExportFeedback.events maxItems). */
export const EXPORT_FEEDBACK_EVENTS_MAX = 1000;

/** Where an export page resumes: the last (context, user, agent, key) written. */
export interface ExportPosition {
  contextId: string;
  userId: string;
  agentName: string;
  key: string;
}

/** One stored memory as the export reads it: timestamps with microseconds, the revision as its version. */
export interface ExportRow {
  context_id: string;
  user_id: string;
  agent_name: string;
  key: string;
  value: string;
  scope: MemoryScope;
  tags: string[];
  importance: number;
  metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  expires_at: string | null;
  version: number;
  /** Previous versions, oldest first (timestamps with microseconds). */
  history: MemoryVersion[];
  feedback: ExportFeedback;
}

/** A record to write, every default applied; timestamps are ISO strings (microseconds kept). */
export interface ImportWrite {
  contextId: string;
  userId: string;
  agentName: string;
  key: string;
  value: string;
  scope: MemoryScope;
  tags: string[];
  importance: number;
  metadata: Record<string, unknown>;
  createdAt: string | null;
  /** Null: the record has no time of its own; it then replaces a stored memory only when its content differs. */
  updatedAt: string | null;
  /** For working memories; null means now + the working-memory lifetime. */
  expiresAt: string | null;
  version: number;
  /** Previous versions the record carries (oldest first); merged into the memory's when it is written. */
  history: MemoryVersion[];
  /** Feedback the record carries; null when it has none. */
  feedback: ExportFeedback | null;
}

/** What an import did to one record. */
export interface ImportOutcome {
  result: 'created' | 'updated' | 'unchanged';
  /** The written memory (absent when unchanged). */
  written?: {
    id: string;
    /** The memory now waits for its embedding (a new or changed value): its old vector is gone. */
    embeddingPending: boolean;
    scope: MemoryScope;
    expiresAt: string | null;
  };
}

/** How much of a namespace there is (or was). */
export interface NamespaceCounts {
  memories: number;
  feedback: number;
  interactions: number;
  graph_nodes: number;
  graph_edges: number;
}

/** A user namespace, or one agent namespace of it, inside a context. */
export interface NamespaceTarget {
  contextId: string;
  userId: string;
  /** Absent: every agent of the user. */
  agentName?: string;
}

export interface PortabilityRepository {
  /** Id, name and kind of these contexts (unknown ids left out). */
  contexts(ids: string[]): Promise<MemoryContext[]>;
  /** Every context of the store (the operator's export), by id. */
  allContexts(): Promise<MemoryContext[]>;
  /**
   * Up to `limit` visible memories of the contexts, ordered by context, user, agent and key
   * (byte order, so the order is the same on every store), after `after` when given.
   */
  exportPage(contextIds: string[], filter: { userId?: string; agentName?: string }, after: ExportPosition | null, limit: number): Promise<ExportRow[]>;
  /**
   * Writes one record, with its history and feedback, in one transaction: inserts it when its
   * namespace has no visible memory under the key; otherwise replaces the stored memory only
   * when the record is newer (its updated_at is later; without a time of its own, when its
   * content differs), and otherwise changes nothing at all. Re-queues the embedding when the
   * value changed. A written record's history joins the memory's (the replaced state kept as a
   * version, versions matched by written_at and value, renumbered in time order, the newest
   * `keepVersions` kept); its feedback events the memory lacks (same giver, label, weight and
   * time) are added to the events and the sums, except that a memory the import creates takes
   * the record's sums as they are.
   */
  importOne(write: ImportWrite, workingTtlSeconds: number, keepVersions: number): Promise<ImportOutcome>;
  /** Counts of what erasing the namespace would delete. */
  count(target: NamespaceTarget): Promise<NamespaceCounts>;
  /**
   * Deletes everything of the namespace (what `count` counts) and returns what it deleted;
   * zeros for an empty namespace. Run it inside `MemoryStores.transaction` to commit it with
   * its audit entry.
   */
  erase(target: NamespaceTarget): Promise<NamespaceCounts>;
}
