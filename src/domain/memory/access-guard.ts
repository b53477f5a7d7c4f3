/**
 * Decides whether a caller may read or write the context a memory call addresses.
 * The rules are ContextService's (roleIn); this adds
 *  - OAuth scopes: reads need `memory:read` (or `memory:write`), writes `memory:write`;
 *  - a fast path for the local context, whose rule needs no database row (it always exists).
 * Other decisions come from ContextService's role cache, the one place roles are remembered
 * (and forgotten on every node when they change).
 */
import { LOCAL_CONTEXT_ID, type ContextRole, type ContextService } from '../core/contexts.js';
import type { Principal } from '../core/principal.js';
import { AppError } from '../errors/app-error.js';

export type AccessMode = 'read' | 'write';

export class AccessGuard {
  constructor(private readonly contexts: ContextService) {}

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
    return this.contexts.roleIn(principal, contextId);
  }
}
