/**
 * Joining by invitation without an identity provider: the invitee of an administrator's
 * invitation creates an account with a password or a passkey, bound to the invited address
 * (or, for an invitation without one, the address they give), and is signed in. The
 * invitation is used in the account's transaction, so two tabs cannot make two accounts.
 * A passkey's challenge is bound to the invitation (its token's sha256); the account id the
 * passkey's user handle carries is derived from that challenge, so an abandoned ceremony
 * stores nothing but its expiring challenge.
 */
import { createHash } from 'node:crypto';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type { AuthConfig } from '../../../config/auth.js';
import type { AuditService } from '../../core/audit.js';
import { LOCAL_CONTEXT_ID } from '../../core/contexts.js';
import { sha256Hex } from '../../core/sha256.js';
import { consumeOrRefuse, type RateLimiter } from '../../core/shared-state/rate-limiter.js';
import { AppError, ValidationError } from '../../errors/app-error.js';
import type { AccountService } from '../accounts/account-service.js';
import { looksLikeEmail } from '../identifiers.js';
import type { PasskeyChallenges } from '../passkeys/challenges.js';
import type { RegistrationCredentialInput } from '../passkeys/credentials.js';
import type { PasskeyRecord } from '../passkeys/ports.js';
import { registrationOptions, verifiedPasskey } from '../passkeys/registration.js';
import { relyingPartyOf, requireRelyingParty } from '../passkeys/relying-party.js';
import type { PasswordHasher } from '../passwords/hasher.js';
import { assertPasswordPolicy } from '../passwords/policy.js';
import type { AuthStores } from '../ports/index.js';
import type { IssuedSession } from '../sessions/session-service.js';

const OPTIONS_PER_MINUTE = 30;

export type JoinMethod = 'password' | 'passkey' | 'idp_a' | 'idp_b';

export interface InvitationDetails {
  email: string | null;
  expires_at: string;
  methods: JoinMethod[];
  terms_version: string | null;
}

export interface JoinInput {
  invite: string;
  email?: string;
  name?: string;
  password?: string;
  passkey?: { credential: RegistrationCredentialInput; name?: string };
  acceptedTerms?: string;
  remember: boolean;
  clientIp: string;
  currentCookie?: string;
  requestId?: string;
}

export interface InvitationSignUpDeps {
  stores: AuthStores;
  accounts: AccountService;
  hasher: PasswordHasher;
  challenges: PasskeyChallenges;
  signIns: { completeSignIn(accountId: string, method: string, remember: boolean, currentCookie?: string): Promise<IssuedSession> };
  audit: Pick<AuditService, 'record'>;
  config: Pick<AuthConfig, 'termsVersion'>;
  /** Ids of the identity providers configured (offered alongside). */
  providers: () => Array<'idp_a' | 'idp_b'>;
  publicUrl: () => string;
  limiter?: RateLimiter;
  now?: () => Date;
}

export class InvitationSignUpService {
  constructor(private readonly d: InvitationSignUpDeps) {}

  private now(): Date {
    return (this.d.now ?? (() => new Date()))();
  }

  async details(invite: string): Promise<InvitationDetails> {
    const invitation = await this.usable(invite);
    const methods: JoinMethod[] = ['password'];
    if (relyingPartyOf(this.d.publicUrl())) methods.push('passkey');
    methods.push(...this.d.providers());
    return { email: invitation.email, expires_at: invitation.expiresAt.toISOString(), methods, terms_version: this.d.config.termsVersion || null };
  }

