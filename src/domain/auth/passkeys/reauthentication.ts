/**
 * Proof that the owner is present before a passkey is added or removed, as for every other
 * credential change: the current password when the account has one (throttled per account by
 * the shared current-password check: 403 AUTH-012, then 429), otherwise a sign-in of this account
 * on this browser within the last 15 minutes (403 AUTH-076).
 */
import { AppError, ValidationError } from '../../errors/app-error.js';
import type { PasskeyAccount } from './ports.js';

export const RECENT_SIGN_IN_SECONDS = 900;

export interface ReauthenticationDeps {
  /** The throttled comparison with the current password (CurrentPasswordCheck.verify). */
  verifyPassword(account: PasskeyAccount, password: string | undefined): Promise<boolean>;
  /** When the account signed in on this browser session, or null. */
  authTimeOf(sessionId: string, accountId: string): Promise<Date | null>;
  now?: () => Date;
}

export class PasskeyReauthentication {
  constructor(private readonly deps: ReauthenticationDeps) {}

  async prove(account: PasskeyAccount, sessionId: string, password: string | undefined): Promise<void> {
    if (account.password_hash) {
      if (password === undefined) {
        throw new ValidationError([{ loc: ['body', 'current_password'], msg: 'the current password is required', type: 'value_error.missing' }]);
      }
      if (!(await this.deps.verifyPassword(account, password))) throw new AppError('AUTH-012');
      return;
    }
    const signedIn = await this.deps.authTimeOf(sessionId, account.id);
    const now = (this.deps.now ?? (() => new Date()))();
    if (!signedIn || now.getTime() - signedIn.getTime() > RECENT_SIGN_IN_SECONDS * 1000) {
      throw new AppError('AUTH-076', { details: { window_seconds: RECENT_SIGN_IN_SECONDS } });
    }
  }
}
