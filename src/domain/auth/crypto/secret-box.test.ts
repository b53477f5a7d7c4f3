/** The sealed-value format: key ids, the v1 values sealed before them, opening under earlier keys, tampering. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SealedValueError, SecretBox } from './secret-box.js';
import { sealV1 } from '../../../testing/auth/legacy-sealed-value.js';

const OLD = Buffer.from('an-old-master-secret-of-32-characters-at-least');
const NEW = Buffer.from('the-new-master-secret-of-32-characters-at-least');

describe('sealed values name their key', () => {
  it('seals as v2:<key id>:… under the current key; the id is a stable fingerprint, not the key', () => {
    const box = new SecretBox(NEW, [OLD]);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:a');
    expect(sealed.split(':')).toHaveLength(5);
    expect(sealed.startsWith(`v2:${box.keyId}:`)).toBe(true);
    expect(box.keyId).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(new SecretBox(NEW).keyId).toBe(box.keyId);
    expect(new SecretBox(OLD).keyId).not.toBe(box.keyId);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'totp:a')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.isCurrent(sealed)).toBe(true);
  });

  it('opens values sealed under an earlier key named in the value, and reseals them under the current one', () => {
    const sealedOld = new SecretBox(OLD).seal('client-secret', 'oauth-client-secret:c1');
    const rotated = new SecretBox(NEW, [OLD]);
    expect(rotated.isCurrent(sealedOld)).toBe(false);
    expect(rotated.open(sealedOld, 'oauth-client-secret:c1')).toBe('client-secret');
    const resealed = rotated.reseal(sealedOld, 'oauth-client-secret:c1')!;
    expect(resealed.startsWith(`v2:${rotated.keyId}:`)).toBe(true);
    expect(rotated.reseal(resealed, 'oauth-client-secret:c1')).toBeNull(); // idempotent
    // With the old key removed, the resealed value still opens.
    expect(new SecretBox(NEW).open(resealed, 'oauth-client-secret:c1')).toBe('client-secret');
  });

  it('opens v1 values written before key ids, under the current or an earlier key, and reseals them to v2', () => {
    const legacyCurrent = sealV1(NEW, 'secret-a', 'totp:a');
    const legacyOld = sealV1(OLD, 'secret-b', 'totp:b');
    const box = new SecretBox(NEW, [OLD]);
    expect(box.open(legacyCurrent, 'totp:a')).toBe('secret-a');
    expect(box.open(legacyOld, 'totp:b')).toBe('secret-b');
    expect(box.isCurrent(legacyCurrent)).toBe(false); // v1 is moved to v2 even under the same key
    expect(new SecretBox(NEW).open(box.reseal(legacyOld, 'totp:b')!, 'totp:b')).toBe('secret-b');
    expect(() => new SecretBox(NEW).open(legacyOld, 'totp:b')).toThrow(/v1 sealed value opens under no configured key/);
    expect(() => box.open(legacyCurrent, 'totp:other')).toThrow(SealedValueError);
  });

  it('an unknown key id is a clear error naming the id and the settings', () => {
    const sealedOld = new SecretBox(OLD).seal('x', 'totp:a');
    const keyId = sealedOld.split(':')[1];
    expect(() => new SecretBox(NEW).open(sealedOld, 'totp:a')).toThrow(new SealedValueError(`value sealed under key "${keyId}", which is neither SECRET_KEY nor in SECRET_KEY_PREVIOUS`));
  });

  it('refuses tampering: altered ciphertext, tag or IV, another row, a swapped key id, a malformed value', () => {
    const box = new SecretBox(NEW, [OLD]);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:a');
    const alter = (index: number, value: string) => Object.assign(sealed.split(':'), { [index]: value }).join(':');
    expect(() => box.open(alter(3, Buffer.from('tampered').toString('base64url')), 'totp:a')).toThrow(/does not open/);
    expect(() => box.open(alter(4, randomBytes(16).toString('base64url')), 'totp:a')).toThrow(/does not open/);
    expect(() => box.open(alter(2, randomBytes(12).toString('base64url')), 'totp:a')).toThrow(/does not open/);
    expect(() => box.open(sealed, 'totp:b')).toThrow(/does not open/);
    // Naming the other configured key does not make the value open under it.
    expect(() => box.open(alter(1, new SecretBox(OLD).keyId), 'totp:a')).toThrow(/does not open/);
    expect(() => box.open('v3:abc', 'totp:a')).toThrow(/unrecognised sealed value/);
    expect(() => box.open('plain text', 'totp:a')).toThrow(/unrecognised sealed value/);
  });
});
