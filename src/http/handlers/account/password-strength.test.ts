/** The password policy's guessability estimate (zxcvbn-ts); the web app's password forms show detail[].msg as it is. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, startAuthTestServer, type AuthTestServer } from '../../../testing/http/auth-test-server.js';
import { signedInUser } from '../../../testing/http/account-fixtures.js';
import { findPolicyViolation } from '../../../domain/auth/passwords/policy.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthTestServer();
}, testTime(240_000));
afterAll(async () => {
  await server?.close();
}, testTime(60_000));

describe('ASVS 2.1.7 / NIST 800-63B 5.1.1.2: passwords that are easy to guess are refused', () => {
  it('refuses twelve spaces and aaaaaaaaaaaaaaa with 422 AUTH-060 and says why', async () => {
    const user = await signedInUser(server);
    for (const candidate of ['            ', 'aaaaaaaaaaaaaaa', 'abcdefghijklmn', 'qwertyuiopasdf']) {
      const res = await user.browser.post('/api/v1/me/password/change', { current_password: STRONG_PASSWORD, new_password: candidate });
      expect([res.status, res.json.code], JSON.stringify(candidate)).toEqual([422, 'AUTH-060']);
      expect(res.json.detail[0].loc).toEqual(['body', 'new_password']);
      expect(res.json.detail[0].type).toBe('value_error.password.weak');
      expect(res.json.detail[0].msg).toMatch(/^Password is too easy to guess: it /);
    }
    const repeated = await user.browser.post('/api/v1/me/password/change', { current_password: STRONG_PASSWORD, new_password: 'aaaaaaaaaaaaaaa' });
    expect(repeated.json.detail[0].msg).toContain('repeats the same character');
    const ok = await user.browser.post('/api/v1/me/password/change', { current_password: STRONG_PASSWORD, new_password: 'copper-Lantern-meadow-77' });
    expect(ok.status).toBe(204);
  });

  it('gives the other policy refusals the same code', async () => {
    const user = await signedInUser(server);
    const common = await user.browser.post('/api/v1/me/password/change', { current_password: STRONG_PASSWORD, new_password: 'password1234' });
    expect([common.status, common.json.code, common.json.detail[0].type]).toEqual([422, 'AUTH-060', 'value_error.password.common']);
  });

  it('keeps accepting passphrases and long unusual passwords', () => {
    for (const fine of ['violet-Harbour-tramline-42', 'quiet lanterns drift over 9 hills', 'correct horse battery staple', '🦊🐙🦉🐢🦋🐝🦀🐬🦔🐌🦎🐧']) {
      expect(findPolicyViolation(fine, { loginId: 'alice', email: 'alice@example.com' }), fine).toBeNull();
    }
    expect(findPolicyViolation('19871987198719')).toBe('weak');
    expect(findPolicyViolation('Alice-Alice-Alice', { loginId: 'alice' })).toBe('contains_identifier');
  });
});
