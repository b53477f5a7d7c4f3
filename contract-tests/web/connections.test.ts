/**
 * Connections and administration in Chromium: an OAuth client registered by hand (its
 * secret shown once, regenerated, deleted), an API key created and revoked (it works on
 * the REST API, then stops), an application authorized with OAuth and its access revoked,
 * two browser sessions where the other one is signed out, and an administrator's
 * invitation created, listed and revoked.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiSession, authorizeInBrowser, checkA11y, discover, screenshot, signIn, useWebSuite, type Account } from './support/index.js';

let ada: Account;
let sam: Account;
const web = useWebSuite({
  // A server of its own: the invitations list every administrator sees starts empty here.
  ownServer: true,
  setup: async (server) => {
    ada = await server.createAdmin('ada');
    sam = await server.createAdmin('sam');
  },
});

function checkPage(page: Page) {
  return checkA11y(page);
}

async function openSignedIn(page: Page, path: string, account: Account) {
  await web.signInThroughApi(account);
  await page.goto(path);
}

/** The secret of the "shown once" panel. */
async function shownSecret(page: Page): Promise<string> {
  return ((await page.getByTestId('one-time-secret').textContent()) ?? '').trim();
}

/** Calls the token revocation endpoint as the confidential client: 200 with the right secret, 401 otherwise. */
async function clientSecretStatus(clientId: string, secret: string): Promise<number> {
  const res = await fetch(web.url('/oauth/revoke'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
    body: 'token=unknown',
  });
  return res.status;
}

async function memoryStatus(bearer: string): Promise<number> {
  return (await fetch(web.url('/api/v1/memory'), { headers: { authorization: `Bearer ${bearer}` } })).status;
}

it('registers an OAuth client (secret shown once, copied), regenerates its secret and deletes it', async () => {
  await web.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: web.server.url });
  const page = await web.page();
  await openSignedIn(page, '/connections/clients', ada);
  await page.getByRole('heading', { level: 1, name: 'Connections' }).waitFor();
  expect(await page.getByRole('link', { name: 'OAuth clients' }).getAttribute('aria-current')).toBe('page');
  await page.getByText('No OAuth clients yet.').waitFor();
  await screenshot(page, 'clients-empty');
  await checkPage(page);

  await page.getByRole('button', { name: 'Register a client' }).click();
  await page.getByLabel('Client name').fill('Nightly sync');
  await page.getByLabel('Redirect URIs').fill('https://sync.example.com/callback\nhttp://127.0.0.1:9999/cb');
  await page.getByLabel('Client authentication').selectOption('client_secret_post');
  await screenshot(page, 'clients-register');
  await checkPage(page);
  await page.getByRole('button', { name: 'Register client' }).click();

  await page.getByRole('heading', { name: 'Client secret of Nightly sync' }).waitFor();
  expect(await page.getByText(/shown only once/).isVisible()).toBe(true);
  const secret = await shownSecret(page);
  expect(secret).toMatch(/^mpo_cs_/);
  await page.getByRole('button', { name: 'Copy client secret' }).click();
  await page.getByText('Copied to the clipboard.').waitFor();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(secret);
  await screenshot(page, 'clients-secret-once');
  await checkPage(page);
  const clientId = ((await page.locator('.one-time-secret code').textContent()) ?? '').trim();
  expect(await clientSecretStatus(clientId, secret)).toBe(200);

  // Once dismissed, the secret is nowhere on the page, and a reload does not bring it back.
  await page.getByRole('button', { name: 'Done' }).click();
  expect(await page.locator('body').innerText()).not.toContain(secret);
  await page.reload();
  await page.getByRole('button', { name: 'Edit Nightly sync' }).waitFor();
  expect(await page.locator('body').innerText()).not.toContain(secret);

  await page.getByRole('button', { name: 'Regenerate secret of Nightly sync' }).click();
  await page.getByText(/The current secret stops working at once/).waitFor();
  await page.getByRole('button', { name: 'Yes, regenerate secret of Nightly sync' }).click();
  await page.getByRole('heading', { name: 'New client secret of Nightly sync' }).waitFor();
  const renewed = await shownSecret(page);
  expect(renewed).not.toBe(secret);
  expect(await clientSecretStatus(clientId, secret)).toBe(401);
  expect(await clientSecretStatus(clientId, renewed)).toBe(200);
  await page.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Delete Nightly sync' }).click();
  await page.getByText(/Every token of this client is revoked/).waitFor();
  await screenshot(page, 'clients-delete-confirm');
  await checkPage(page);
  await page.getByRole('button', { name: 'Yes, delete Nightly sync' }).click();
  await page.getByText('Deleted Nightly sync and revoked all its tokens.').waitFor();
  await page.getByText('No OAuth clients yet.').waitFor();
  expect(await clientSecretStatus(clientId, renewed)).toBe(401);
});

