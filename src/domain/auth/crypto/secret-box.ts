/**
 * Encryption at rest for secrets that must be read back (TOTP secrets, PKCE verifiers, OAuth
 * client secrets until hidden): AES-256-GCM from node:crypto, with keys derived by HKDF-SHA256
 * from master secrets (master-secrets.ts: SECRET_KEY or DATA_DIR/secret.key, plus the earlier
 * ones listed in SECRET_KEY_PREVIOUS).
 *
 * A sealed value names the key that sealed it: `v2:<key id>:<iv>:<ciphertext>:<tag>`, where the
 * key id is a fingerprint of the key (HKDF output under its own label, not the key). Values are
 * always sealed under the current key and opened under the key they name, so a new key can be
 * introduced while older values still open, and `reseal` moves them over (secret-rotation.ts).
 * `v1:<iv>:<ciphertext>:<tag>` values, sealed before key ids existed, still open: every known
 * key is tried (GCM's tag tells which one sealed it).
 *
 * Each value carries its own 96-bit IV; the associated data binds a ciphertext to the row it
 * belongs to (and, in v2, to its key id), so a value copied to another account does not open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const CURRENT_FORMAT = 'v2';
const LEGACY_FORMAT = 'v1';

/** A value that cannot be opened: wrong format, a key this server does not have, or tampered with. */
export class SealedValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealedValueError';
  }
}

interface BoxKey {
  id: string;
  key: Buffer;
}

function deriveKey(masterSecret: Buffer): BoxKey {
  const key = Buffer.from(hkdfSync('sha256', masterSecret, Buffer.from('memplat'), Buffer.from('auth secrets at rest v1'), 32));
  const id = Buffer.from(hkdfSync('sha256', masterSecret, Buffer.from('memplat'), Buffer.from('auth secrets at rest key id'), 6)).toString('base64url');
  return { id, key };
}

function decrypt(key: Buffer, iv: string, body: string, tag: string, associatedData: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export class SecretBox {
  private readonly current: BoxKey;
  private readonly keys: Map<string, BoxKey>;

  /** `masterSecret` seals; it and `previousSecrets` open. */
  constructor(masterSecret: Buffer, previousSecrets: readonly Buffer[] = []) {
    this.current = deriveKey(masterSecret);
    this.keys = new Map([this.current, ...previousSecrets.map(deriveKey)].map((k) => [k.id, k]));
  }

  /** The fingerprint of the key new values are sealed under (not secret). */
  get keyId(): string {
    return this.current.id;
  }

  seal(plaintext: string, associatedData: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(Buffer.from(`${CURRENT_FORMAT}:${this.current.id}:${associatedData}`, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [CURRENT_FORMAT, this.current.id, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(':');
  }

  open(sealed: string, associatedData: string): string {
    const parts = sealed.split(':');
    if (parts[0] === CURRENT_FORMAT && parts.length === 5) {
      const [, keyId, iv, body, tag] = parts as [string, string, string, string, string];
      const key = this.keys.get(keyId);
      if (!key) throw new SealedValueError(`value sealed under key "${keyId}", which is neither SECRET_KEY nor in SECRET_KEY_PREVIOUS`);
      try {
        return decrypt(key.key, iv, body, tag, `${CURRENT_FORMAT}:${keyId}:${associatedData}`);
      } catch {
        throw new SealedValueError(`sealed value does not open under key "${keyId}" (altered, or bound to another row)`);
      }
    }
    if (parts[0] === LEGACY_FORMAT && parts.length === 4 && parts[1] && parts[3]) {
      const [, iv, body, tag] = parts as [string, string, string, string];
      for (const key of this.keys.values()) {
        try {
          return decrypt(key.key, iv, body, tag, associatedData);
        } catch {
          // Not this key (or altered): try the next one.
        }
      }
      throw new SealedValueError('v1 sealed value opens under no configured key (altered, bound to another row, or sealed under a key not in SECRET_KEY_PREVIOUS)');
    }
    throw new SealedValueError('unrecognised sealed value');
  }

  /** True when `sealed` is already under the current key in the current format. */
  isCurrent(sealed: string): boolean {
    return sealed.startsWith(`${CURRENT_FORMAT}:${this.current.id}:`);
  }

  /** The value sealed again under the current key, or null when it already is. Throws SealedValueError when it does not open. */
  reseal(sealed: string, associatedData: string): string | null {
    if (this.isCurrent(sealed)) return null;
    return this.seal(this.open(sealed, associatedData), associatedData);
  }
}
