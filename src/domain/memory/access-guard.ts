/**
 * Decides whether a caller may read or write the context a memory call addresses.
 * The rules are ContextService's (roleIn); this adds
 *  - OAuth scopes: reads need `memory:read` (or `memory:write`), writes `memory:write`;
 *  - a fast path for the local context, whose rule needs no database row (it always exists);
 *  - a short-lived cache of other decisions, so a GET by key costs one query, not three.
 *    A revoked membership takes effect within ACCESS_CACHE_MS; with Redis every node drops
 *    its decisions when roles change anywhere, so they may live as long as ContextService's.
 */
import { LOCAL_CONTEXT_ID, type ContextRole, type ContextService } from '../core/contexts.js';
import type { Principal } from '../core/principal.js';
import { AppError } from '../errors/app-error.js';

export const ACCESS_CACHE_MS = 2_000;
const MAX_CACHED = 10_000;

export type AccessMode = 'read' | 'write';

function principalKey(principal: Principal): string {
  switch (principal.kind) {
    case 'apiKey':
      return `k:${principal.keyId}`;
    case 'session':
      return `s:${principal.accountId}`;
    case 'oauth':
      return `o:${principal.accountId}`;
    default:
      return principal.kind;
  }
}

export class AccessGuard {
  private readonly cache = new Map<string, { role: ContextRole | null; at: number }>();

  constructor(private readonly contexts: ContextService) {
    contexts.onRolesChanged(() => this.cache.clear());
  }

  /** Throws MEMORY-002 (no access), MEMORY-003 (read-only) or MEMORY-004 (scope missing). */
  async check(principal: Principal, contextId: string, mode: AccessMode): Promise<void> {
    if (principal.kind === 'oauth') {
      const scopes = principal.scopes;
      const ok = mode === 'write' ? scopes.includes('memory:write') : scopes.includes('memory:read') || scopes.includes('memory:write');
      if (!ok) throw new AppError('MEMORY-004', { details: { required_scope: mode === 'write' ? 'memory:write' : 'memory:read' } });
    }
    const role = await this.roleOf(principal, contextId);
    if (role === null) throw new AppError('MEMORY-002');
    if (mode === 'write' && role === 'viewer') throw new AppError('MEMORY-003');
  }

  private async roleOf(principal: Principal, contextId: string): Promise<ContextRole | null> {
    if (contextId === LOCAL_CONTEXT_ID) {
      const local = principal.kind === 'anonymous' || principal.kind === 'local' ||
        (principal.kind === 'apiKey' && principal.contextId === LOCAL_CONTEXT_ID);
      return local ? 'owner' : null;
    }
    const key = `${principalKey(principal)}|${contextId}`;
    const now = Date.now();
    const hit = this.cache.get(key);
    // The lifetime is decided when read: it shortens at once if other nodes can no longer tell us of changes.
    if (hit && now - hit.at < Math.max(ACCESS_CACHE_MS, this.contexts.roleCacheMs())) return hit.role;
    const role = await this.contexts.roleIn(principal, contextId);
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
    this.cache.set(key, { role, at: now });
    return role;
  }
}
