/** ASVS 2.2.1: re-entering the current password while signed in is throttled per account. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, startAuthTestServer, type AuthTestServer } from '../../../testing/http/auth-test-server.js';
import { signedInUser } from '../../../testing/http/account-fixtures.js';
import { testTime } from '../../../testing/time-budget.js';

const NEW_PASSWORD = 'copper-Lantern-meadow-77';
let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthTestServer({ CURRENT_PASSWORD_MAX_FAILURES: '3', CURRENT_PASSWORD_LOCK_SECONDS: '600' });
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

describe('ASVS 2.2.1: re-entering the current password is throttled per account', () => {
  it('answers 429 RATE-001 with Retry-After after consecutive wrong passwords, for every password-confirmed operation of the account', async () => {
    const user = await signedInUser(server, 'throttled');
    const otherBrowser = server.browser();
    await otherBrowser.login(user.loginId);
    for (let i = 0; i < 3; i++) {
      const wrong = await user.browser.post('/api/v1/me/password/change', { current_password: `not-my-password-${i}`, new_password: NEW_PASSWORD });
      expect([wrong.status, wrong.json.code]).toEqual([403, 'AUTH-012']);
    }
    // Locked now: even the right password is not checked, from any browser of the account.
    const locked = await user.browser.post('/api/v1/me/password/change', { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD });
    expect([locked.status, locked.json.code]).toEqual([429, 'RATE-001']);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const removal = await otherBrowser.request('DELETE', '/api/v1/me/password', { json: { current_password: STRONG_PASSWORD } });
    expect([removal.status, removal.json.code]).toEqual([429, 'RATE-001']);
    const codes = await otherBrowser.post('/api/v1/me/mfa/recovery-codes', { password: STRONG_PASSWORD });
    expect([codes.status, codes.json.code]).toEqual([429, 'RATE-001']);
    expect(codes.headers.get('retry-after')).toBeTruthy();

    // Another account is not affected.
    const other = await signedInUser(server, 'unaffected');
    const fine = await other.browser.post('/api/v1/me/password/change', { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD });
    expect(fine.status).toBe(204);
  });

  it('counts consecutive failures: a correct password starts afresh', async () => {
    const user = await signedInUser(server, 'forgetful');
    const tryChange = (current: string, next = NEW_PASSWORD) => user.browser.post('/api/v1/me/password/change', { current_password: current, new_password: next });
    expect((await tryChange('not-my-password-1')).status).toBe(403);
    expect((await tryChange('not-my-password-2')).status).toBe(403);
    expect((await tryChange(STRONG_PASSWORD)).status).toBe(204);
    expect((await tryChange('not-my-password-3')).status).toBe(403);
    expect((await tryChange('not-my-password-4')).status).toBe(403);
    expect((await tryChange(NEW_PASSWORD, 'granite-Orchard-whistle-58')).status).toBe(204);
  });
});
