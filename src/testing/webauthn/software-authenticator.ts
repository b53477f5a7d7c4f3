/**
 * A software WebAuthn authenticator for tests (SimpleWebAuthn ships no test authenticator):
 * one ES256 key per credential, `none` attestation, discoverable credentials, user presence
 * and verification flags as asked, and a signature counter the test can set (0 stays 0, like
 * a synced passkey). It answers in the JSON forms browsers give (`PublicKeyCredential.toJSON()`).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  cose: Uint8Array;
  rpId: string;
  userHandle: string;
  counter: number;
}

export interface AuthenticatorOptions {
  /** Sets the user-verified flag (a PIN or biometric was checked). Default true. */
  userVerified?: boolean;
  /** Counts signatures (each assertion adds one); false keeps the counter at 0. Default true. */
  counting?: boolean;
}

const b64url = (b: Uint8Array | Buffer) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

export class SoftwareAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(readonly options: AuthenticatorOptions = {}) {}

  private flags(extra: number): number {
    return 0x01 | (this.options.userVerified === false ? 0 : 0x04) | extra;
  }

  /** Answers `navigator.credentials.create()` options (JSON form) made on `origin`. */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(new Map<number, number | Uint8Array>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
    const id = randomBytes(16);
    const credential: SoftCredential = { id, privateKey, cose, rpId, userHandle: options.user.id, counter: 0 };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([this.flags(0x40)]), Buffer.alloc(4), Buffer.alloc(16), idLength, id, Buffer.from(cose)]);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]) as never);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(Buffer.from(clientDataJSON)), attestationObject: b64url(attestationObject), transports: ['internal'] },
    };
  }

  /** Answers `navigator.credentials.get()` options with the credential for the relying party (the first allowed, or any). */
  authenticate(options: { challenge: string; rpId?: string; allowCredentials?: Array<{ id: string }> }, origin: string, pick?: SoftCredential) {
    const rpId = options.rpId ?? new URL(origin).hostname;
    const allowed = options.allowCredentials?.map((c) => c.id);
    const credential = pick ?? this.credentials.find((c) => c.rpId === rpId && (!allowed?.length || allowed.includes(b64url(c.id))));
    if (!credential) throw new Error('no credential for this relying party');
    if (this.options.counting !== false) credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([this.flags(0)]), counter]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: credential.userHandle },
    };
  }
}
