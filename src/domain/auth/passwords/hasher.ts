/**
 * Password hashing with argon2id (@node-rs/argon2) at the OWASP minimum parameters
 * (m = 19 MiB, t = 2, p = 1). Passwords are NFKC-normalised first, so the same password
 * typed on different keyboards (composed vs decomposed characters) verifies.
 *
 * `verifyOrBurn` is the login primitive: with no stored hash it verifies against a
 * dummy hash made with the same parameters, so an unknown account costs the same work
 * as a wrong password.
 */
import { hash, verify, type Options } from '@node-rs/argon2';

// Algorithm is a `const enum` in the typings; 2 is Argon2id.
const ARGON2ID = 2 as Options['algorithm'];
export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

function prepare(password: string): string {
  return password.normalize('NFKC');
}

export class PasswordHasher {
  private dummyHash?: Promise<string>;

  async hash(password: string): Promise<string> {
    return hash(prepare(password), ARGON2_OPTIONS);
  }

  async verify(storedHash: string, password: string): Promise<boolean> {
    try {
      return await verify(storedHash, prepare(password));
    } catch {
      return false; // malformed stored hash: never a match
    }
  }

  /** Verifies against `storedHash`, or burns the same work on a dummy hash and returns false. */
  async verifyOrBurn(storedHash: string | null | undefined, password: string): Promise<boolean> {
    if (storedHash) return this.verify(storedHash, password);
    this.dummyHash ??= this.hash(`dummy-${Math.random()}`);
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
