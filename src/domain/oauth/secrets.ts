/** Random secrets and their digests. Every OAuth secret has 256 random bits; sha256 at rest. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** `prefix` + 43 base64url characters (256 bits). Prefixes never start with `mp_` (API keys). */
export function newSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

export const PREFIX = {
  clientId: 'mcp_client_',
  clientSecret: 'mpo_cs_',
  code: 'mpo_ac_',
  accessToken: 'mpo_at_',
  refreshToken: 'mpo_rt_',
  deviceCode: 'mpo_dc_',
} as const;

export function newClientId(): string {
  return `${PREFIX.clientId}${randomBytes(16).toString('base64url')}`;
}

/** RFC 8628 §6.1: consonants only (no vowels, so no words), 8 characters, ~34.6 bits. */
const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';

export function newUserCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Upper-cases and drops everything but letters, so "bcdf ghjk" equals "BCDF-GHJK". */
export function normalizeUserCode(input: string): string {
  return input.toUpperCase().replace(/[^A-Z]/g, '');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** RFC 7636 §4.6: BASE64URL(SHA256(ASCII(code_verifier))) == code_challenge. */
export function pkceS256Matches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  return safeEqual(createHash('sha256').update(verifier, 'ascii').digest('base64url'), challenge);
}
