/**
 * Administrator accounts created from the command line (`memplat admin create`). The
 * first one is the protected initial admin (is_initial_admin: the erasure rules refuse
 * to erase it). CLI-created accounts are marked local (is_local_cli) and their email,
 * if given, counts as verified: the operator vouches for it.
 */
import type { AuditService } from '../../core/audit.js';
import { LOCAL_CONTEXT_ID } from '../../core/contexts.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthStores } from '../ports/index.js';
import { LOGIN_ID_PATTERN, looksLikeEmail, normalizeIdentifier } from '../identifiers.js';
import type { PasswordHasher } from '../passwords/hasher.js';
import { findPolicyViolation } from '../passwords/policy.js';
import type { AccountService } from './account-service.js';

export interface CreatedAdmin {
  id: string;
  loginId: string;
  email: string | null;
  isInitialAdmin: boolean;
}

export interface AdminAccountsDeps {
  stores: AuthStores;
  accounts: AccountService;
  hasher: PasswordHasher;
  audit: AuditService;
}

export class AdminAccounts {
  constructor(private readonly d: AdminAccountsDeps) {}

  async create(input: { loginId: string; email?: string; password: string }): Promise<CreatedAdmin> {
    const loginId = normalizeIdentifier(input.loginId);
    if (!LOGIN_ID_PATTERN.test(loginId)) {
      throw new AppError('REQUEST-007', { message: 'Login IDs are 3-64 characters: letters, digits, ".", "_" or "-", starting with a letter or digit' });
    }
    const email = input.email ? input.email.trim() : null;
    if (email !== null && !looksLikeEmail(email.toLowerCase())) throw new AppError('REQUEST-007', { message: `"${email}" is not an email address` });
    const violation = findPolicyViolation(input.password, { loginId, email });
    if (violation) throw new AppError('REQUEST-007', { message: `The password breaks the policy (${violation.replace(/_/g, ' ')})`, details: { reason: violation } });
    const passwordHash = await this.d.hasher.hash(input.password);
    return this.d.stores.transaction(async (tx) => {
      const first = !(await tx.accounts.hasInitialAdmin());
      const account = await this.d.accounts.create(
        { loginId, email, emailVerified: email !== null, role: 'admin', passwordHash, isInitialAdmin: first, isLocalCli: true },
        tx,
      );
      await this.d.audit.record({ action: 'account.admin_created', principal: { kind: 'local', contextId: LOCAL_CONTEXT_ID }, targetType: 'account', targetId: account.id, details: { initial_admin: first } }, tx);
      return { id: account.id, loginId, email, isInitialAdmin: first };
    });
  }
}
