/**
 * How the owner proves an erasure request is theirs, chosen when it is created and kept on it:
 *
 * - `password`: the token from the answer and the current password (throttled per account);
 * - `email`: the emailed token alone: reaching the mailbox is the proof;
 * - `passkey`: an account without a password on a server that cannot send mail (no SMTP: the
 *   email would only wait in the operator's outbox) or without an email address, that has a
 *   passkey that signs in: the token from the answer and a fresh passkey assertion;
 * - `provider`: such an account without a passkey, with an identity at an enabled sign-in
 *   provider: the token from the answer and a fresh sign-in at that provider, whose callback
 *   confirms (erasure-provider-confirmation.ts).
 *
 * Kept on the request so that a later change of the mail settings cannot lower the proof a
 * token already shown in an answer needs. Requests from before it was kept derive it.
 */
import type { AuthenticationCredentialInput } from '../auth/passkeys/credentials.js';
import { AppError } from '../errors/app-error.js';
import type { ProviderId } from '../auth/providers/provider-clients.js';
import type { AccountDeps } from './deps.js';
import type { ErasureConfirmMethod, ErasureRow } from './ports.js';

interface ErasureAccount {
  id: string;
  email: string | null;
  password_hash: string | null;
}

export interface ErasureProof {
  password?: string;
  passkeyCredential?: AuthenticationCredentialInput;
  clientIp: string;
  requestId?: string;
}

export async function chooseConfirmMethod(d: AccountDeps, account: ErasureAccount): Promise<ErasureConfirmMethod> {
  if (account.password_hash) return 'password';
  if (d.auth.mail.usesSmtp && account.email) return 'email';
  if (await d.auth.passkeys.canSignIn(account.id)) return 'passkey';
  // Without a passkey or a provider the email path stays: the mail waits in the outbox (or 503 without an address).
  return (await linkedProvider(d, account.id)) ? 'provider' : 'email';
}

/** The enabled sign-in provider of the account to re-authenticate at (OpenID Connect first: it can be asked for a fresh sign-in), or null. */
export async function linkedProvider(d: AccountDeps, accountId: string): Promise<{ id: ProviderId; name: string; type: 'oidc' | 'oauth2' } | null> {
  const linked = new Set((await d.auth.identities.identitiesOf(accountId)).map((i) => i.provider));
  const usable = d.auth.providers.enabled().filter((p) => linked.has(p.id));
  const chosen = usable.find((p) => p.type === 'oidc') ?? usable[0];
  return chosen ? { id: chosen.id, name: chosen.name, type: chosen.type } : null;
}

/** Refuses (ERASURE-002 / ERASURE-008, 429 when the password is locked) unless the proof the request needs is given. */
export async function requireOwnerProof(d: AccountDeps, row: ErasureRow, account: ErasureAccount, proof: ErasureProof): Promise<void> {
  const method = row.confirm_with ?? (account.password_hash ? 'password' : 'email');
  if (method === 'passkey') {
    const ok = proof.passkeyCredential !== undefined &&
      (await d.auth.passkeys.presence.verify(account.id, proof.passkeyCredential, { clientIp: proof.clientIp, requestId: proof.requestId }));
    if (!ok) throw new AppError('ERASURE-008');
    return;
  }
  // The provider's callback confirms these (ErasureService.confirmByProvider), never this operation.
  if (method === 'provider') throw new AppError('ERASURE-009');
  if (account.password_hash && !(await d.auth.currentPassword.verify(account, proof.password))) {
    throw new AppError('ERASURE-002');
  }
}

/** Options for the fresh passkey assertion of a pending request confirmed with a passkey. */
export async function presenceOptions(d: AccountDeps, row: ErasureRow | undefined, accountId: string) {
  if (!row || row.state !== 'pending') throw new AppError('ERASURE-003');
  if (row.confirm_with !== 'passkey') throw new AppError('ERASURE-007');
  const started = await d.auth.passkeys.presence.options(accountId);
  if (!started) throw new AppError('ERASURE-007');
  return started;
}
