import { randomBytes, timingSafeEqual } from 'node:crypto';

/** A bearer secret: 32 random bytes, base64url (43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Constant-time comparison of two hex digests of equal length. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Shape of tokens this service issues (used to skip a lookup for obvious garbage). */
export const ISSUED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
