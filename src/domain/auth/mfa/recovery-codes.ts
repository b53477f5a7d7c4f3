/**
 * Recovery codes: ten one-time codes like `k7mq2-x9tfa` (10 characters from a 31-letter
 * alphabet without look-alikes, about 49 bits each), shown once and stored as sha256 of
 * their normalised form. Input is normalised (case, dashes and spaces ignored).
 */
import { randomInt } from 'node:crypto';
import { sha256Hex } from '../../core/sha256.js';


export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function generateRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < 10; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

export function generateRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(generateRecoveryCode());
  return [...codes];
}

export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(input: string): string {
  return sha256Hex(normaliseRecoveryCode(input));
}
