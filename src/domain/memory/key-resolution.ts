/**
 * What a key names for a reader. Recall and search show an agent its own memories and the
 * user's `global` ones, so a key names the agent's own memory when there is one, else the
 * user's global memory under that key. Key operations (get, update, delete, feedback,
 * history) resolve a key this way, so a hit is addressed back with the agent name it was
 * recalled under; create-or-replace writes exactly the named namespace, and the agent's own
 * memory then hides the global one with the same key from that agent's recall and search.
 */
import type { NamespaceRef } from './ports.js';
import { GLOBAL_AGENT } from './types.js';

/** The namespaces a key is looked up in, in order: the caller's own, then the user's global one. */
export function keyLookupOrder(ref: NamespaceRef): NamespaceRef[] {
  return ref.agentName === GLOBAL_AGENT ? [ref] : [ref, { ...ref, agentName: GLOBAL_AGENT }];
}

/** The first answer along keyLookupOrder, with the namespace that gave it. */
export async function firstByKey<T>(ref: NamespaceRef, find: (ns: NamespaceRef) => Promise<T | null>): Promise<{ ns: NamespaceRef; found: T } | null> {
  for (const ns of keyLookupOrder(ref)) {
    const found = await find(ns);
    if (found) return { ns, found };
  }
  return null;
}

/** Drops hits hidden behind the reader's own memory with the same key (ranking order kept). */
export function withoutShadowed<T extends { key: string; agent_name: string }>(rows: T[], ownAgent: string): T[] {
  if (ownAgent === GLOBAL_AGENT) return rows;
  const own = new Set(rows.filter((r) => r.agent_name === ownAgent).map((r) => r.key));
  return own.size === 0 ? rows : rows.filter((r) => r.agent_name === ownAgent || !own.has(r.key));
}