it('creates an API key that works on the REST API, then revokes it and it stops working', async () => {
  const page = await web.page();
  await openSignedIn(page, '/connections/api-keys', ada);
  await page.getByRole('heading', { name: 'Create an API key' }).waitFor();
  expect(await page.getByRole('link', { name: 'API keys' }).getAttribute('aria-current')).toBe('page');
  expect(await page.locator('body').innerText()).toContain('memplat keys');
  await page.getByLabel('Key name').fill('laptop');
  await expect.poll(() => page.getByLabel('Context').locator('option').allTextContents()).toContain('Private');
  await page.getByRole('button', { name: 'Create API key' }).click();
  await page.getByRole('heading', { name: 'API key laptop' }).waitFor();
  const key = await shownSecret(page);
  expect(key).toMatch(/^mp_/);
  await screenshot(page, 'api-key-created');
  await checkPage(page);
  expect(await memoryStatus(key)).toBe(200);

  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Revoke laptop' }).click();
  await page.getByText(/Every program using it is refused/).waitFor();
  await screenshot(page, 'api-key-revoke-confirm');
  await checkPage(page);
  await page.getByRole('button', { name: 'Yes, revoke laptop' }).click();
  await page.getByText('Revoked the key laptop. It no longer works.').waitFor();
  await page.getByText('No API keys yet.').waitFor();
  expect(await memoryStatus(key)).toBe(401);
});

it('lists an application authorized with OAuth, sets its default context and revokes its access', async () => {
  const { metadata } = await discover(web.server.url);
  // The REST API is a resource of its own (RFC 8707): a token for /mcp is refused there.
  const resource = ((await (await fetch(`${web.server.url}/.well-known/oauth-protected-resource`)).json()) as { resource: string }).resource;
  const page = await web.page();
  const token = await authorizeInBrowser(web, page, ada, { metadata, resource, clientName: 'Cursor', redirect: 'http://127.0.0.1:33421/callback' });
  expect(await memoryStatus(token.accessToken)).toBe(200);

  await page.goto('/connections/apps');
  const contextSelect = page.getByRole('combobox', { name: 'Default context for Cursor' });
  await contextSelect.waitFor();
  expect(await page.locator('body').innerText()).toContain('Create, change and delete memories');
  await screenshot(page, 'authorized-apps');
  await checkPage(page);
  const privateId = await contextSelect.locator('option', { hasText: /^Private$/ }).getAttribute('value');
  await contextSelect.selectOption(privateId!);
  await page.getByText('Cursor now uses Private by default.').waitFor();

  await page.getByRole('button', { name: 'Revoke access for Cursor' }).click();
  await page.getByText(/Its tokens stop working at once/).waitFor();
  await checkPage(page);
  await page.getByRole('button', { name: 'Yes, revoke access for Cursor' }).click();
  await page.getByText(/Revoked the access of Cursor/).waitFor();
  await page.getByText(/No application is authorized/).waitFor();
  expect(await memoryStatus(token.accessToken)).toBe(401);
});

