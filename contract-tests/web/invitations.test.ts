/**
 * Joining by invitation on a server with no identity provider: an administrator invites
 * someone on the Invitations page (which says how the invitee will sign in), the invitee opens
 * the mailed link and creates an account with a password, another with a passkey (Chromium's
 * virtual authenticator), and each lands signed in; a used link says so.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y, latestMailTo, linksIn, screenshot, useWebSuite, type Account } from './support/index.js';

let admin: Account;
const web = useWebSuite({ setup: async (server) => { admin = await server.createAdmin('ines'); } });

/** The administrator invites `email` on the Invitations page; answers the mailed link. */
async function invite(page: Page, email: string): Promise<URL> {
  await web.signInThroughApi(admin);
  await page.goto('/admin/invitations');
  await page.getByRole('heading', { name: 'Create an invitation' }).waitFor();
  await page.getByLabel('Email (optional)').fill(email);
  await expect.poll(() => page.getByText(`creates an account for ${email} with a password or a passkey`).isVisible()).toBe(true);
  await expect.poll(() => page.getByText('No identity provider is configured').first().isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Create invitation' }).click();
  await page.getByLabel('Invitation link').waitFor();
  const mail = await latestMailTo(web.server, email, { kind: 'signup_invitation' });
  expect(mail.body).toContain('choose a password');
  const [link] = linksIn(mail, '/login');
  expect(link.searchParams.get('invite')).toBeTruthy();
  return link;
}

const PASSWORD = 'lantern-Orchard-sixty-9-quay';

it('an invitee creates an account with a password and is signed in; the link then works no more', async () => {
  const page = await web.page();
  const link = await invite(page, 'joana@example.com');
  await screenshot(page, 'admin-invitation-sent');
  await checkA11y(page);

  const invitee = await web.newPage();
  await invitee.goto(link.pathname + link.search);
  await invitee.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
  await invitee.getByText('joana@example.com').first().waitFor();
  await screenshot(invitee, 'join-by-invitation');
  await checkA11y(invitee);
  await invitee.getByLabel('Name (optional)').fill('Joana');
  await invitee.getByLabel('Choose a password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Create account', exact: true }).click();
  await invitee.waitForURL((url) => url.pathname === '/dashboard');
  await invitee.getByText('Welcome, Joana.').waitFor();
  await screenshot(invitee, 'joined-dashboard');

  // The same link again, in a fresh browser: it says it cannot be used.
  const again = await web.browser.newContext({ baseURL: web.server.url });
  const later = await again.newPage();
  web.allowHttpError(404, '/api/v1/auth/invitation');
  await later.goto(link.pathname + link.search);
  await later.getByRole('alert').filter({ hasText: 'This invitation cannot be used' }).waitFor();
  await screenshot(later, 'join-invitation-used');
  await again.close();
});

it('an invitee creates an account with a passkey and signs in with it again', async () => {
  const page = await web.page();
  const link = await invite(page, 'kai@example.com');
  const port = new URL(web.server.url).port;
  const at = `http://localhost:${port}`;
  web.allowLoopbackService(at);
  const invitee = await web.newPage();
  const cdp = await web.context.newCDPSession(invitee);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await invitee.goto(`${at}${link.pathname}${link.search}`);
  await invitee.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
  await invitee.getByRole('button', { name: 'Create account with a passkey' }).click();
  await invitee.waitForURL((url) => url.pathname === '/dashboard');
  await expect.poll(() => invitee.getByText('kai@example.com').first().isVisible()).toBe(true);

  // Signed out, the passkey alone signs the new account in.
  // Like the web app: a cookie-authenticated logout carries the svc_csrf token.
  expect(await invitee.evaluate(`fetch('/api/v1/auth/logout?scope=all', { method: 'POST', headers: { 'X-CSRF-Token': decodeURIComponent((document.cookie.match(/(?:^|; )svc_csrf=([^;]*)/) || [])[1] || '') } }).then((r) => r.status)`)).toBe(200);
  // The passkey chosen from the login field's autofill (the authenticator answers at once). Not
  // the button: once the user's presence comes back, the browser could answer the waiting
  // autofill request and the button's own as well, two sign-ins racing (passkeys.test.ts covers
  // the button).
  await invitee.goto(`${at}/login?return_to=%2Fsecurity`);
  await invitee.waitForURL((url) => url.pathname === '/security');
  await invitee.getByRole('heading', { level: 2, name: 'Passkeys' }).waitFor();
  await screenshot(invitee, 'joined-with-passkey-security');
});
