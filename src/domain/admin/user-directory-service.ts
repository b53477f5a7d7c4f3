/** The administrators' list of accounts (GET /api/v1/admin/users). */
import type { SchemaAdminUser } from '../../../generated/api-types.js';
import type { Principal } from '../core/principal.js';
import { ValidationError } from '../errors/app-error.js';
import type { AdministratorCheck } from './administrator-check.js';
import type { AccountDirectory, DirectoryAccount } from './ports.js';

/** An account as the administrators' list shows it: the contract's AdminUser. */
export type AdminUserView = SchemaAdminUser;

export interface UserListQuery {
  limit?: number;
  cursor?: string;
  q?: string;
}

export const USER_LIST_MAX = 100;
export const USER_LIST_DEFAULT = 50;

export class UserDirectoryService {
  constructor(
    private readonly directory: AccountDirectory,
    private readonly administrators: AdministratorCheck,
  ) {}

  async list(principal: Principal, query: UserListQuery = {}): Promise<{ users: AdminUserView[]; next_cursor: string | null }> {
    await this.administrators.assert(principal);
    const limit = Math.max(1, Math.min(USER_LIST_MAX, Math.floor(query.limit ?? USER_LIST_DEFAULT)));
    const text = query.q?.trim() || undefined;
    const page = await this.directory.list({ limit, cursor: query.cursor, text });
    if (!page) throw new ValidationError([{ loc: ['query', 'cursor'], msg: 'not a cursor returned by this API', type: 'value_error.cursor' }]);
    return { users: page.accounts.map(toView), next_cursor: page.nextCursor };
  }
}

function toView(a: DirectoryAccount): AdminUserView {
  return {
    id: a.id,
    email: a.email,
    name: a.name || null,
    login_id: a.loginId,
    role: a.role,
    email_verified: a.emailVerified,
    mfa_enabled: a.mfaEnabled,
    created_at: a.createdAt.toISOString(),
    last_sign_in_at: a.lastSignInAt ? a.lastSignInAt.toISOString() : null,
    providers: [...(a.hasPassword ? ['password'] : []), ...a.providers],
  };
}
