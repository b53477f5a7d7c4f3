/** A secret sealed in the v1 format exactly as versions before key ids wrote it (no key id; associated data alone). */
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';

export function sealV1(masterSecret: Buffer, plaintext: string, associatedData: string): string {
  const key = Buffer.from(hkdfSync('sha256', masterSecret, Buffer.from('memplat'), Buffer.from('auth secrets at rest v1'), 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(':');
}
