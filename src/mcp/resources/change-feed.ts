/**
 * Changes to memories, for resources/subscribe and resources/list_changed. The memory domain
 * tells every committed change (memory-changes.ts: REST, MCP tools, import, namespace erasure,
 * the expiry purge, recorded interactions) to the listener feedListener() makes, which
 * announces it on the feed (after the write returned: a failed or cancelled write announces
 * nothing). The feed is one per node (src/services.ts builds it): in the process, or through
 * Redis pub/sub when REDIS_URL is set (redis-change-feed.ts), so every node tells the sessions
 * it holds. Nothing is queued or retried, so a notification is a convenience, not a guarantee;
 * a client re-reads to be sure.
 */
import { EventEmitter } from 'node:events';
import type { MemoryChanged, MemoryChangeListener } from '../../domain/memory/memory-changes.js';

export interface MemoryChange {
  contextId: string;
  userId: string;
  /** Absent for an interaction (it changes the user's pattern, not a memory) and for an erasure of every agent of the user. */
  agentName?: string;
  /** Absent for an interaction, an erasure, and a large import or purge (any key of the namespace). */
  key?: string;
  kind: 'written' | 'deleted' | 'erased' | 'interaction';
  /** Whether the set of the user's memories changed (one created, deleted or erased), so resources/list answers differently. */
  listChanged: boolean;
}

/** Where the MCP servers of a node announce writes and hear of them (their own node's and, with Redis, every other node's). */
export interface MemoryChangeFeed {
  /** Tells this node's listeners now (and the other nodes, where there are any). Never throws. */
  announce(change: MemoryChange): void;
  /** Runs `listener` on every change; returns the function that stops it. */
  onChange(listener: (change: MemoryChange) => void): () => void;
}

/** One process: the changes made here are the only ones heard. */
export class LocalMemoryChangeFeed implements MemoryChangeFeed {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0); // two listeners per open MCP session
  }

  announce(change: MemoryChange): void {
    this.deliver(change);
  }

  onChange(listener: (change: MemoryChange) => void): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }

  /** Tells this process's listeners; a listener that throws does not keep the change from the others. */
  protected deliver(change: MemoryChange): void {
    for (const listener of this.emitter.listeners('change') as Array<(c: MemoryChange) => void>) {
      try {
        listener(change);
      } catch {
        // A session that cannot take a notification has no one to tell.
      }
    }
  }
}

/** What the feed carries for a committed change the memory domain told (memory-changes.ts). */
export function feedChangeOf(change: MemoryChanged): MemoryChange {
  const { contextId, userId, agentName, key } = change;
  switch (change.kind) {
    case 'created':
      return { contextId, userId, agentName, key, kind: 'written', listChanged: true };
    case 'updated':
      return { contextId, userId, agentName, key, kind: 'written', listChanged: false };
    case 'deleted':
      return { contextId, userId, agentName, key, kind: 'deleted', listChanged: true };
    case 'forgotten':
      return { contextId, userId, agentName, kind: 'erased', listChanged: true };
    case 'interaction':
      return { contextId, userId, kind: 'interaction', listChanged: false };
  }
}

/** The memory domain's change listener (src/services.ts wires it): every committed change goes on `feed`. */
export function feedListener(feed: MemoryChangeFeed): MemoryChangeListener {
  return { onMemoryChanged: (change) => feed.announce(feedChangeOf(change)) };
}
