/**
 * Changes to memories made through MCP, for resources/subscribe and resources/list_changed.
 * The services a server hands its tools are wrapped so that every committed upsert, update,
 * delete, namespace erasure and recorded interaction is announced on the feed (after it
 * returned: a failed or cancelled write announces nothing). The feed is one per node
 * (src/services.ts builds it): in the process, or through Redis pub/sub when REDIS_URL is set
 * (redis-change-feed.ts), so every node tells the sessions it holds. Writes through REST are
 * not announced, so a notification is a convenience, not a guarantee; a client re-reads to be sure.
 */
import { EventEmitter } from 'node:events';
import type { MemoryNamespace } from '../../domain/memory/types.js';
import type { ToolServices } from '../tools/types.js';

export interface MemoryChange {
  contextId: string;
  userId: string;
  /** Absent for an interaction (it changes the user's pattern, not a memory) and for an erasure of every agent of the user. */
  agentName?: string;
  /** Absent for an interaction and an erasure (every key of the namespace). */
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

const change = (ns: MemoryNamespace, key: string, kind: MemoryChange['kind'], listChanged: boolean): MemoryChange => ({
  contextId: ns.contextId, userId: ns.userId, agentName: ns.agentName, key, kind, listChanged,
});

/** `target` with some methods replaced; every other property read from it (methods bound to it). */
function intercept<T extends object>(target: T, overrides: Partial<T>): T {
  return new Proxy(target, {
    get(t, prop, receiver) {
      if (Object.prototype.hasOwnProperty.call(overrides, prop)) return overrides[prop as keyof T];
      const value = Reflect.get(t, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(t) : value;
    },
  });
}

/** The same services, announcing on `feed` the writes that went through them. */
export function announcingWrites(services: ToolServices, feed: MemoryChangeFeed): ToolServices {
  const { memories, graph, erasure } = services;
  const announce = (c: MemoryChange) => feed.announce(c);
  return {
    ...services,
    memories: intercept(memories, {
      async upsert(ns, input) {
        const result = await memories.upsert(ns, input);
        announce(change(ns, input.key, 'written', result.created));
        return result;
      },
      async update(ns, key, patch) {
        const result = await memories.update(ns, key, patch);
        announce(change(ns, key, 'written', false));
        return result;
      },
      async delete(ns, key) {
        const result = await memories.delete(ns, key);
        announce(change(ns, key, 'deleted', true));
        return result;
      },
    }),
    graph: intercept(graph, {
      async recordInteraction(ns, input) {
        const result = await graph.recordInteraction(ns, input);
        announce({ contextId: ns.contextId, userId: input.user_id, kind: 'interaction', listChanged: false });
        return result;
      },
    }),
    ...(erasure ? {
      erasure: intercept(erasure, {
        async erase(caller, target, confirm) {
          const answer = await erasure.erase(caller, target, confirm);
          // The first call of the two only answers counts and a confirmation; the second deletes.
          if (answer.status === 'deleted') {
            announce({ contextId: target.contextId, userId: target.userId, agentName: target.agentName, kind: 'erased', listChanged: answer.deleted.memories > 0 });
          }
          return answer;
        },
      }),
    } : {}),
  };
}
