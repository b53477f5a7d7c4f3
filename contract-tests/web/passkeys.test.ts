/**
 * Passkeys in Chromium with a virtual authenticator (the DevTools protocol's WebAuthn domain:
 * CTAP2, internal transport, resident keys, user verification): adding one on the Security page,
 * signing out and back in without a password (the button, and the browser's autofill: conditional
 * mediation, which Chromium's virtual authenticator answers at once with its passkey while it
 * simulates the user's presence), the passkey as the second step after the password, new recovery
 * codes, renaming and removing; confirming the erasure of an account without a password with its
 * passkey, as this server sends no email. Where a page must stay put with a passkey in the authenticator, the
 * user's presence is switched off, so the autofill request waits as it would for a person. Passkeys need a domain name, so these pages are opened at
 * http://localhost:<port> (the relying party of a loopback PUBLIC_URL is `localhost`).
 */
import { expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { checkA11y, screenshot, useWebSuite, type Account } from './support/index.js';

let pia: Account;
let rui: Account;
let ned: Account;
let ola: Account;
let eva: Account;
const web = useWebSuite({
  setup: async (server) => {
    pia = await server.createAdmin('pia');
    rui = await server.createAdmin('rui');
    ned = await server.createAdmin('ned');
    ola = await server.createAdmin('ola');
    eva = await server.createAdmin('eva');
  },
});

/** The test server's address under the name passkeys accept. */
function localhost(path: string): string {
  return `http://localhost:${new URL(web.server.url).port}${path}`;
}

/** A page at localhost with a virtual platform authenticator that verifies its user. */
async function pageWithAuthenticator(): Promise<{ page: Page; cdp: CDPSession; authenticatorId: string }> {
  web.allowLoopbackService(localhost(''));
  const page = await web.page();
  const cdp = await web.context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { page, cdp, authenticatorId };
}

/** Whether the virtual authenticator answers requests at once (the user's touch and verification). */
async function presence(cdp: CDPSession, authenticatorId: string, enabled: boolean): Promise<void> {
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });
}

async function passwordSignIn(page: Page, account: Account, returnTo: string): Promise<void> {
  await page.goto(localhost(`/login?return_to=${encodeURIComponent(returnTo)}`));
  await page.getByLabel('Email or login ID').fill(account.loginId);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function addPasskey(page: Page, account: Account, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByLabel('Passkey name (optional)').fill(name);
  await page.getByLabel('Your password').fill(account.password);
  await page.getByRole('button', { name: 'Continue to your passkey' }).click();
}

async function signOut(page: Page): Promise<void> {
  // Like the web app: a cookie-authenticated logout carries the svc_csrf token.
  const res = await page.evaluate(`fetch('/api/v1/auth/logout?scope=all', { method: 'POST', headers: { 'X-CSRF-Token': decodeURIComponent((document.cookie.match(/(?:^|; )svc_csrf=([^;]*)/) || [])[1] || '') } }).then((r) => r.status)`);
  expect(res).toBe(200);
}

it('adds a passkey on the Security page, then signs in with it without a password', async () => {
  const { page, cdp, authenticatorId } = await pageWithAuthenticator();
  await passwordSignIn(page, pia, '/security');
  await page.waitForURL((url) => url.pathname === '/security');
  await page.getByRole('heading', { level: 2, name: 'Passkeys' }).waitFor();
  await expect.poll(() => page.getByText('You have no passkeys yet.').isVisible()).toBe(true);
  await checkA11y(page);

  await addPasskey(page, pia, 'Work laptop');
  // The first passkey is the account's first second factor: recovery codes, shown once.
  await page.getByRole('heading', { name: /recovery codes/i }).waitFor();
  await page.getByText('Passkey “Work laptop” added').waitFor();
  await screenshot(page, 'passkey-added-recovery-codes');
  await checkA11y(page);
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await page.getByRole('cell', { name: 'Work laptop', exact: true }).waitFor();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);
  await screenshot(page, 'passkeys-list');

  await signOut(page);
  await presence(cdp, authenticatorId, false);
  await page.goto(localhost('/login?return_to=%2Fsecurity'));
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  // The login id field offers the browser's passkeys in its autofill.
  expect(await page.getByLabel('Email or login ID').getAttribute('autocomplete')).toBe('username webauthn');
  await screenshot(page, 'sign-in-with-passkey');
  await checkA11y(page);
  // The button ends the waiting autofill request and runs its own.
  await presence(cdp, authenticatorId, true);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL((url) => url.pathname === '/security');
  await page.getByRole('cell', { name: 'Work laptop', exact: true }).waitFor();
  // The passkey's last use is now recorded.
  await expect.poll(async () => (await page.getByRole('row', { name: /Work laptop/ }).textContent()) ?? '').not.toContain('Never');
  const session = await page.evaluate(`fetch('/api/v1/auth/session').then((r) => r.json())`);
  expect(session).toMatchObject({ authenticated: true, user: { email: pia.email } });

  // Autofill: choosing the passkey the browser lists under the login id signs in, no button pressed.
  await signOut(page);
  await page.goto(localhost('/login?return_to=%2Fsecurity'));
  await page.waitForURL((url) => url.pathname === '/security');
  await page.getByRole('cell', { name: 'Work laptop', exact: true }).waitFor();
  const again = await page.evaluate(`fetch('/api/v1/auth/session').then((r) => r.json())`);
  expect(again).toMatchObject({ authenticated: true, user: { email: pia.email } });
});

