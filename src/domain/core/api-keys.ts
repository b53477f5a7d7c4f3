import { randomBytes, randomUUID } from 'node:crypto';
import { MCP_TOOL_GROUPS, parseToolGroups, type McpToolGroup } from '../../config/mcp.js';
import { AppError } from '../errors/app-error.js';
import { LOCAL_CONTEXT_ID, type ContextService } from './contexts.js';
import type { Principal } from './principal.js';
import { inProcessCache, type Cache } from './cache/cache.js';
import { LocalInvalidationBus, type InvalidationBus } from './shared-state/invalidation-bus.js';
import { sha256Hex } from './sha256.js';
import { storedToolGroups } from './tool-group-choice.js';
import type { ApiKeyRecord, ApiKeyStore } from './ports/index.js';

export type { ApiKeyRecord } from './ports/index.js';

/** Keys are `mp_` + 43 base64url characters (256 random bits); only their sha256 is stored. */
export const API_KEY_PREFIX = 'mp_';
const KEY_PATTERN = /^mp_[A-Za-z0-9_-]{43}$/;
const LAST_USED_RESOLUTION_MS = 60_000; // avoid a write per request
/**
 * Verified keys are remembered this long, so a burst of requests costs one lookup. A
 * revocation through this process (the CLI goes through the running server's admin
 * channel) clears the entry at once; one made by another process on a shared
 * PostgreSQL database takes effect within this bound. With Redis every node hears of a
 * revocation at once (InvalidationBus), so entries may live for VERIFIED_CACHE_SHARED_MS.
 */
const VERIFIED_CACHE_MS = 1_000;
const VERIFIED_CACHE_SHARED_MS = 60_000;
const VERIFIED_CACHE_MAX = 10_000;

/** Key names: 1-64 letters, digits, dot, dash or underscore (the CLI trims surrounding spaces). */
function checkedName(raw: string): string {
  const name = raw.trim();
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(name)) throw new AppError('REQUEST-007', { message: 'Key names are 1-64 letters, digits, dot, dash or underscore' });
  return name;
}

