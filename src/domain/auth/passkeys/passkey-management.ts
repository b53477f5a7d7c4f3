/**
 * Passkeys of the signed-in account: adding one (options, then the browser's credential),
 * listing, renaming and removing. Adding and removing re-authenticate the owner; the first
 * second factor brings recovery codes, and removing the last one (TOTP off) discards them, as
 * turning TOTP off does. A passkey is a way to sign in of its own (passwordless), so the last
 * usable one of an account without a password or a linked provider cannot be removed (AUTH-079).
 * Every change is audited and mailed to the owner as a security notice.
 */
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type { AuditService } from '../../core/audit.js';
import type { Principal } from '../../core/principal.js';
import { AppError } from '../../errors/app-error.js';
import type { PasskeyChallenges } from './challenges.js';
import type { RegistrationCredentialInput } from './credentials.js';
import { passkeyNotice, type PasskeyEvent } from './notices.js';
import type { PasskeyAccount, PasskeyRecord, PasskeyStore, RecoveryCodeIssuer } from './ports.js';
import type { PasskeyReauthentication } from './reauthentication.js';
import { registrationOptions, verifiedPasskey } from './registration.js';
import { requireRelyingParty } from './relying-party.js';
import { passkeyView, type PasskeyView } from './views.js';

export const MAX_PASSKEYS_PER_ACCOUNT = 20;

export type SessionOf = Extract<Principal, { kind: 'session' }>;

export interface PasskeyManagementDeps {
  store: PasskeyStore;
  challenges: PasskeyChallenges;
  reauthentication: PasskeyReauthentication;
  accounts: { get(accountId: string): Promise<PasskeyAccount> };
  totpEnabled(accountId: string): Promise<boolean>;
  /** Whether the account signs in through a linked identity provider. */
  hasProvider(accountId: string): Promise<boolean>;
  recoveryCodes: RecoveryCodeIssuer;
  audit: Pick<AuditService, 'record'>;
  notices: { send(recipients: Array<string | null | undefined>, message: { kind: string; subject: string; text: string }): void };
  publicUrl: () => string;
  now?: () => Date;
}

export interface RegistrationOptions {
  options: PublicKeyCredentialCreationOptionsJSON;
  expiresAt: Date;
}

export class PasskeyManagementService {
  constructor(private readonly d: PasskeyManagementDeps) {}

  private now(): Date {
    return (this.d.now ?? (() => new Date()))();
  }

  async list(accountId: string): Promise<PasskeyView[]> {
    return (await this.d.store.listByAccount(accountId)).map(passkeyView);
  }

  async startRegistration(principal: SessionOf, currentPassword: string | undefined): Promise<RegistrationOptions> {
    const rp = requireRelyingParty(this.d.publicUrl());
    const account = await this.d.accounts.get(principal.accountId);
    await this.d.reauthentication.prove(account, principal.sessionId, currentPassword);
    const existing = await this.d.store.listByAccount(account.id);
    if (existing.length >= MAX_PASSKEYS_PER_ACCOUNT) throw new AppError('AUTH-077', { details: { max: MAX_PASSKEYS_PER_ACCOUNT } });
    const issued = await this.d.challenges.issue('registration', account.id);
    const userName = account.email ?? account.login_id ?? account.id;
    const options = await registrationOptions(rp, { accountId: account.id, userName, displayName: account.name, exclude: existing }, issued.bytes);
    return { options, expiresAt: issued.expiresAt };
  }

  async finishRegistration(principal: SessionOf, credential: RegistrationCredentialInput, name: string | undefined, requestId?: string): Promise<{ passkey: PasskeyView; recoveryCodes?: string[] }> {
    const rp = requireRelyingParty(this.d.publicUrl());
    const challenge = await this.d.challenges.take(credential.response.clientDataJSON, 'registration');
    if (!challenge || challenge.accountId !== principal.accountId) throw new AppError('AUTH-070');
    const record = await verifiedPasskey(rp, challenge.challenge, credential, principal.accountId, name, this.now());
    const account = await this.d.accounts.get(principal.accountId);
    const count = await this.d.store.countByAccount(account.id);
    if (count >= MAX_PASSKEYS_PER_ACCOUNT) throw new AppError('AUTH-077', { details: { max: MAX_PASSKEYS_PER_ACCOUNT } });
    const hadSecondFactor = count > 0 || (await this.d.totpEnabled(account.id));
    if (!(await this.d.store.insert(record))) throw new AppError('AUTH-072');
    const recoveryCodes = hadSecondFactor ? undefined : await this.d.recoveryCodes.issue(account.id);
    await this.d.audit.record({ action: 'auth.passkey_added', principal, targetType: 'passkey', targetId: record.id, details: { passkey_name: record.name, recovery_codes_issued: !hadSecondFactor }, requestId });
    this.notify(account, 'passkey_added', record.name);
    return { passkey: passkeyView(record), ...(recoveryCodes ? { recoveryCodes } : {}) };
  }

  async rename(principal: SessionOf, id: string, name: string, requestId?: string): Promise<PasskeyView> {
    const renamed = await this.d.store.rename(principal.accountId, id, name.trim());
    if (!renamed) throw new AppError('AUTH-073');
    await this.d.audit.record({ action: 'auth.passkey_renamed', principal, targetType: 'passkey', targetId: id, details: { passkey_name: renamed.name }, requestId });
    return passkeyView(renamed);
  }

  async remove(principal: SessionOf, id: string, currentPassword: string | undefined, requestId?: string): Promise<void> {
    const passkey = await this.d.store.find(principal.accountId, id);
    if (!passkey) throw new AppError('AUTH-073');
    const account = await this.d.accounts.get(principal.accountId);
    await this.refuseLastWayIn(account, passkey);
    await this.d.reauthentication.prove(account, principal.sessionId, currentPassword);
    if (!(await this.d.store.remove(account.id, id))) throw new AppError('AUTH-073');
    // The last second factor gone: password sign-in needs only the password, and the codes go too.
    const lastFactor = (await this.d.store.countByAccount(account.id)) === 0 && !(await this.d.totpEnabled(account.id));
    if (lastFactor) await this.d.recoveryCodes.discard(account.id);
    await this.d.audit.record({ action: 'auth.passkey_removed', principal, targetType: 'passkey', targetId: id, details: { passkey_name: passkey.name, recovery_codes_discarded: lastFactor }, requestId });
    this.notify(account, 'passkey_removed', passkey.name);
  }

  /**
   * 409 AUTH-079 when `passkey` is the account's last way to sign in: no password, no linked
   * provider and no other passkey that still signs in. A blocked copy signs nobody in, so
   * removing one is always allowed.
   */
  private async refuseLastWayIn(account: PasskeyAccount, passkey: PasskeyRecord): Promise<void> {
    if (account.password_hash || passkey.cloneSuspectedAt) return;
    const others = (await this.d.store.listByAccount(account.id)).filter((p) => p.id !== passkey.id && !p.cloneSuspectedAt);
    if (others.length > 0 || (await this.d.hasProvider(account.id))) return;
    throw new AppError('AUTH-079');
  }

  private notify(account: PasskeyAccount, event: PasskeyEvent, name: string): void {
    this.d.notices.send([account.email], passkeyNotice(event, name, this.now()));
  }
}