it('offers passkeys in the autofill only where the browser supports it, without console errors', async () => {
  // No WebAuthn at all: the sign-in page works by password and logs nothing.
  const page = await web.page();
  await page.addInitScript('delete window.PublicKeyCredential');
  web.allowLoopbackService(localhost(''));
  await page.goto(localhost('/login'));
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  expect(await page.getByLabel('Email or login ID').getAttribute('autocomplete')).toBe('username webauthn');
  expect(await page.getByRole('button', { name: 'Sign in with a passkey' }).count()).toBe(0);
  await passwordSignIn(page, ned, '/security');
  await page.waitForURL((url) => url.pathname === '/security');
});

it('asks for the passkey as the second step after the password; renames and removes it', async () => {
  const { page, cdp, authenticatorId } = await pageWithAuthenticator();
  await passwordSignIn(page, rui, '/security');
  await page.waitForURL((url) => url.pathname === '/security');
  await addPasskey(page, rui, 'Desk key');
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await page.getByRole('cell', { name: 'Desk key', exact: true }).waitFor();

  await signOut(page);
  // The user types the password instead of choosing the passkey from the autofill.
  await presence(cdp, authenticatorId, false);
  await passwordSignIn(page, rui, '/security');
  await page.getByRole('heading', { level: 1, name: 'Two-step verification' }).waitFor();
  await expect.poll(() => page.getByLabel('Recovery code').isVisible()).toBe(true);
  await screenshot(page, 'second-step-passkey');
  await checkA11y(page);
  await presence(cdp, authenticatorId, true);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.waitForURL((url) => url.pathname === '/security');

  // Without TOTP, the passkeys card renews the recovery codes.
  await page.getByRole('button', { name: 'Generate new recovery codes…' }).click();
  await page.getByLabel('Your password').fill(rui.password);
  await page.getByRole('button', { name: 'Generate new recovery codes', exact: true }).click();
  await page.getByText('These new codes replace your previous recovery codes').waitFor();
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Done', exact: true }).click();

  await page.getByRole('button', { name: 'Rename passkey Desk key' }).click();
  await page.getByLabel('New name for Desk key').fill('Blue key');
  await page.getByRole('button', { name: 'Save name' }).click();
  await page.getByRole('cell', { name: 'Blue key', exact: true }).waitFor();

  await page.getByRole('button', { name: 'Remove passkey Blue key' }).click();
  await page.getByLabel('Your password').fill(rui.password);
  await page.getByRole('button', { name: 'Remove passkey Blue key' }).last().click();
  await expect.poll(() => page.getByText('You have no passkeys yet.').isVisible()).toBe(true);

  // Without a second factor the password alone signs in again (the device still holds the removed passkey: not chosen).
  await signOut(page);
  await presence(cdp, authenticatorId, false);
  await passwordSignIn(page, rui, '/security');
  await page.waitForURL((url) => url.pathname === '/security');
});

