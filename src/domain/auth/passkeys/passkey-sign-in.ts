/**
 * Signing in with a passkey: passwordless (a discoverable credential with user verification,
 * which names the account) or as the second step of a password sign-in (the pending account's
 * passkeys only). Both end in the same browser session as a password sign-in plus second factor.
 *
 * Sign counter: the library is given counter 0 so that it only checks the signature; the
 * counter rule is applied here. When the stored or the presented counter is above zero and the
 * presented one is not greater, the passkey may be a copy: it is marked, refused from then on
 * (AUTH-075), audited and the owner is told. Synced passkeys report 0 forever and pass.
 *
 * Passwordless failures are counted per client address and per passkey (sign-in-throttle.ts);
 * the second step is counted against its pending sign-in instead (MFA_MAX_ATTEMPTS).
 */
import { generateAuthenticationOptions, verifyAuthenticationResponse, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { AuditService } from '../../core/audit.js';
import { sha256Hex } from '../../core/sha256.js';
import { AppError } from '../../errors/app-error.js';
import { consumeOrRefuse, type RateLimiter } from '../../core/shared-state/rate-limiter.js';
import type { IssuedSession } from '../sessions/session-service.js';
import type { PasskeyChallenges } from './challenges.js';
import { asAuthenticationResponse, userHandleOf, type AuthenticationCredentialInput } from './credentials.js';
import { passkeyNotice } from './notices.js';
import { CEREMONY_TIMEOUT_MS } from './registration.js';
import type { PasskeyAccount, PasskeyRecord, PasskeyStore } from './ports.js';
import { requireRelyingParty, type RelyingParty } from './relying-party.js';
import type { PasskeySignInThrottle } from './sign-in-throttle.js';

const SYSTEM_CONTEXT = '00000000-0000-4000-8000-000000000001';
/** Sign-in challenges one client address may ask for: each is a stored row until it expires. */
export const OPTIONS_PER_MINUTE = 30;

/** What the password sign-in offers a second factor (PasswordLoginService). */
export interface PendingSignIns {
  pendingAccountOf(mfaToken: string): Promise<string | null>;
  completeSecondStep(
    input: { mfaToken: string; clientIp: string; currentCookie?: string; requestId?: string },
    method: string,
    check: (accountId: string) => Promise<boolean>,
  ): Promise<{ accountId: string; session: IssuedSession }>;
  completeSignIn(accountId: string, method: string, remember: boolean, currentCookie?: string): Promise<IssuedSession>;
}

export interface PasskeySignInDeps {
  store: PasskeyStore;
  challenges: PasskeyChallenges;
  signIns: PendingSignIns;
  accounts: { get(accountId: string): Promise<PasskeyAccount> };
  audit: Pick<AuditService, 'record'>;
  notices: { send(recipients: Array<string | null | undefined>, message: { kind: string; subject: string; text: string }): void };
  publicUrl: () => string;
  /** Counts sign-in options per client address (unauthenticated, so bounded). */
  limiter?: RateLimiter;
  /** Counts passwordless failures per client address and per passkey (none when absent). */
  throttle?: PasskeySignInThrottle;
  now?: () => Date;
}

export interface PasskeySignInInput {
  credential: AuthenticationCredentialInput;
  /** Present when the passkey is the second step of a password sign-in. */
  mfaToken?: string;
  remember: boolean;
  clientIp: string;
  currentCookie?: string;
  requestId?: string;
}

/** Options for navigator.credentials.get() that accept only the given passkeys of one account. */
export function optionsForPasskeys(rp: RelyingParty, challenge: Uint8Array<ArrayBuffer>, passkeys: PasskeyRecord[], userVerification: 'preferred' | 'required') {
  const allowCredentials = passkeys.map((p) => ({ id: p.credentialId, transports: p.transports }));
  return generateAuthenticationOptions({ rpID: rp.id, challenge, userVerification, timeout: CEREMONY_TIMEOUT_MS, allowCredentials });
}

export class PasskeySignInService {
  constructor(private readonly d: PasskeySignInDeps) {}

  private now(): Date {
    return (this.d.now ?? (() => new Date()))();
  }

  async options(mfaToken: string | undefined, clientIp: string): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; expiresAt: Date }> {
    const rp = requireRelyingParty(this.d.publicUrl());
    if (this.d.limiter) await consumeOrRefuse(this.d.limiter, `passkey-options:${clientIp}`, { limit: OPTIONS_PER_MINUTE, windowSeconds: 60 }, 'Too many passkey sign-ins started from this address; try again in a minute');
    if (mfaToken === undefined) {
      const issued = await this.d.challenges.issue('passwordless', null);
      const options = await generateAuthenticationOptions({ rpID: rp.id, challenge: issued.bytes, userVerification: 'required', timeout: CEREMONY_TIMEOUT_MS });
      return { options, expiresAt: issued.expiresAt };
    }
    const accountId = await this.d.signIns.pendingAccountOf(mfaToken);
    if (!accountId) throw new AppError('AUTH-011');
    const usable = (await this.d.store.listByAccount(accountId)).filter((p) => !p.cloneSuspectedAt);
    if (!usable.length) throw new AppError('AUTH-074');
    const issued = await this.d.challenges.issue('second_factor', accountId, sha256Hex(mfaToken));
    return { options: await optionsForPasskeys(rp, issued.bytes, usable, 'preferred'), expiresAt: issued.expiresAt };
  }

  async signIn(input: PasskeySignInInput): Promise<{ accountId: string; session: IssuedSession }> {
    const rp = requireRelyingParty(this.d.publicUrl());
    if (input.mfaToken !== undefined) return this.secondStep(rp, input, input.mfaToken);

    const throttle = this.d.throttle;
    await throttle?.beforeAttempt(input.clientIp);
    // The passkey is looked up first so that every failure with it (an expired challenge too) counts against it.
    const found = await this.d.store.findByCredentialId(input.credential.id);
    if (found) await throttle?.beforePasskey(found.id);
    const passkey = await this.verifyPasswordless(rp, input, found).catch(async (err: unknown) => {
      if (throttle && err instanceof AppError && (err.code === 'AUTH-074' || err.code === 'AUTH-075')) await throttle.recordFailure(input.clientIp, found?.id ?? null);
      throw err;
    });
    await throttle?.recordSuccess(passkey.id);
    const session = await this.d.signIns.completeSignIn(passkey.accountId, 'passkey', input.remember, input.currentCookie);
    await this.auditSignIn(passkey, 'passkey', input);
    return { accountId: passkey.accountId, session };
  }

  /** The passkey a passwordless assertion proves (its challenge is used up either way); AUTH-074 otherwise. */
  private async verifyPasswordless(rp: RelyingParty, input: PasskeySignInInput, passkey: PasskeyRecord | undefined | null): Promise<PasskeyRecord> {
    const challenge = await this.d.challenges.take(input.credential.response.clientDataJSON, 'passwordless');
    if (!challenge || !passkey) throw new AppError('AUTH-074');
    const handle = input.credential.response.userHandle;
    if (handle !== undefined && handle !== null && handle !== userHandleOf(passkey.accountId)) throw new AppError('AUTH-074');
    if (!(await this.assert(rp, passkey, input.credential, challenge.challenge, true, input))) throw new AppError('AUTH-074');
    return passkey;
  }

  private async secondStep(rp: RelyingParty, input: PasskeySignInInput, mfaToken: string) {
    let used: PasskeyRecord | undefined;
    const result = await this.d.signIns.completeSecondStep({ mfaToken, clientIp: input.clientIp, currentCookie: input.currentCookie, requestId: input.requestId }, 'password+passkey', async (accountId) => {
      const challenge = await this.d.challenges.take(input.credential.response.clientDataJSON, 'second_factor');
      if (!challenge || challenge.accountId !== accountId || challenge.pendingLoginHash !== sha256Hex(mfaToken)) return false;
      const passkey = await this.d.store.findByCredentialId(input.credential.id);
      if (!passkey || passkey.accountId !== accountId) return false;
      used = passkey;
      return this.assert(rp, passkey, input.credential, challenge.challenge, false, input);
    });
    if (used) await this.d.audit.record({ action: 'auth.passkey_used', principal: { kind: 'anonymous', contextId: SYSTEM_CONTEXT }, targetType: 'account', targetId: result.accountId, details: { passkey_id: used.id, passkey_name: used.name, method: 'password+passkey', client_ip: input.clientIp }, requestId: input.requestId });
    return result;
  }

  /**
   * Checks the assertion with the stored key and applies the counter rule; false for a failed check.
   * Also the check of a presence proof (passkey-presence.ts), so both apply the same rules.
   */
  async assert(rp: RelyingParty, passkey: PasskeyRecord, credential: AuthenticationCredentialInput, challenge: string, requireUserVerification: boolean, input: Pick<PasskeySignInInput, 'clientIp' | 'requestId'>): Promise<boolean> {
    if (passkey.cloneSuspectedAt) throw new AppError('AUTH-075');
    let info;
    try {
      const result = await verifyAuthenticationResponse({
        response: asAuthenticationResponse(credential),
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: 0, transports: passkey.transports },
        requireUserVerification,
      });
      info = result.verified ? result.authenticationInfo : undefined;
    } catch {
      return false;
    }
    if (!info) return false;
    const now = this.now();
    if ((info.newCounter > 0 || passkey.counter > 0) && info.newCounter <= passkey.counter) {
      await this.d.store.markCloneSuspected(passkey.id, now);
      await this.d.audit.record({
        action: 'auth.passkey_clone_suspected',
        principal: { kind: 'anonymous', contextId: SYSTEM_CONTEXT },
        targetType: 'account',
        targetId: passkey.accountId,
        details: { passkey_id: passkey.id, passkey_name: passkey.name, stored_counter: passkey.counter, presented_counter: info.newCounter, client_ip: input.clientIp },
        requestId: input.requestId,
      });
      const account = await this.d.accounts.get(passkey.accountId);
      this.d.notices.send([account.email], passkeyNotice('passkey_clone_suspected', passkey.name, now));
      throw new AppError('AUTH-075');
    }
    return this.d.store.recordUse(passkey.id, passkey.counter, info.newCounter, info.credentialBackedUp, now);
  }

  private async auditSignIn(passkey: PasskeyRecord, method: string, input: PasskeySignInInput): Promise<void> {
    const principal = { kind: 'anonymous' as const, contextId: SYSTEM_CONTEXT };
    const details = { client_ip: input.clientIp, method, passkey_id: passkey.id, passkey_name: passkey.name };
    await this.d.audit.record({ action: 'auth.login', principal, targetType: 'account', targetId: passkey.accountId, details, requestId: input.requestId });
    await this.d.audit.record({ action: 'auth.passkey_used', principal, targetType: 'account', targetId: passkey.accountId, details, requestId: input.requestId });
  }
}
