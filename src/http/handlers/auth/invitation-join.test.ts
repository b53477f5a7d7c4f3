/**
 * Joining by invitation without an identity provider: the invitee looks at the invitation,
 * creates an account with a password bound to the invited address and is signed in; the
 * invitation then works no more. (The passkey path runs in a real browser with a virtual
 * authenticator: contract-tests/web/invitations.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../testing/http/admin-fixtures.js';
import { startAuthTestServer, STRONG_PASSWORD, type AuthTestServer } from '../../../testing/http/auth-test-server.js';

let server: AuthTestServer;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  server = await startAuthTestServer({ PUBLIC_URL: 'http://localhost:8080' });
  await server.createAdmin('initial-admin', 'initial@example.com');
  admin = await signedIn(server, 'admin');
}, 240_000);
afterAll(async () => server?.close(), 60_000);

async function invite(email?: string): Promise<string> {
  const res = await admin.browser.post('/api/v1/admin/invitations', email ? { email } : {});
  expect(res.status).toBe(201);
  return res.json.token as string;
}

describe('an invitation with an address', () => {
  it('says what it offers, creates a password account bound to the address, signs it in, and is used up', async () => {
    const token = await invite('Newcomer@Example.com');
    const b = server.browser();
    const details = await b.post('/api/v1/auth/invitation', { invite: token });
    expect(details.status).toBe(200);
    expect(details.json).toMatchObject({ email: 'Newcomer@Example.com', methods: ['password', 'passkey'], terms_version: null });

    const joined = await b.post('/api/v1/auth/invitation/accept?return_to=%2Fmemories', { invite: token, email: 'someone-else@example.com', name: 'New Comer', password: STRONG_PASSWORD });
    expect(joined.status).toBe(201);
    expect(joined.json).toMatchObject({ status: 'ok', return_to: '/memories', user: { email: 'Newcomer@Example.com', name: 'New Comer', email_verified: true, role: 'user' } });
    expect((await b.get('/api/v1/auth/me')).json.user.email).toBe('Newcomer@Example.com');

    // The invitation is used: neither the look nor a second account works.
    expect((await server.browser().post('/api/v1/auth/invitation', { invite: token })).json.code).toBe('AUTH-080');
    const again = await server.browser().post('/api/v1/auth/invitation/accept', { invite: token, password: STRONG_PASSWORD });
    expect(again.status).toBe(404);
    // The new account signs in with its password like any other.
    expect((await server.browser().login('newcomer@example.com')).json.status).toBe('ok');
    const events = await admin.browser.get('/api/v1/admin/invitations');
    expect(events.json.invitations.find((i: { email: string }) => i.email === 'Newcomer@Example.com').status).toBe('used');
  });

  it('keeps the invitation usable when the password breaks the policy (422 naming password)', async () => {
    const token = await invite('weak@example.com');
    const res = await server.browser().post('/api/v1/auth/invitation/accept', { invite: token, password: 'password' });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.json.detail)).toContain('password');
    expect((await server.browser().post('/api/v1/auth/invitation', { invite: token })).status).toBe(200);
  });
});

describe('an invitation without an address', () => {
  it('asks the invitee for one (422), then creates the account with it, unverified', async () => {
    const token = await invite();
    const b = server.browser();
    expect((await b.post('/api/v1/auth/invitation', { invite: token })).json.email).toBeNull();
    expect((await b.post('/api/v1/auth/invitation/accept', { invite: token, password: STRONG_PASSWORD })).status).toBe(422);
    const joined = await b.post('/api/v1/auth/invitation/accept', { invite: token, email: 'self-named@example.com', password: STRONG_PASSWORD });
    expect(joined.status).toBe(201);
    expect(joined.json.user).toMatchObject({ email: 'self-named@example.com', email_verified: false });
  });

  it('refuses an address that already has an account (409) and leaves the invitation usable', async () => {
    const token = await invite();
    const res = await server.browser().post('/api/v1/auth/invitation/accept', { invite: token, email: 'initial@example.com', password: STRONG_PASSWORD });
    expect(res.status).toBe(409);
    expect((await server.browser().post('/api/v1/auth/invitation', { invite: token })).status).toBe(200);
  });
});

describe('invitations that cannot be used', () => {
  it('a revoked invitation and an unknown token answer 404 AUTH-080; passkey options too', async () => {
    const created = await admin.browser.post('/api/v1/admin/invitations', { email: 'revoked@example.com' });
    await admin.browser.request('DELETE', `/api/v1/admin/invitations/${created.json.id}`);
    for (const token of [created.json.token, 'x'.repeat(43)]) {
      const res = await server.browser().post('/api/v1/auth/invitation', { invite: token });
      expect(res.status).toBe(404);
      expect(res.json.code).toBe('AUTH-080');
      expect((await server.browser().post('/api/v1/auth/invitation/passkey-options', { invite: token })).json.code).toBe('AUTH-080');
    }
  });

  it('a passkey challenge for one invitation does not create an account from another', async () => {
    const token = await invite('passkey@example.com');
    const options = await server.browser().post('/api/v1/auth/invitation/passkey-options', { invite: token });
    expect(options.status).toBe(200);
    expect(options.json.options.user.name).toBe('passkey@example.com');
    const other = await invite('other@example.com');
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.json.options.challenge, origin: 'http://localhost:8080' })).toString('base64url');
    const credential = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON, attestationObject: 'AAAA' }, clientExtensionResults: {} };
    const res = await server.browser().post('/api/v1/auth/invitation/accept', { invite: other, passkey: { credential } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('AUTH-070');
  });
});