/** `--tools memory,coding`: known group names (or `all`: no limit), else a plain refusal naming the groups. */
function checkedToolGroups(names: string[]): McpToolGroup[] | null {
  try {
    const groups = parseToolGroups(names.flatMap((n) => n.split(',')).map((n) => n.trim()).filter(Boolean), '--tools');
    return groups.length === MCP_TOOL_GROUPS.length ? null : groups;
  } catch (err) {
    throw new AppError('REQUEST-007', { message: (err as Error).message });
  }
}

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export class ApiKeyService {
  constructor(
    private readonly store: ApiKeyStore,
    private readonly contexts: ContextService,
    private readonly invalidation: InvalidationBus = new LocalInvalidationBus(),
  ) {
    invalidation.subscribe('api-keys', () => this.verified.clear());
  }

  /** Verified keys by digest; the lifetime is read at each lookup (it shortens while other nodes cannot tell us of revocations). */
  private readonly verified: Cache<string, Principal> = inProcessCache({
    max: VERIFIED_CACHE_MAX,
    ttlMs: () => this.invalidation.cacheMs(VERIFIED_CACHE_MS, VERIFIED_CACHE_SHARED_MS),
  });

  /**
   * Creates a key (the command line). Without an account the key reaches the local context
   * (the machine owner's); with one, the account's private context, or `contextId` when the
   * account may write there (a workspace's, say). Returns the key once.
   */
  async create(input: { name: string; accountLoginId?: string; userId?: string; contextId?: string; toolGroups?: string[] }): Promise<{ name: string; key: string; record: ApiKeyRecord }> {
    const name = checkedName(input.name);
    const toolGroups = input.toolGroups ? checkedToolGroups(input.toolGroups) : null;
    let accountId: string | null = null;
    let contextId = LOCAL_CONTEXT_ID;
    const wanted = input.contextId?.toLowerCase();
    if (input.accountLoginId) {
      const account = await this.store.accountIdByLogin(input.accountLoginId);
      if (!account) throw new AppError('REQUEST-007', { message: `No account with login id or email "${input.accountLoginId}"` });
      accountId = account;
      contextId = wanted ?? (await this.contexts.privateContextOf(account));
      if (wanted) await this.checkWritable(account, wanted, input.accountLoginId);
    } else if (wanted && wanted !== LOCAL_CONTEXT_ID) {
      throw new AppError('REQUEST-007', { message: 'A key without --account reaches only the local context; name the account whose role in that context the key should carry' });
    }
    const created = await this.insert({ name, accountId, contextId, userId: input.userId ?? 'default_user', toolGroups });
    if (!created) throw new AppError('REQUEST-007', { message: `A key named "${name}" already exists` });
    return created;
  }

  /** The account may write to the context (editor or owner), else a plain refusal naming why. */
  private async checkWritable(accountId: string, contextId: string, loginId: string): Promise<void> {
    const asAccount: Principal = { kind: 'session', sessionId: 'cli', accountId, contextId };
    const role = /^[0-9a-f-]{36}$/.test(contextId) ? await this.contexts.roleIn(asAccount, contextId) : null;
    if (!role) throw new AppError('REQUEST-007', { message: `Account "${loginId}" has no context ${contextId}` });
    if (role === 'viewer') throw new AppError('REQUEST-007', { message: `Account "${loginId}" can only read context ${contextId}; a key needs a context it can write to` });
  }

  /**
   * Creates a key of an account (the browser): it reaches `contextId`, which the caller has
   * checked the account may write to. 409 when the account already has an active key of
   * that name (other owners' names are never consulted).
   */
  async createForAccount(accountId: string, input: { name: string; contextId: string }): Promise<{ name: string; key: string; record: ApiKeyRecord }> {
    const name = checkedName(input.name);
    const created = await this.insert({ name, accountId, contextId: input.contextId, userId: 'default_user', toolGroups: null });
    if (!created) throw new AppError('ACCOUNT-050');
    return created;
  }

  /** Inserts a key, or returns null when its owner already has an active key of that name. */
  private async insert(row: { name: string; accountId: string | null; contextId: string; userId: string; toolGroups: McpToolGroup[] | null }): Promise<{ name: string; key: string; record: ApiKeyRecord } | null> {
    const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
    const record = await this.store.insertUnlessNameTaken({
      id: randomUUID(),
      name: row.name,
      keyHash: sha256Hex(key),
      displayPrefix: key.slice(0, 7),
      accountId: row.accountId,
      contextId: row.contextId,
      userId: row.userId,
      mcpToolGroups: row.toolGroups ? row.toolGroups.join(',') : null,
    });
    return record ? { name: row.name, key, record } : null;
  }

  /** The account's active keys, oldest first. */
  listOfAccount(accountId: string): Promise<ApiKeyRecord[]> {
    return this.store.listActiveOfAccount(accountId);
  }

  /** Revokes the account's active key of that name (stops working at once); null when there is none. */
  async revokeOfAccount(accountId: string, name: string): Promise<ApiKeyRecord | null> {
    const revoked = await this.store.revokeActiveOfAccount(accountId, name);
    if (revoked) this.invalidation.publish('api-keys');
    return revoked;
  }

  /** Every key, oldest first, with the login id of the account it belongs to (null: local context). */
  list(): Promise<Array<ApiKeyRecord & { account_login_id: string | null }>> {
    return this.store.listAll();
  }

  /**
   * Revokes by name (the command line); the key stops working on the next request (REST and
   * /mcp re-check the key on every request). Names are unique per owner, so when several
   * owners have an active key of that name, `accountLoginId` (or `local`) must say whose.
   * Returns the revoked key, or null when no active key has that name.
   */
  async revoke(name: string, owner?: { accountLoginId?: string; local?: boolean }): Promise<ApiKeyRecord | null> {
    const matches = await this.store.activeNamed(name, owner);
    if (matches.length === 0) return null;
    if (matches.length > 1) {
      const owners = matches.map((m) => m.owner ?? '(local)').join(', ');
      throw new AppError('REQUEST-007', { message: `Several active API keys are named "${name}" (accounts: ${owners}); say whose with --account <login_id> or --local` });
    }
    const revoked = await this.store.revoke(matches[0]!.id);
    if (revoked) this.invalidation.publish('api-keys');
    return revoked;
  }

  /** Which of these key ids are revoked (long-lived MCP sessions drop keys revoked elsewhere). */
  revokedAmong(ids: string[]): Promise<string[]> {
    return this.store.revokedAmong(ids);
  }

  /** Resolves a presented key to a principal, or null when unknown or revoked. */
  async verify(token: string): Promise<Principal | null> {
    if (!KEY_PATTERN.test(token)) return null;
    const hash = sha256Hex(token);
    const cached = this.verified.get(hash);
    if (cached) return cached;
    const principal = await this.lookup(hash);
    if (principal) this.verified.set(hash, principal);
    else this.verified.delete(hash);
    return principal;
  }

  private async lookup(hash: string): Promise<Principal | null> {
    const row = await this.store.findByHash(hash);
    if (!row || row.revoked_at) return null;
    const lastUsed = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
    if (Date.now() - lastUsed > LAST_USED_RESOLUTION_MS) await this.store.touchLastUsed(row.id);
    const principal: Principal = { kind: 'apiKey', keyId: row.id, keyName: row.name, accountId: row.account_id, userId: row.user_id, contextId: row.context_id };
    if (row.mcp_tool_groups) principal.toolGroups = storedToolGroups(row.mcp_tool_groups);
    return principal;
  }
}
