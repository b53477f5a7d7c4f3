/**
 * Encryption at rest for secrets that must be read back (TOTP secrets, PKCE verifiers, OAuth
 * client secrets until hidden):
 * AES-256-GCM from node:crypto, with a key derived by HKDF-SHA256 from SECRET_KEY, or
 * from a random master key generated once into DATA_DIR/secret.key when SECRET_KEY is unset.
 * Each value carries its own 96-bit IV; an associated-data string binds a ciphertext to
 * the row it belongs to, so a value copied to another account does not decrypt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const FORMAT = 'v1';
const KEY_FILE = 'secret.key';

export class SecretBox {
  private readonly key: Buffer;

  constructor(masterSecret: Buffer) {
    this.key = Buffer.from(hkdfSync('sha256', masterSecret, Buffer.from('memplat'), Buffer.from('auth secrets at rest v1'), 32));
  }

  seal(plaintext: string, associatedData: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [FORMAT, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(':');
  }

  open(sealed: string, associatedData: string): string {
    const [format, iv, body, tag] = sealed.split(':');
    if (format !== FORMAT || !iv || body === undefined || !tag) throw new Error('unrecognised sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** The box of a configuration's master secret (for openers outside the auth module: migrations). */
export function secretBoxOf(config: { auth: { secretKey?: string }; storage: { dataDir: string } }): SecretBox {
  return new SecretBox(loadMasterSecret(config.auth.secretKey, config.storage.dataDir));
}

/** The master secret: SECRET_KEY when set, else DATA_DIR/secret.key (created on first run, mode 0600). */
export function loadMasterSecret(secretKey: string | undefined, dataDir: string): Buffer {
  if (secretKey) return Buffer.from(secretKey, 'utf8');
  const file = path.join(dataDir, KEY_FILE);
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  try {
    // 'wx' fails if another process created it first; then read theirs.
    fs.writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
}
