/** ASVS 2.4.5: password hashes need a secret kept outside the database; older hashes migrate on sign-in. */
import { hash, verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, derivePepper, PasswordHasher } from '../../../domain/auth/passwords/hasher.js';
import { STRONG_PASSWORD, startAuthTestServer, type AuthTestServer } from '../../../testing/http/auth-test-server.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;
const storedHash = async (loginId: string): Promise<string> =>
  (await server.services.db.knex('accounts').where({ login_id: loginId }).first('password_hash')).password_hash;

beforeAll(async () => {
  server = await startAuthTestServer({ SECRET_KEY: 'a-master-secret-of-at-least-32-characters' });
}, testTime(240_000));
afterAll(async () => {
  await server?.close();
}, testTime(60_000));

describe('ASVS 2.4.5: password hashes carry a secret pepper', () => {
  it('stores argon2id hashes that do not verify without the pepper', async () => {
    await server.createAdmin('peppered', 'peppered@example.com');
    const stored = await storedHash('peppered');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1,keyid=[A-Za-z0-9+/]{8}\$/);
    expect(await verify(stored, STRONG_PASSWORD)).toBe(false); // the database alone is not enough
    expect(await verify(stored, STRONG_PASSWORD, { secret: derivePepper(Buffer.from('a-master-secret-of-at-least-32-characters')) })).toBe(true);
    expect((await server.browser().login('peppered')).status).toBe(200);
  });

  it('still signs in with a hash made before the pepper, and replaces it with a peppered one', async () => {
    await server.createAdmin('legacy', 'legacy@example.com');
    const legacy = await hash(STRONG_PASSWORD, ARGON2_OPTIONS);
    await server.services.db.knex('accounts').where({ login_id: 'legacy' }).update({ password_hash: legacy });
    expect((await server.browser().login('legacy', 'not-the-password-at-all')).status).toBe(401);
    expect(await storedHash('legacy')).toBe(legacy); // a wrong password changes nothing
    expect((await server.browser().login('legacy')).status).toBe(200);
    const upgraded = await storedHash('legacy');
    expect(upgraded).not.toBe(legacy);
    expect(upgraded).toMatch(/,keyid=/);
    expect((await server.browser().login('legacy')).status).toBe(200);
  });

  it('refuses a hash made under another pepper (a changed SECRET_KEY)', async () => {
    const before = new PasswordHasher(derivePepper(Buffer.from('x'.repeat(32))));
    const after = new PasswordHasher(derivePepper(Buffer.from('y'.repeat(32))));
    const stored = await before.hash(STRONG_PASSWORD);
    expect(await before.verify(stored, STRONG_PASSWORD)).toBe(true);
    expect(await after.verify(stored, STRONG_PASSWORD)).toBe(false);
    expect(before.needsRehash(stored)).toBe(false);
    expect(before.needsRehash(await hash(STRONG_PASSWORD, ARGON2_OPTIONS))).toBe(true);
  });
});
