/**
 * The browser's WebAuthn answers as the API receives them (the JSON forms that
 * `PublicKeyCredential.toJSON()` and @simplewebauthn/browser produce), and the conversions to
 * the verification library's types. The request validator already checked their shape.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

export interface RegistrationCredentialInput {
  id: string;
  rawId: string;
  type: 'public-key';
  authenticatorAttachment?: 'platform' | 'cross-platform' | null;
  clientExtensionResults?: Record<string, unknown>;
  response: { clientDataJSON: string; attestationObject: string; transports?: string[]; [extra: string]: unknown };
}

export interface AuthenticationCredentialInput {
  id: string;
  rawId: string;
  type: 'public-key';
  authenticatorAttachment?: 'platform' | 'cross-platform' | null;
  clientExtensionResults?: Record<string, unknown>;
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string | null; [extra: string]: unknown };
}

/** COSE algorithms accepted for passkeys: EdDSA, ES256, RS256. */
export const SUPPORTED_ALGORITHMS = [-8, -7, -257];

export function asRegistrationResponse(c: RegistrationCredentialInput): RegistrationResponseJSON {
  return { ...c, authenticatorAttachment: c.authenticatorAttachment ?? undefined, clientExtensionResults: c.clientExtensionResults ?? {} } as unknown as RegistrationResponseJSON;
}

export function asAuthenticationResponse(c: AuthenticationCredentialInput): AuthenticationResponseJSON {
  // The library wants absent, not null, for what the browser did not report.
  const { userHandle, ...response } = c.response;
  return {
    ...c,
    authenticatorAttachment: c.authenticatorAttachment ?? undefined,
    response: userHandle === null || userHandle === undefined ? response : { ...response, userHandle },
    clientExtensionResults: c.clientExtensionResults ?? {},
  } as unknown as AuthenticationResponseJSON;
}

/** The WebAuthn user handle of an account: its id's bytes (no personal data), base64url. */
export function userHandleOf(accountId: string): string {
  return Buffer.from(accountId, 'utf8').toString('base64url');
}

/** Transports as reported, kept only when they look like WebAuthn transport names. */
export function cleanTransports(transports: unknown): string[] {
  if (!Array.isArray(transports)) return [];
  return [...new Set(transports.filter((t): t is string => typeof t === 'string' && /^[a-z-]{1,32}$/.test(t)))].slice(0, 10);
}
