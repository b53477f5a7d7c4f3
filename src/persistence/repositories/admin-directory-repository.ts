/**
 * Accounts for the administrators' list (AccountDirectory port): newest first, keyset
 * pagination on (created_at, id), with the sign-in methods and MFA state of each account
 * gathered in the same query.
 */
import type { Knex } from 'knex';
import type { AccountDirectory, DirectoryAccount, DirectoryPage, DirectoryQuery } from '../../domain/admin/ports.js';
import { isUuid } from '../../domain/core/ids.js';
import { decodeListCursor, encodeListCursor } from './memory-cursor.js';

interface DirectoryRow {
  id: string;
  email: string | null;
  name: string;
  login_id: string | null;
  role: string;
  email_verified: boolean;
  has_password: boolean;
  mfa_enabled: boolean;
  providers: string[] | null;
  created_at: Date;
  last_sign_in_at: Date | null;
  created_us: number | string;
}

export class AdminDirectoryRepository implements AccountDirectory {
  constructor(private readonly knex: Knex) {}

  async roleOf(accountId: string): Promise<string | undefined> {
    if (!isUuid(accountId)) return undefined;
    const row = await this.knex('accounts').where({ id: accountId }).first('role');
    return row?.role as string | undefined;
  }

  async list(query: DirectoryQuery): Promise<DirectoryPage | null> {
    const where: string[] = ['TRUE'];
    const bindings: Array<string | number> = [];
    if (query.text) {
      // position() instead of LIKE: the text is matched literally (no % or _ wildcards).
      where.push(`(position(lower(?) in lower(coalesce(a.email, ''))) > 0 OR position(lower(?) in lower(a.name)) > 0 OR position(lower(?) in lower(coalesce(a.login_id, ''))) > 0)`);
      bindings.push(query.text, query.text, query.text);
    }
    if (query.cursor) {
      const cursor = decodeListCursor(query.cursor);
      if (!cursor) return null;
      where.push('(a.created_at, a.id) < (?::timestamptz, ?::uuid)');
      bindings.push(cursor.updatedAt, cursor.id);
    }
    const result = await this.knex.raw(
      `SELECT a.id, a.email, a.name, a.login_id, a.role, a.email_verified, a.created_at, a.last_sign_in_at,
              a.password_hash IS NOT NULL AS has_password,
              EXISTS (SELECT 1 FROM totp_credentials t WHERE t.account_id = a.id AND t.confirmed_at IS NOT NULL) AS mfa_enabled,
              ARRAY(SELECT e.provider FROM external_identities e WHERE e.account_id = a.id GROUP BY e.provider ORDER BY min(e.created_at), e.provider) AS providers,
              (extract(epoch from a.created_at) * 1000000)::int8 AS created_us
       FROM accounts a WHERE ${where.join(' AND ')}
       ORDER BY a.created_at DESC, a.id DESC LIMIT ?`,
      [...bindings, query.limit + 1],
    );
    const rows = result.rows as DirectoryRow[];
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      accounts: page.map(toAccount),
      nextCursor: rows.length > query.limit && last ? encodeListCursor(Number(last.created_us), last.id) : null,
    };
  }
}

function toAccount(r: DirectoryRow): DirectoryAccount {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    loginId: r.login_id,
    role: r.role,
    emailVerified: r.email_verified,
    mfaEnabled: r.mfa_enabled,
    hasPassword: r.has_password,
    providers: r.providers ?? [],
    createdAt: new Date(r.created_at),
    lastSignInAt: r.last_sign_in_at ? new Date(r.last_sign_in_at) : null,
  };
}
