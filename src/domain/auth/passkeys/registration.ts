/**
 * The two halves of a WebAuthn registration every way of adding a passkey shares (a signed-in
 * account adding one, an invitee creating an account with one): the options for
 * `navigator.credentials.create()` and the verified record of the browser's answer.
 */
import { generateRegistrationOptions, verifyRegistrationResponse, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { AppError } from '../../errors/app-error.js';
import { asRegistrationResponse, cleanTransports, SUPPORTED_ALGORITHMS, type RegistrationCredentialInput } from './credentials.js';
import type { PasskeyRecord } from './ports.js';
import type { RelyingParty } from './relying-party.js';

/** How long the browser shows its prompt (the challenge itself lives CHALLENGE_TTL_SECONDS). */
export const CEREMONY_TIMEOUT_MS = 120_000;
const ZERO_AAGUID = '00000000-0000-0000-0000-000000000000';

export interface RegistrationSubject {
  accountId: string;
  userName: string;
  displayName: string;
  /** Credentials the authenticator must not register again. */
  exclude: Array<{ credentialId: string; transports: string[] }>;
}

/** Discoverable credential with user verification, no attestation (see startPasskeyRegistration's x-decision). */
export function registrationOptions(rp: RelyingParty, subject: RegistrationSubject, challenge: Uint8Array<ArrayBuffer>): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: new Uint8Array(Buffer.from(subject.accountId, 'utf8')),
    userName: subject.userName,
    userDisplayName: subject.displayName || subject.userName,
    challenge,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: subject.exclude.map((p) => ({ id: p.credentialId, transports: p.transports as never })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
}

/** Verifies the browser's answer to `challenge` and gives the passkey to store for `accountId`; 400 AUTH-071 when it does not verify. */
export async function verifiedPasskey(rp: RelyingParty, challenge: string, credential: RegistrationCredentialInput, accountId: string, name: string | undefined, now: Date): Promise<PasskeyRecord> {
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response: asRegistrationResponse(credential),
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserPresence: true,
      requireUserVerification: true,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
    info = result.verified ? result.registrationInfo : undefined;
  } catch (err) {
    throw new AppError('AUTH-071', { details: { reason: err instanceof Error ? err.message.slice(0, 200) : 'invalid' } });
  }
  if (!info) throw new AppError('AUTH-071');
  return {
    id: crypto.randomUUID(),
    accountId,
    credentialId: info.credential.id,
    publicKey: info.credential.publicKey,
    counter: info.credential.counter,
    transports: cleanTransports(credential.response.transports ?? info.credential.transports),
    name: name?.trim() || defaultName(credential.authenticatorAttachment ?? undefined, now),
    attachment: credential.authenticatorAttachment ?? null,
    aaguid: info.aaguid && info.aaguid !== ZERO_AAGUID ? info.aaguid : null,
    deviceType: info.credentialDeviceType === 'multiDevice' ? 'multi_device' : 'single_device',
    backedUp: info.credentialBackedUp,
    createdAt: now,
    lastUsedAt: null,
    cloneSuspectedAt: null,
  };
}

/** "Passkey on this device" / "Security key or phone", with the date, when the owner gave no name. */
function defaultName(attachment: string | undefined, at: Date): string {
  const kind = attachment === 'platform' ? 'Passkey on this device' : attachment === 'cross-platform' ? 'Security key or phone' : 'Passkey';
  return `${kind} (${at.toISOString().slice(0, 10)})`;
}
