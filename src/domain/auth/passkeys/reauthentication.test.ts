import { describe, expect, it } from 'vitest';
import { PasskeyReauthentication, RECENT_SIGN_IN_SECONDS } from './reauthentication.js';

const now = new Date('2026-05-01T12:00:00Z');
const withPassword = { id: 'a1', email: 'a@example.com', login_id: null, name: 'A', password_hash: '$argon2id$...' };
const withoutPassword = { ...withPassword, password_hash: null };

function reauth(signedInSecondsAgo: number | null, passwordOk = true) {
  return new PasskeyReauthentication({
    verifyPassword: async (_account, password) => passwordOk && password === 'right',
    authTimeOf: async () => (signedInSecondsAgo === null ? null : new Date(now.getTime() - signedInSecondsAgo * 1000)),
    now: () => now,
  });
}

describe('re-authentication before adding or removing a passkey', () => {
  it('asks an account with a password for it: missing is 422, wrong is 403 AUTH-012', async () => {
    await expect(reauth(0).prove(withPassword, 's', undefined)).rejects.toMatchObject({ code: 'REQUEST-001' });
    await expect(reauth(0).prove(withPassword, 's', 'wrong')).rejects.toMatchObject({ code: 'AUTH-012' });
    await expect(reauth(10_000).prove(withPassword, 's', 'right')).resolves.toBeUndefined();
  });

  it('asks an account without a password for a sign-in on this browser within 15 minutes (403 AUTH-076)', async () => {
    await expect(reauth(RECENT_SIGN_IN_SECONDS - 1).prove(withoutPassword, 's', undefined)).resolves.toBeUndefined();
    await expect(reauth(RECENT_SIGN_IN_SECONDS + 1).prove(withoutPassword, 's', undefined)).rejects.toMatchObject({ code: 'AUTH-076', details: { window_seconds: 900 } });
    await expect(reauth(null).prove(withoutPassword, 's', undefined)).rejects.toMatchObject({ code: 'AUTH-076' });
  });
});
