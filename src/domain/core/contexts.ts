import type { Principal } from './principal.js';
import type { ContextStore } from './ports/index.js';
import { LocalInvalidationBus, type InvalidationBus } from './shared-state/invalidation-bus.js';
import { inProcessCache, type Cache } from './cache/cache.js';

export const LOCAL_CONTEXT_ID = '00000000-0000-4000-8000-000000000001';

export type ContextRole = 'viewer' | 'editor' | 'owner';

export interface ReadableContext {
  id: string;
  name: string;
  kind: 'private' | 'workspace' | 'local';
  role: ContextRole;
  ownerAccountId: string | null;
  workspaceId: string | null;
}

/**
 * Contexts hold memories. The rules (listed to a browser account by GET /api/v1/me/contexts):
 * - the local context belongs to whoever runs the machine: anonymous loopback callers,
 *   the stdio MCP server, the CLI, and keys minted for it;
 * - a private context belongs to one account, and to every account identity-linked to it;
 * - a workspace context belongs to the workspace's members, by role.
 * Callers only ever reach contexts `roleIn` grants them.
 */
/**
 * Roles are remembered this long per (caller, context), so a burst of requests costs
 * one lookup; a change of membership or identity links made by another process shows within
 * this bound. With Redis every node hears of changes at once (InvalidationBus), so entries
 * may live for ROLE_CACHE_SHARED_MS instead.
 */
const ROLE_CACHE_MS = 1_000;
const ROLE_CACHE_SHARED_MS = 60_000;
const ROLE_CACHE_MAX = 10_000;

function callerKey(principal: Principal): string {
  switch (principal.kind) {
    case 'apiKey':
      return `k:${principal.keyId}`;
    case 'session':
    case 'oauth':
      return `a:${principal.accountId}`;
    case 'local':
      // `memplat mcp --context` points the machine's owner at another context: decisions differ per pointing.
      return `l:${principal.contextId}`;
    default:
      return principal.kind;
  }
}

export interface ContextServiceDeps {
  store: ContextStore;
  /** Tells other nodes of role changes (a process-local bus when absent). */
  invalidation?: InvalidationBus;
}

/** Stores bound to one transaction, when they include the context store. */
export interface WithContextStore {
  contexts: ContextStore;
}

export class ContextService {
  /** Role decisions per (caller, context); the one cache of them (memory access reads it too). */
  private readonly roles: Cache<string, ContextRole | null> = inProcessCache({ max: ROLE_CACHE_MAX, ttlMs: () => this.roleCacheMs() });
  private readonly store: ContextStore;
  private readonly invalidation: InvalidationBus;

  constructor(deps: ContextServiceDeps) {
    this.store = deps.store;
    this.invalidation = deps.invalidation ?? new LocalInvalidationBus();
    this.invalidation.subscribe('context-roles', () => this.roles.clear());
  }

  /** Runs `listener` whenever roles change, here or on another node (caches built on roles drop their entries). */
  onRolesChanged(listener: () => void): void {
    this.invalidation.subscribe('context-roles', listener);
  }

  /** How long a role decision may be remembered (see ROLE_CACHE_MS). */
  roleCacheMs(): number {
    return this.invalidation.cacheMs(ROLE_CACHE_MS, ROLE_CACHE_SHARED_MS);
  }

  /**
   * The account's private context, created on first use. With `tx` (stores bound to a
   * transaction) a context it creates commits or rolls back with that transaction.
   */
  async privateContextOf(accountId: string, tx?: WithContextStore): Promise<string> {
    return (tx?.contexts ?? this.store).privateContextOf(accountId);
  }

  /** Accounts counted as the same owner as `accountId` (identity link set), itself included. */
  async linkedAccounts(accountId: string): Promise<string[]> {
    return [...new Set<string>([accountId, ...(await this.store.linkedAccounts(accountId))])];
  }

  /** The caller's role in a context, or null when the context is out of reach. */
  async roleIn(principal: Principal, contextId: string): Promise<ContextRole | null> {
    const key = `${callerKey(principal)}|${contextId}`;
    const cached = this.roles.get(key);
    if (cached !== undefined) return cached;
    const role = await this.resolveRole(principal, contextId);
    this.roles.set(key, role);
    return role;
  }

  /** Forgets remembered roles after membership or identity-link changes, on every node. */
  forgetRoles(): void {
    this.invalidation.publish('context-roles');
  }

  private async resolveRole(principal: Principal, contextId: string): Promise<ContextRole | null> {
    const ctx = await this.store.find(contextId);
    if (!ctx) return null;
    // The machine's owner (CLI, stdio MCP) holds the store itself; `memplat mcp --context <id>`
    // points it at one other context, which it then owns like the local one.
    if (principal.kind === 'local' && ctx.kind !== 'local') return ctx.id === principal.contextId.toLowerCase() ? 'owner' : null;
    if (ctx.kind === 'local') {
      const localCaller = principal.kind === 'anonymous' || principal.kind === 'local' ||
        (principal.kind === 'apiKey' && principal.contextId === LOCAL_CONTEXT_ID);
      return localCaller ? 'owner' : null;
    }
    const accountId = 'accountId' in principal ? principal.accountId : null;
    if (!accountId) return null;
    if (ctx.kind === 'private') {
      const owners = await this.linkedAccounts(accountId);
      return ctx.owner_account_id && owners.includes(ctx.owner_account_id) ? 'owner' : null;
    }
    if (ctx.kind === 'workspace') {
      const role = ctx.workspace_id ? await this.store.workspaceRole(ctx.workspace_id, accountId) : undefined;
      if (!role) return null;
      if (role === 'viewer') return 'viewer';
      return role === 'owner' ? 'owner' : 'editor';
    }
    return null;
  }

  /**
   * Every context the caller can read, with its role: candidates are the local context, the
   * private contexts of the caller's identity link set and the contexts of its workspaces;
   * each is kept only when `roleIn` grants a role, so listing and access follow one rule.
   */
  async readableBy(principal: Principal): Promise<ReadableContext[]> {
    const accountId = 'accountId' in principal ? principal.accountId : null;
    const candidates = await this.store.candidates({
      privateOwners: accountId ? await this.linkedAccounts(accountId) : [],
      memberAccountId: accountId,
      alsoId: principal.kind === 'local' && principal.contextId !== LOCAL_CONTEXT_ID ? principal.contextId : null,
    });
    const readable: ReadableContext[] = [];
    for (const ctx of candidates) {
      const role = await this.roleIn(principal, ctx.id);
      if (role) readable.push({ id: ctx.id, name: ctx.name, kind: ctx.kind, role, ownerAccountId: ctx.owner_account_id, workspaceId: ctx.workspace_id });
    }
    return readable;
  }

  async canRead(principal: Principal, contextId: string): Promise<boolean> {
    return (await this.roleIn(principal, contextId)) !== null;
  }

  async canWrite(principal: Principal, contextId: string): Promise<boolean> {
    const role = await this.roleIn(principal, contextId);
    return role === 'editor' || role === 'owner';
  }
}
