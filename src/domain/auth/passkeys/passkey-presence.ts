/**
 * A signed-in account proving that its owner is here with a fresh passkey assertion, before an
 * irreversible step that would otherwise need an emailed code (erasure on a server without
 * SMTP). The challenge is bound to the account; the assertion needs user verification, as a
 * passwordless sign-in does, and goes through the sign-in's own check (signature, counter rule
 * and copy detection), so a passkey refused for sign-in is refused here too.
 */
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { PasskeyChallenges } from './challenges.js';
import type { AuthenticationCredentialInput } from './credentials.js';
import { optionsForPasskeys, type PasskeySignInService } from './passkey-sign-in.js';
import type { PasskeyStore } from './ports.js';
import { requireRelyingParty } from './relying-party.js';

export interface PasskeyPresenceDeps {
  store: PasskeyStore;
  challenges: PasskeyChallenges;
  signIn: Pick<PasskeySignInService, 'assert'>;
  publicUrl: () => string;
}

export class PasskeyPresenceCheck {
  constructor(private readonly d: PasskeyPresenceDeps) {}

  /** Options for navigator.credentials.get() over the account's usable passkeys; null when it has none. */
  async options(accountId: string): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; expiresAt: Date } | null> {
    const rp = requireRelyingParty(this.d.publicUrl());
    const usable = (await this.d.store.listByAccount(accountId)).filter((p) => !p.cloneSuspectedAt);
    if (!usable.length) return null;
    const issued = await this.d.challenges.issue('presence', accountId);
    return { options: await optionsForPasskeys(rp, issued.bytes, usable, 'required'), expiresAt: issued.expiresAt };
  }

  /** Whether the answer proves the account's owner (the challenge is used up either way). AUTH-075 for a suspected copy. */
  async verify(accountId: string, credential: AuthenticationCredentialInput, context: { clientIp: string; requestId?: string }): Promise<boolean> {
    const rp = requireRelyingParty(this.d.publicUrl());
    const challenge = await this.d.challenges.take(credential.response.clientDataJSON, 'presence');
    if (!challenge || challenge.accountId !== accountId) return false;
    const passkey = await this.d.store.findByCredentialId(credential.id);
    if (!passkey || passkey.accountId !== accountId) return false;
    return this.d.signIn.assert(rp, passkey, credential, challenge.challenge, true, context);
  }
}
