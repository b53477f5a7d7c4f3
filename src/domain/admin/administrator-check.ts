/**
 * Who may administer: a browser session whose active account has the role `admin` (what
 * `memplat admin create` gives), or the machine's owner running the CLI (the local
 * principal, admitted by the 0600 admin socket or direct store access). Workspace roles
 * do not count: they govern a workspace, not the platform.
 */
import type { Principal } from '../core/principal.js';
import { AppError } from '../errors/app-error.js';
import type { AccountDirectory } from './ports.js';

export const ADMIN_ROLE = 'admin';

export class AdministratorCheck {
  constructor(private readonly directory: AccountDirectory) {}

  /** Resolves when the caller may administer; ADMIN-001 (403) otherwise. */
  async assert(principal: Principal): Promise<void> {
    if (principal.kind === 'local') return;
    if (principal.kind === 'session' && (await this.directory.roleOf(principal.accountId)) === ADMIN_ROLE) return;
    throw new AppError('ADMIN-001');
  }

  /** The account to record as creator, when the caller is one. */
  static accountOf(principal: Principal): string | null {
    return principal.kind === 'session' ? principal.accountId : null;
  }
}
