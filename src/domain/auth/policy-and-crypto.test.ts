import { describe, expect, it } from 'vitest';
import { findPolicyViolation } from './passwords/policy.js';
import { commonPasswords } from './passwords/common-passwords.js';
import { derivePepper, PasswordHasher } from './passwords/hasher.js';
import { SecretBox } from './crypto/secret-box.js';
import { normalizeIdentifier } from './identifiers.js';
import { generateRecoveryCodes, normaliseRecoveryCode } from './mfa/recovery-codes.js';
import { canonicalLocale, canonicalTimeZone } from './accounts/profile-values.js';

describe('password policy', () => {
  it('ships about 10k common passwords', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
    expect(commonPasswords().has('password')).toBe(true);
  });

  it('names the reason', () => {
    expect(findPolicyViolation('short-pw-1')).toBe('too_short');
    expect(findPolicyViolation('x'.repeat(129))).toBe('too_long');
    expect(findPolicyViolation('1q2w3e4r5t6y')).toBe('common');
    expect(findPolicyViolation('QAZWSXEDCRFV')).toBe('common');
    expect(findPolicyViolation('xx-alice-likes-tea', { loginId: 'alice' })).toBe('contains_identifier');
    expect(findPolicyViolation('BOB.SMITH rocks hard', { email: 'bob.smith@example.com' })).toBe('contains_identifier');
    expect(findPolicyViolation('violet-Harbour-tramline-42', { loginId: 'alice', email: 'alice@example.com' })).toBeNull();
    // 12 code points of astral characters is long enough even though it is 24 UTF-16 units.
    expect(findPolicyViolation('🦊🐙🦉🐢🦋🐝🦀🐬🦔🐌🦎🐧')).toBeNull();
  });
});

describe('argon2id hashing', () => {
  it('uses the OWASP parameters and verifies NFKC-equivalent input', async () => {
    const hasher = new PasswordHasher(derivePepper(Buffer.from('k'.repeat(32))));
    const hash = await hasher.hash('Cafe\u0301 au lait, extra hot');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1,keyid=[A-Za-z0-9+/]{8}\$/);
    expect(await hasher.verify(hash, 'Café au lait, extra hot')).toBe(true);
    expect(await hasher.verify(hash, 'Cafe au lait, extra hot')).toBe(false);
    expect(await hasher.verifyOrBurn(null, 'anything')).toBe(false);
    expect(await hasher.verify('not a hash', 'x')).toBe(false);
  });
});

describe('secret box', () => {
  it('round-trips, and refuses another row\'s associated data or a tampered value', () => {
    const box = new SecretBox(Buffer.from('k'.repeat(32)));
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DP', 'totp:a');
    expect(box.open(sealed, 'totp:a')).toBe('JBSWY3DPEHPK3PXPJBSWY3DP');
    expect(() => box.open(sealed, 'totp:b')).toThrow();
    const parts = sealed.split(':');
    parts[2] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join(':'), 'totp:a')).toThrow();
    expect(() => new SecretBox(Buffer.from('o'.repeat(32))).open(sealed, 'totp:a')).toThrow();
  });
});

describe('identifiers, recovery codes, profile values', () => {
  it('normalises identifiers', () => {
    expect(normalizeIdentifier('  ＡＤＭＩＮ ')).toBe('admin');
  });

  it('recovery codes are ten distinct codes; input is case and dash insensitive', () => {
    const codes = generateRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    expect(normaliseRecoveryCode(codes[0].toUpperCase().replace(/-/g, ' '))).toBe(normaliseRecoveryCode(codes[0]));
  });

  it('time zones and locales', () => {
    expect(canonicalTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Nowhere/Special')).toBeNull();
    expect(canonicalLocale('en-gb')).toBe('en-GB');
    expect(canonicalLocale('not a locale')).toBeNull();
  });
});
