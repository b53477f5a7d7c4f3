import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { AppError } from '../errors/app-error.js';
import { LOCAL_CONTEXT_ID, type ContextService } from './contexts.js';
import type { Principal } from './principal.js';
import { inProcessCache, type Cache } from './cache/cache.js';
import { LocalInvalidationBus, type InvalidationBus } from './shared-state/invalidation-bus.js';
import { sha256Hex } from './sha256.js';

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

export interface ApiKeyRecord {
  id: string;
  name: string;
  display_prefix: string;
  account_id: string | null;
  context_id: string;
  user_id: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** Key names: 1-64 letters, digits, dot, dash or underscore (the CLI trims surrounding spaces). */
function checkedName(raw: string): string {
  const name = raw.trim();
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(name)) throw new AppError('REQUEST-007', { message: 'Key names are 1-64 letters, digits, dot, dash or underscore' });
  return name;
}

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export class ApiKeyService {
  constructor(
    private readonly knex: Knex,
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
  async create(input: { name: string; accountLoginId?: string; userId?: string; contextId?: string }): Promise<{ name: string; key: string; record: ApiKeyRecord }> {
    const name = checkedName(input.name);
    let accountId: string | null = null;
    let contextId = LOCAL_CONTEXT_ID;
    const wanted = input.contextId?.toLowerCase();
    if (input.accountLoginId) {
      const account = await this.knex('accounts')
        .where('login_id', input.accountLoginId)
        .orWhereRaw('lower(email) = lower(?)', [input.accountLoginId])
        .first('id');
      if (!account) throw new AppError('REQUEST-007', { message: `No account with login id or email "${input.accountLoginId}"` });
      accountId = account.id;
      contextId = wanted ?? (await this.contexts.privateContextOf(account.id));
      if (wanted) await this.checkWritable(account.id, wanted, input.accountLoginId);
    } else if (wanted && wanted !== LOCAL_CONTEXT_ID) {
      throw new AppError('REQUEST-007', { message: 'A key without --account reaches only the local context; name the account whose role in that context the key should carry' });
    }
    const created = await this.insert({ name, accountId, contextId, userId: input.userId ?? 'default_user' });
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
    const created = await this.insert({ name, accountId, contextId: input.contextId, userId: 'default_user' });
    if (!created) throw new AppError('ACCOUNT-050');
    return created;
  }

  /** Inserts a key, or returns null when its owner already has an active key of that name. */
  private async insert(row: { name: string; accountId: string | null; contextId: string; userId: string }): Promise<{ name: string; key: string; record: ApiKeyRecord } | null> {
    const taken = await this.activeOfOwner(row.accountId).where({ name: row.name }).first('id');
    if (taken) return null;
    const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
    const id = randomUUID();
    try {
      await this.knex('api_keys').insert({
        id,
        name: row.name,
        key_hash: sha256Hex(key),
        display_prefix: key.slice(0, 7),
        account_id: row.accountId,
        context_id: row.contextId,
        user_id: row.userId,
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return null; // a concurrent create took the name
      throw error;
    }
    const record = (await this.knex('api_keys').where({ id }).first()) as ApiKeyRecord;
    return { name: row.name, key, record };
  }

  /** Active keys of one owner: an account, or the local context (null). */
  private activeOfOwner(accountId: string | null) {
    const q = this.knex('api_keys').whereNull('revoked_at');
    return accountId ? q.where({ account_id: accountId }) : q.whereNull('account_id');
  }

  /** The account's active keys, oldest first. */
  async listOfAccount(accountId: string): Promise<ApiKeyRecord[]> {
    return this.activeOfOwner(accountId)
      .orderBy('created_at', 'asc')
      .orderBy('name', 'asc')
      .select('id', 'name', 'display_prefix', 'account_id', 'context_id', 'user_id', 'created_at', 'last_used_at', 'revoked_at');
  }

  /** Revokes the account's active key of that name (stops working at once); null when there is none. */
  async revokeOfAccount(accountId: string, name: string): Promise<ApiKeyRecord | null> {
    const rows = (await this.activeOfOwner(accountId).where({ name }).update({ revoked_at: this.knex.fn.now() }, ['id'])) as Array<{ id: string }>;
    if (rows.length === 0) return null;
    this.invalidation.publish('api-keys');
    return (await this.knex('api_keys').where({ id: rows[0]!.id }).first()) as ApiKeyRecord;
  }

  /** Every key, oldest first, with the login id of the account it belongs to (null: local context). */
  async list(): Promise<Array<ApiKeyRecord & { account_login_id: string | null }>> {
    return this.knex('api_keys as k')
      .leftJoin('accounts as a', 'a.id', 'k.account_id')
      .orderBy('k.created_at', 'asc')
      .orderBy('k.name', 'asc')
      .select('k.id', 'k.name', 'k.display_prefix', 'k.account_id', 'k.context_id', 'k.user_id', 'k.created_at', 'k.last_used_at', 'k.revoked_at', this.knex.raw('coalesce(a.login_id, a.email) as account_login_id'));
  }

  /**
   * Revokes by name (the command line); the key stops working on the next request (REST and
   * /mcp re-check the key on every request). Names are unique per owner, so when several
   * owners have an active key of that name, `accountLoginId` (or `local`) must say whose.
   * Returns the revoked key, or null when no active key has that name.
   */
  async revoke(name: string, owner?: { accountLoginId?: string; local?: boolean }): Promise<ApiKeyRecord | null> {
    const q = this.knex('api_keys as k').leftJoin('accounts as a', 'a.id', 'k.account_id').where('k.name', name).whereNull('k.revoked_at');
    if (owner?.local) q.whereNull('k.account_id');
    else if (owner?.accountLoginId) q.where((w) => w.where('a.login_id', owner.accountLoginId!).orWhereRaw('lower(a.email) = lower(?)', [owner.accountLoginId!]));
    const matches = (await q.select('k.id', this.knex.raw('coalesce(a.login_id, a.email) as owner'))) as Array<{ id: string; owner: string | null }>;
    if (matches.length === 0) return null;
    if (matches.length > 1) {
      const owners = matches.map((m) => m.owner ?? '(local)').join(', ');
      throw new AppError('REQUEST-007', { message: `Several active API keys are named "${name}" (accounts: ${owners}); say whose with --account <login_id> or --local` });
    }
    const rows = (await this.knex('api_keys').where({ id: matches[0]!.id }).whereNull('revoked_at').update({ revoked_at: this.knex.fn.now() }, ['id'])) as Array<{ id: string }>;
    if (rows.length === 0) return null;
    this.invalidation.publish('api-keys');
    return (await this.knex('api_keys').where({ id: rows[0]!.id }).first()) as ApiKeyRecord;
  }

  /** Which of these key ids are revoked (long-lived MCP sessions drop keys revoked elsewhere). */
  async revokedAmong(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.knex('api_keys').whereIn('id', ids).whereNotNull('revoked_at').select('id');
    return rows.map((r: { id: string }) => r.id);
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
    const row = (await this.knex('api_keys').where({ key_hash: hash }).first()) as ApiKeyRecord | undefined;
    if (!row || row.revoked_at) return null;
    const lastUsed = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
    if (Date.now() - lastUsed > LAST_USED_RESOLUTION_MS) {
      await this.knex('api_keys').where({ id: row.id }).update({ last_used_at: this.knex.fn.now() });
    }
    return { kind: 'apiKey', keyId: row.id, keyName: row.name, accountId: row.account_id, userId: row.user_id, contextId: row.context_id };
  }
}