  async passkeyOptions(invite: string, givenEmail: string | undefined, clientIp: string): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; expiresAt: Date }> {
    const rp = requireRelyingParty(this.d.publicUrl());
    if (this.d.limiter) await consumeOrRefuse(this.d.limiter, `invitation-passkey:${clientIp}`, { limit: OPTIONS_PER_MINUTE, windowSeconds: 60 }, 'Too many passkeys started from this address; try again in a minute');
    const invitation = await this.usable(invite);
    const email = this.emailFor(invitation.email, givenEmail);
    if (await this.d.stores.accounts.findByEmail(email.toLowerCase())) throw new AppError('ACCOUNT-001');
    const issued = await this.d.challenges.issue('invitation', null, sha256Hex(invite));
    const options = await registrationOptions(rp, { accountId: accountIdFor(issued.challenge), userName: email, displayName: email, exclude: [] }, issued.bytes);
    return { options, expiresAt: issued.expiresAt };
  }

  /** Creates the account, uses the invitation and signs in; returns the new account's id and session. */
  async join(input: JoinInput): Promise<{ accountId: string; session: IssuedSession }> {
    const invitation = await this.usable(input.invite);
    const email = this.emailFor(invitation.email, input.email);
    const terms = this.d.config.termsVersion;
    if (terms && input.acceptedTerms !== terms) {
      throw new ValidationError([{ loc: ['body', 'accepted_terms'], msg: `accept the terms of service (version ${terms}) to create an account`, type: 'value_error.terms_required' }]);
    }
    const now = this.now();
    let accountId: string | undefined;
    let passwordHash: string | null = null;
    let passkey: PasskeyRecord | undefined;
    if (input.passkey) {
      const rp = requireRelyingParty(this.d.publicUrl());
      const challenge = await this.d.challenges.take(input.passkey.credential.response.clientDataJSON, 'invitation');
      if (!challenge || challenge.pendingLoginHash !== sha256Hex(input.invite)) throw new AppError('AUTH-070');
      accountId = accountIdFor(challenge.challenge);
      passkey = await verifiedPasskey(rp, challenge.challenge, input.passkey.credential, accountId, input.passkey.name, now);
    } else {
      assertPasswordPolicy(input.password ?? '', { email }, 'password');
      passwordHash = await this.d.hasher.hash(input.password ?? '');
    }
    const created = await this.d.stores.transaction(async (tx) => {
      const account = await this.d.accounts.create({ id: accountId, email, emailVerified: invitation.email !== null, name: input.name?.normalize('NFC').trim() ?? '', passwordHash }, tx);
      if (!(await tx.identities.useInvite(sha256Hex(input.invite), account.id, now))) throw new AppError('AUTH-080');
      if (passkey && !(await tx.passkeys.insert(passkey))) throw new AppError('AUTH-072');
      if (terms) await tx.identities.recordTermsAcceptance(account.id, terms, now);
      const principal = { kind: 'anonymous' as const, contextId: LOCAL_CONTEXT_ID };
      await this.d.audit.record({ action: 'account.created', principal, targetType: 'account', targetId: account.id, details: { via: 'invitation', method: passkey ? 'passkey' : 'password' }, requestId: input.requestId }, tx);
      return account.id;
    });
    const method = passkey ? 'passkey' : 'password';
    const session = await this.d.signIns.completeSignIn(created, method, input.remember, input.currentCookie);
    await this.d.audit.record({ action: 'auth.login', principal: { kind: 'anonymous', contextId: LOCAL_CONTEXT_ID }, targetType: 'account', targetId: created, details: { method, client_ip: input.clientIp, via: 'invitation' }, requestId: input.requestId });
    return { accountId: created, session };
  }

  private async usable(invite: string): Promise<{ email: string | null; expiresAt: Date }> {
    const invitation = await this.d.stores.identities.usableInvite(sha256Hex(invite), this.now());
    if (!invitation) throw new AppError('AUTH-080');
    return invitation;
  }

  /** The invited address, or the one the invitee gives for an invitation without one (422 when missing or not an address). */
  private emailFor(invited: string | null, given: string | undefined): string {
    if (invited) return invited;
    const email = given?.trim() ?? '';
    if (!looksLikeEmail(email.toLowerCase())) throw new ValidationError([{ loc: ['body', 'email'], msg: 'this invitation names no address: give yours', type: 'value_error.email' }]);
    return email;
  }
}

/** The account id an invitation passkey's challenge stands for: a version-4-shaped UUID from its sha256. */
export function accountIdFor(challenge: string): string {
  const b = createHash('sha256').update(`invitation-account:${challenge}`).digest();
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