it('lets a passkey replace the password on the Security page, and keeps the last passkey', async () => {
  const { page, cdp, authenticatorId } = await pageWithAuthenticator();
  await passwordSignIn(page, ola, '/security');
  await page.waitForURL((url) => url.pathname === '/security');
  await expect.poll(() => page.getByText('Your password is your only way to sign in').isVisible()).toBe(true);
  await addPasskey(page, ola, 'Phone');
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await page.getByRole('cell', { name: 'Phone', exact: true }).waitFor();

  // The password card now counts the passkey as a way in.
  await page.getByText('You can also sign in with your passkey, so the password is optional.').waitFor();
  await page.getByRole('button', { name: 'Remove password…' }).click();
  await page.getByText('Your passkey will be your only way in').waitFor();
  await page.getByLabel('Password to confirm the removal').fill(ola.password);
  await page.getByRole('button', { name: 'Remove password', exact: true }).click();
  await page.getByText('Your account has no password: you sign in with your passkey.').waitFor();
  await page.getByText('Without a password, these passkeys are how you sign in').waitFor();
  await checkA11y(page);

  // The last passkey of an account without a password stays.
  web.allowHttpError(409, '/api/v1/me/passkeys/');
  await page.getByRole('button', { name: 'Remove passkey Phone' }).click();
  await page.getByRole('button', { name: 'Remove passkey Phone' }).last().click();
  await page.getByText('This passkey is your last way to sign in').waitFor();
  await screenshot(page, 'last-passkey-kept');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Signed out, the passkey (chosen from the autofill) signs in.
  await signOut(page);
  await presence(cdp, authenticatorId, true);
  await page.goto(localhost('/login?return_to=%2Fsecurity'));
  await page.waitForURL((url) => url.pathname === '/security');
  await page.getByRole('cell', { name: 'Phone', exact: true }).waitFor();
});

it('confirms the erasure of an account without a password with its passkey, never asking for a code (no mail here)', async () => {
  const { page } = await pageWithAuthenticator();
  await passwordSignIn(page, eva, '/security');
  await page.waitForURL((url) => url.pathname === '/security');
  await addPasskey(page, eva, 'Laptop');
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await page.getByRole('button', { name: 'Remove password…' }).click();
  await page.getByLabel('Password to confirm the removal').fill(eva.password);
  await page.getByRole('button', { name: 'Remove password', exact: true }).click();
  await page.getByText('Your account has no password: you sign in with your passkey.').waitFor();

  await page.goto(localhost('/account/erasure'));
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  await page.getByRole('button', { name: 'Request account deletion' }).click();
  await page.getByRole('button', { name: 'Confirm with your passkey' }).waitFor();
  expect(await page.getByLabel('Confirmation code').count()).toBe(0);
  expect(await page.getByLabel('Your password').count()).toBe(0);
  await screenshot(page, 'erasure-confirm-with-passkey');
  await checkA11y(page);

  // After a reload the token is gone: the page says so and asks for no code.
  await page.reload();
  await page.getByText('can only be confirmed with your passkey right after it is made').waitFor();
  expect(await page.getByLabel('Confirmation code').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Confirm with your passkey' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Withdraw the deletion request' }).click();

  await page.getByRole('button', { name: 'Delete my account…' }).click();
  await page.getByRole('button', { name: 'Request account deletion' }).click();
  await page.getByRole('button', { name: 'Confirm with your passkey' }).click();
  await expect.poll(() => page.getByRole('status').allTextContents()).toContainEqual(expect.stringContaining('7-day cooling-off period is running'));
  const state = (await page.evaluate('fetch("/api/v1/me/account/erasure-request").then((r) => r.json())')) as { state: string; confirm_with: string };
  expect(state).toMatchObject({ state: 'cooling_off', confirm_with: 'passkey' });
  await page.getByRole('button', { name: 'Cancel deletion and keep my account' }).click();
  await page.getByRole('button', { name: 'Delete my account…' }).waitFor();
});
