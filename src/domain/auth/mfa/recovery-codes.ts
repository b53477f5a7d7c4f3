/**
 * Recovery codes (ASVS 2.6.2): ten one-time codes like `7kq2xm-9tfa3d-h4w8pn-c2vz6e`, four
 * groups of six characters from Crockford's base32 alphabet (no i, l, o or u), 120 random bits
 * each, shown once. Input is normalised: case, dashes and spaces are ignored, and i/l read as 1
 * and o as 0, as Crockford's decoding does, so a code read aloud or retyped still works.
 *
 * Stored like passwords: argon2id with a per-code salt and the pepper (PasswordHasher), so a copy
 * of the table reveals nothing usable. Codes issued before this scheme (two groups of five from a
 * 31-letter alphabet, about 49 bits, stored as unsalted SHA-256 hex) keep working until used or
 * replaced: a stored value that is not an argon2 string is compared as such a digest. The web
 * app and the API ask nothing more of those accounts; regenerating the codes moves them over.
 */
import { randomInt } from 'node:crypto';
import { sha256Hex } from '../../core/sha256.js';
import { sameDigest } from '../crypto/tokens.js';
import type { PasswordHasher } from '../passwords/hasher.js';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const GROUPS = 4;
const GROUP_LENGTH = 6;
/** Random bits in one code: 24 characters of 5 bits. */
export const RECOVERY_CODE_BITS = GROUPS * GROUP_LENGTH * Math.log2(ALPHABET.length);

export function generateRecoveryCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    let group = '';
    for (let i = 0; i < GROUP_LENGTH; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

export function generateRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(generateRecoveryCode());
  return [...codes];
}

export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
}

/** How a code issued before argon2 storage was kept (and still is, until used or replaced). */
export function legacyRecoveryCodeDigest(input: string): string {
  return sha256Hex(input.toLowerCase().replace(/[\s-]/g, ''));
}

export class RecoveryCodeHasher {
  constructor(private readonly hasher: PasswordHasher) {}

  /** The stored form of each code: argon2id, salted and peppered. */
  async hashAll(codes: string[]): Promise<string[]> {
    const hashes: string[] = [];
    for (const code of codes) hashes.push(await this.hasher.hash(normaliseRecoveryCode(code)));
    return hashes;
  }

  /** Whether `input` is the code stored as `stored` (argon2 string, or a legacy SHA-256 digest). */
  async matches(stored: string, input: string): Promise<boolean> {
    if (stored.startsWith('$argon2')) return this.hasher.verify(stored, normaliseRecoveryCode(input));
    return /^[0-9a-f]{64}$/.test(stored) && sameDigest(stored, legacyRecoveryCodeDigest(input));
  }
}
