/**
 * Changes to memories made through MCP in this process, for resources/subscribe. The services
 * a server hands its tools are wrapped so that every committed upsert, update, delete and
 * recorded interaction is announced here (after it returned: a failed or cancelled write
 * announces nothing). Writes through REST or another server process are not seen, so a
 * subscription is a convenience, not a guarantee; a client re-reads to be sure.
 */
import { EventEmitter } from 'node:events';
import type { MemoryNamespace } from '../../domain/memory/types.js';
import type { ToolServices } from '../tools/types.js';

export interface MemoryChange {
  contextId: string;
  userId: string;
  /** Absent for an interaction (it changes the user's pattern, not a memory). */
  agentName?: string;
  key?: string;
  kind: 'written' | 'deleted' | 'interaction';
}

const feed = new EventEmitter();
feed.setMaxListeners(0); // one listener per open MCP session

export function onMemoryChange(listener: (change: MemoryChange) => void): () => void {
  feed.on('change', listener);
  return () => feed.off('change', listener);
}

function announce(change: MemoryChange): void {
  feed.emit('change', change);
}

const change = (ns: MemoryNamespace, key: string, kind: MemoryChange['kind']): MemoryChange => ({ contextId: ns.contextId, userId: ns.userId, agentName: ns.agentName, key, kind });

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

/** The same services, announcing the writes that went through them. */
export function announcingWrites(services: ToolServices): ToolServices {
  const { memories, graph } = services;
  return {
    ...services,
    memories: intercept(memories, {
      async upsert(ns, input) {
        const result = await memories.upsert(ns, input);
        announce(change(ns, input.key, 'written'));
        return result;
      },
      async update(ns, key, patch) {
        const result = await memories.update(ns, key, patch);
        announce(change(ns, key, 'written'));
        return result;
      },
      async delete(ns, key) {
        const result = await memories.delete(ns, key);
        announce(change(ns, key, 'deleted'));
        return result;
      },
    }),
    graph: intercept(graph, {
      async recordInteraction(ns, input) {
        const result = await graph.recordInteraction(ns, input);
        announce({ contextId: ns.contextId, userId: input.user_id, kind: 'interaction' });
        return result;
      },
    }),
  };
}
