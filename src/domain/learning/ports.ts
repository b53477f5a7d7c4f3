/**
 * The learning area's store (memory_facts and learning_settings; knex implementation in
 * memory-fact-repository.ts in the persistence layer). A fact row belongs to one memory and is
 * deleted with it.
 */
import type { Attribute } from './attributes.js';

export type FactOrigin = 'interaction' | 'memory';

export interface NewFact {
  memoryId: string;
  contextId: string;
  userId: string;
  subject: string;
  attribute: Attribute;
  object: string;
  detail: string | null;
  sentence: string;
  origin: FactOrigin;
  interactionId: string | null;
  validFrom: string;
  validUntil: string | null;
  supersededBy: string | null;
}

export interface StoredFact extends NewFact {
  id: string;
  pinned: boolean;
  createdAt: string;
  /** The memory stating it (key and agent namespace, to address it with the memory operations). */
  key: string;
  agentName: string;
  value: string;
}

export interface FactNamespace { contextId: string; userId: string }

export interface FactStore {
  insert(fact: NewFact): Promise<StoredFact>;
  /** The user's facts that still hold (valid_until null), oldest first (ties by id). */
  current(ns: FactNamespace): Promise<StoredFact[]>;
  /**
   * The context's learning setting (learningSetting) and the user's current facts (current), in
   * one read: what a new memory that states facts needs before it records them.
   */
  settingAndCurrent(ns: FactNamespace): Promise<{ learning: boolean | null; current: StoredFact[] }>;
  /** Ends facts: valid_until and, when there is one, the successor fact; pinned facts are left alone. */
  end(ns: FactNamespace, ids: readonly string[], until: string, successorId: string | null): Promise<void>;
  /** The user's facts, newest first (superseded ones too unless `current`). */
  list(ns: FactNamespace, options: { current?: boolean; limit: number }): Promise<StoredFact[]>;
  get(ns: FactNamespace, id: string): Promise<StoredFact | null>;
  /** The facts of one memory. */
  ofMemory(ns: FactNamespace, memoryId: string): Promise<StoredFact[]>;
  update(ns: FactNamespace, id: string, patch: { object?: string; pinned?: boolean }): Promise<StoredFact | null>;
  /** Removes a memory's facts (its value was replaced: they are read again). */
  forgetMemory(ns: FactNamespace, memoryId: string): Promise<void>;
  /** Facts this one ended hold again (it is being deleted or disowned); returns their ids. */
  reopenPredecessors(ns: FactNamespace, successorId: string): Promise<string[]>;
  /** Whether learning is on in a context (null: no setting, the server's default applies). */
  learningSetting(contextId: string): Promise<boolean | null>;
  setLearning(contextId: string, enabled: boolean): Promise<void>;
}