it('shows two sessions with this browser marked, signs out the other one, then all other sessions', async () => {
  const elsewhere = new ApiSession(web.server.url);
  await elsewhere.signIn(sam.loginId, sam.password);
  const page = await web.page();
  // Signed in on the page, so the session list shows this browser as a person's would.
  await page.goto('/login?return_to=%2Fconnections%2Fsessions');
  await signIn(page, sam.loginId, sam.password);
  await page.waitForURL((url) => url.pathname === '/connections/sessions');
  const rows = page.locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(2);
  expect(await page.locator('tbody tr', { hasText: 'This browser' }).count()).toBe(1);
  await screenshot(page, 'sessions');
  await checkPage(page);

  await page.locator('tbody tr', { hasNotText: 'This browser' }).getByRole('button', { name: /^Sign out / }).click();
  await page.getByText(/^Signed out of /).waitFor();
  await expect.poll(() => rows.count()).toBe(1);
  expect((await elsewhere.get('/api/v1/auth/session')).json.authenticated).toBe(false);

  const third = new ApiSession(web.server.url);
  const fourth = new ApiSession(web.server.url);
  await third.signIn(sam.loginId, sam.password);
  await fourth.signIn(sam.loginId, sam.password);
  await page.reload();
  await expect.poll(() => rows.count()).toBe(3);
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await checkPage(page);
  await page.getByRole('button', { name: 'Yes, sign out all other sessions' }).click();
  await page.getByText('Signed out of 2 other sessions.').waitFor();
  await expect.poll(() => rows.count()).toBe(1);
  expect((await third.get('/api/v1/auth/session')).json.authenticated).toBe(false);
  expect((await fourth.get('/api/v1/auth/session')).json.authenticated).toBe(false);
});

it('lets an administrator find accounts, create an invitation (link shown once), see it listed and revoke it', async () => {
  const page = await web.page();
  await openSignedIn(page, '/admin', ada);
  await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
  await page.getByRole('cell', { name: sam.email }).waitFor();
  await screenshot(page, 'admin-users');
  await checkPage(page);
  const query = `${ada.email.split('@')[0]}@`;
  await page.getByLabel('Search accounts').fill(query);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText(`Accounts matching “${query}”`).waitFor();
  expect(await page.getByRole('cell', { name: sam.email }).count()).toBe(0);
  expect(await page.getByRole('cell', { name: ada.email }).count()).toBe(1);

  await page.getByRole('link', { name: 'Invitations' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/invitations');
  await page.getByText('No invitations yet.').waitFor();
  await page.getByLabel('Email (optional)').fill('grace@example.com');
  await page.getByLabel('Note (optional)').fill('Design partner');
  await page.getByLabel('Days valid').fill('7');
  await page.getByRole('button', { name: 'Create invitation' }).click();
  await page.getByRole('heading', { name: 'Invitation link' }).waitFor();
  const link = await shownSecret(page);
  expect(link).toMatch(new RegExp(`^${web.server.url}/login\\?invite=[A-Za-z0-9_-]{43}$`));
  expect(await page.locator('body').innerText()).toContain('The link was also sent to grace@example.com');
  const row = page.locator('tbody tr', { hasText: 'grace@example.com' });
  await expect.poll(() => row.innerText()).toContain('Active');
  expect(await row.innerText()).toContain('Design partner');
  await screenshot(page, 'invitation-created');
  await checkPage(page);

  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Revoke invitation for grace@example.com' }).click();
  await page.getByRole('button', { name: 'Yes, revoke invitation for grace@example.com' }).click();
  await page.getByText(/Revoked the invitation for grace@example.com/).waitFor();
  await expect.poll(() => row.innerText()).toContain('Revoked');
  await screenshot(page, 'invitation-revoked');
  await checkPage(page);
});
