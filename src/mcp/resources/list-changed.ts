/**
 * notifications/resources/list_changed (the server declares `resources.listChanged`).
 * resources/list answers the fixed resources and the memories of the caller's user (the API
 * key's, else default_user) in the caller's context, every agent. So that list changes when
 * such a memory is created, deleted or erased; an update of an existing memory changes what
 * one resource holds (notifications/resources/updated for its subscribers), not the list.
 *
 * Changes come from the node's change feed (change-feed.ts): every committed write on this node
 * (MCP tools of any session, REST, import, erasure, the expiry purge), and with Redis on every
 * other node (redis-change-feed.ts). Several changes close together (a folder indexed by
 * multimodal_index creates a memory per file) are sent as one notification: the notification
 * carries no detail, it only tells the client to list again.
 */
import type { MemoryChange } from './change-feed.js';
import { defaultUserOf, type McpSurface } from './surface.js';

/** How long changes are gathered into one notification. */
export const LIST_CHANGED_COALESCE_MS = 200;

/** Calls `send` once per burst of `notify()` calls: `delayMs` after the first of them. */
export function coalescing(send: () => void, delayMs: number) {
  let timer: NodeJS.Timeout | undefined;
  return {
    notify() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        send();
      }, delayMs);
      timer.unref();
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** Whether a change alters what resources/list answers this session's caller. */
function changesListOf(surface: McpSurface, change: MemoryChange): boolean {
  if (!change.listChanged) return false;
  // The session's caller: stdio's fixed principal, or the principal a remote session is bound to.
  const caller = surface.principalOf({ requestId: 'resources/list_changed' });
  return change.contextId === caller.contextId && change.userId === defaultUserOf(caller);
}

/** Sends list_changed to this session when its list changed; returns the function that stops it. */
export function announceListChanges(surface: McpSurface): () => void {
  const pending = coalescing(() => {
    surface.server.sendResourceListChanged().catch(() => undefined); // a closed transport has no one to tell
  }, LIST_CHANGED_COALESCE_MS);
  const stop = surface.changes.onChange((change) => {
    if (changesListOf(surface, change)) pending.notify();
  });
  return () => {
    stop();
    pending.cancel();
  };
}
