/**
 * Changes to memories, told to whoever listens (the node's MCP change feed, wired in
 * src/services.ts) once they are committed, whichever way they were made: REST, MCP tools,
 * import, namespace erasure, the expiry purge, recorded interactions. A listener is told
 * after the write returned from the store; a failed write tells nothing, and a listener that
 * throws never fails the write (it is logged and the write stands).
 */
import type { Logger } from '../../logger.js';

export type MemoryChangeKind =
  /** A memory that did not exist (or had expired) now does: the namespace's set of memories changed. */
  | 'created'
  /** An existing memory changed (value, tags, ...): the set of memories is the same. */
  | 'updated'
  /** A memory was deleted (by a caller, or purged after it expired). */
  | 'deleted'
  /** A whole namespace (one agent, or every agent of the user) was erased. */
  | 'forgotten'
  /** An interaction was recorded or erased: the user's pattern changed, not a memory. */
  | 'interaction';

export interface MemoryChanged {
  contextId: string;
  userId: string;
  /** Absent: every agent of the user (a user's erasure, an interaction). */
  agentName?: string;
  /** Absent: any memory of the namespace may have changed (an erasure, a large import or purge). */
  key?: string;
  kind: MemoryChangeKind;
}

/** The port: what hears of committed memory changes. */
export interface MemoryChangeListener {
  onMemoryChanged(change: MemoryChanged): void;
}

/** A namespace with the keys one operation changed in it, and how. */
export interface ChangedKeys {
  contextId: string;
  userId: string;
  agentName: string;
  created: string[];
  updated: string[];
  deleted: string[];
}

/**
 * Past this many keys of one namespace in one operation (an import page, a purge batch), the
 * namespace is told once without a key instead of key by key: cheaper to carry across nodes,
 * and a client re-reads the namespace anyway.
 */
export const KEYS_PER_NAMESPACE = 25;

/** Tells the listener, if any; never throws. */
export class MemoryChangeNotifier {
  constructor(private readonly listener?: MemoryChangeListener, private readonly logger?: Logger) {}

  notify(change: MemoryChanged): void {
    if (!this.listener) return;
    try {
      this.listener.onMemoryChanged(change);
    } catch (err) {
      this.logger?.warn({ err, kind: change.kind }, 'a memory-change listener failed; the write stands');
    }
  }

  /** The keys one operation changed, per namespace: key by key, or once per namespace past KEYS_PER_NAMESPACE. */
  notifyKeys(namespaces: Iterable<ChangedKeys>): void {
    for (const ns of namespaces) {
      const { contextId, userId, agentName } = ns;
      const total = ns.created.length + ns.updated.length + ns.deleted.length;
      if (total === 0) continue;
      if (total > KEYS_PER_NAMESPACE) {
        // 'created' or 'deleted' when the set of memories changed, so listing clients list again.
        const kind: MemoryChangeKind = ns.created.length > 0 ? 'created' : ns.deleted.length > 0 ? 'deleted' : 'updated';
        this.notify({ contextId, userId, agentName, kind });
        continue;
      }
      for (const key of ns.created) this.notify({ contextId, userId, agentName, key, kind: 'created' });
      for (const key of ns.updated) this.notify({ contextId, userId, agentName, key, kind: 'updated' });
      for (const key of ns.deleted) this.notify({ contextId, userId, agentName, key, kind: 'deleted' });
    }
  }
}

/** Gathers changed keys per namespace (for notifyKeys). */
export class ChangedKeysByNamespace {
  private readonly byNamespace = new Map<string, ChangedKeys>();

  add(ns: { contextId: string; userId: string; agentName: string }, key: string, kind: 'created' | 'updated' | 'deleted'): void {
    const id = JSON.stringify([ns.contextId, ns.userId, ns.agentName]);
    let entry = this.byNamespace.get(id);
    if (!entry) {
      entry = { contextId: ns.contextId, userId: ns.userId, agentName: ns.agentName, created: [], updated: [], deleted: [] };
      this.byNamespace.set(id, entry);
    }
    entry[kind].push(key);
  }

  values(): Iterable<ChangedKeys> {
    return this.byNamespace.values();
  }
}
