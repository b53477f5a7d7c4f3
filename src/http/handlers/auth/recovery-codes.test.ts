/** ASVS 2.6.2: recovery codes carry at least 112 bits and are stored with a salted slow hash; older codes keep working. */
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyRecoveryCodeDigest, RECOVERY_CODE_BITS } from '../../../domain/auth/mfa/recovery-codes.js';
import { startAuthTestServer, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthTestServer();
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

async function enrol(b: Browser): Promise<string[]> {
  const start = await b.post('/api/v1/me/mfa/totp');
  const code = await generate({ secret: start.json.secret, epoch: Math.floor(Date.now() / 1000) });
  const confirm = await b.post('/api/v1/me/mfa/totp/confirm', { code });
  expect(confirm.status).toBe(200);
  return confirm.json.recovery_codes;
}

async function signInWithRecoveryCode(loginId: string, recoveryCode: string): Promise<number> {
  const first = await server.browser().login(loginId);
  expect(first.json.status).toBe('mfa_required');
  return (await server.browser().post('/api/v1/auth/mfa/verify', { mfa_token: first.json.mfa_token, recovery_code: recoveryCode })).status;
}

describe('ASVS 2.6.2: recovery codes carry at least 112 bits', () => {
  it('issues ten readable codes of four base32 groups (120 random bits), stored as salted argon2id', async () => {
    const accountId = await server.createAdmin('rhea', 'rhea@example.com');
    const b = server.browser();
    await b.login('rhea');
    const codes = await enrol(b);
    expect(RECOVERY_CODE_BITS).toBeGreaterThanOrEqual(112);
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{6}(-[0-9a-hjkmnp-tv-z]{6}){3}$/);
    const rows = await server.services.db.knex('recovery_codes').where({ account_id: accountId });
    for (const row of rows) expect(row.code_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1,keyid=[^$]+\$[A-Za-z0-9+/]{22}\$/);
    expect(new Set(rows.map((r: { code_hash: string }) => r.code_hash.split('$')[4])).size).toBe(10); // a salt per code

    // Typed loosely: upper case, spaces instead of dashes, o for 0 and l for 1.
    const loose = codes[0].toUpperCase().replace(/-/g, ' ').replace(/0/g, 'O').replace(/1/g, 'l');
    expect(await signInWithRecoveryCode('rhea', loose)).toBe(200);
    expect(await signInWithRecoveryCode('rhea', codes[0])).toBe(401); // single use
    expect(await signInWithRecoveryCode('rhea', codes[1].replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')))).toBe(401);
  });

  it('keeps accepting a code issued before (SHA-256 digest) until it is used or replaced', async () => {
    const accountId = await server.createAdmin('sven', 'sven@example.com');
    const b = server.browser();
    await b.login('sven');
    await enrol(b);
    const knex = server.services.db.knex;
    const oldCode = 'k7mq2-x9tfa';
    await knex('recovery_codes').insert({ id: randomUUID(), account_id: accountId, code_hash: legacyRecoveryCodeDigest(oldCode), created_at: new Date() });
    expect(await signInWithRecoveryCode('sven', 'K7MQ2 X9TFA')).toBe(200);
    expect(await signInWithRecoveryCode('sven', oldCode)).toBe(401);
  });
});
