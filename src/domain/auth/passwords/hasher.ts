/**
 * Password hashing with argon2id (@node-rs/argon2) at the OWASP minimum parameters
 * (m = 19 MiB, t = 2, p = 1), with a secret pepper (ASVS 2.4.5): argon2's `secret` input, a
 * key derived by HKDF-SHA256 from the master secret (SECRET_KEY, or DATA_DIR/secret.key) with
 * its own label. A copy of the accounts table alone then cannot be attacked offline: every
 * guess needs the pepper, which lives outside the database. Passwords are NFKC-normalised
 * first, so the same password typed on different keyboards (composed vs decomposed
 * characters) verifies.
 *
 * A peppered hash names its key in the PHC string's standard `keyid` parameter (a
 * fingerprint of the pepper, not the pepper): `$argon2id$v=19$m=19456,t=2,p=1,keyid=…$salt$hash`.
 * Hashes without it were made before the pepper: they verify without it, and `needsRehash`
 * tells the sign-in to store a peppered hash once the password is known to be right. Hashes
 * under an earlier pepper (a master secret now in SECRET_KEY_PREVIOUS) verify with that pepper
 * and are re-hashed under the current one the same way.
 *
 * `verifyOrBurn` is the login primitive: with no stored hash it verifies against a
 * dummy hash made with the same parameters and pepper, so an unknown account costs the same
 * work as a wrong password.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

// Algorithm is a `const enum` in the typings; 2 is Argon2id.
const ARGON2ID = 2 as Options['algorithm'];
export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The pepper for a master secret (32 bytes, HKDF-SHA256, label of its own). */
export function derivePepper(masterSecret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterSecret, Buffer.from('memplat'), Buffer.from('password hash pepper v1'), 32));
}

const KEY_ID = /^\$argon2id\$v=\d+\$[^$]*\bkeyid=([A-Za-z0-9+/]+)[,$]/;
const PARAMS = /^(\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+)\$/;

function prepare(password: string): string {
  return password.normalize('NFKC');
}

/** PHC `keyid` of a pepper: 6 bytes of an HMAC of it, base64 without padding (8 characters). */
function pepperKeyId(pepper: Buffer): string {
  return createHmac('sha256', pepper).update('password pepper key id').digest().subarray(0, 6).toString('base64');
}

export class PasswordHasher {
  private dummyHash?: Promise<string>;
  private readonly keyId: string;
  /** Every pepper that verifies, by key id: the current one and earlier ones. */
  private readonly peppers: Map<string, Buffer>;

  constructor(private readonly pepper: Buffer, previousPeppers: readonly Buffer[] = []) {
    this.keyId = pepperKeyId(pepper);
    this.peppers = new Map([...previousPeppers.map((p) => [pepperKeyId(p), p] as const), [this.keyId, pepper] as const]);
  }

  /** The PHC key id of the current pepper (hashes naming another one are re-hashed at sign-in). */
  get currentKeyId(): string {
    return this.keyId;
  }

  async hash(password: string): Promise<string> {
    const phc = await hash(prepare(password), { ...ARGON2_OPTIONS, secret: this.pepper });
    return phc.replace(PARAMS, `$1,keyid=${this.keyId}$`);
  }

  async verify(storedHash: string, password: string): Promise<boolean> {
    const keyId = KEY_ID.exec(storedHash)?.[1];
    // A hash under a pepper no longer configured cannot match; one without a key id predates the pepper.
    const pepper = keyId === undefined ? undefined : this.peppers.get(keyId);
    if (keyId !== undefined && !pepper) return false;
    try {
      return await verify(storedHash, prepare(password), pepper ? { secret: pepper } : {});
    } catch {
      return false; // malformed stored hash: never a match
    }
  }

  /** True for a hash made without the pepper or with other parameters: store a new one after a successful sign-in. */
  needsRehash(storedHash: string): boolean {
    const params = PARAMS.exec(storedHash.replace(/,keyid=[A-Za-z0-9+/]+/, ''))?.[1];
    const current = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}`;
    return KEY_ID.exec(storedHash)?.[1] !== this.keyId || params !== current;
  }

  /** Verifies against `storedHash`, or burns the same work on a dummy hash and returns false. */
  async verifyOrBurn(storedHash: string | null | undefined, password: string): Promise<boolean> {
    if (storedHash) return this.verify(storedHash, password);
    this.dummyHash ??= this.hash(`dummy-${Math.random()}`);
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
