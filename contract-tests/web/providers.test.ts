/**
 * Sign-in with external identity providers from the sign-in page (interface spec A1):
 * idp_a against a real OpenID Connect provider (oidc-provider) and idp_b against a
 * loopback OAuth 2.0 stand-in with a user-info endpoint. The buttons name the providers;
 * a person who declines at the provider is told so in a sentence on /login.
 */
import { afterAll, expect, it } from 'vitest';
import { freePort, startOAuth2TestProvider, startOidcTestProvider } from '../../src/testing/stand-ins/identity-providers.js';
import { checkA11y, screenshot, useWebSuite, type Account } from './support/index.js';

// The OIDC provider needs the callback address before the server starts, so the port is chosen here.
const port = await freePort();
const idpA = await startOidcTestProvider([`http://127.0.0.1:${port}/api/v1/auth/idp_a/callback`]);
const idpB = await startOAuth2TestProvider();
afterAll(async () => {
  await idpA.close();
  await idpB.close();
});

let lin: Account;
const web = useWebSuite({
  setup: async (server) => {
    lin = await server.createAdmin('lin');
  },
  env: {
    PORT: String(port),
    AUTH_PROVIDERS: 'idp_a,idp_b',
    IDP_A_ISSUER: idpA.issuer,
    IDP_A_CLIENT_ID: idpA.clientId,
    IDP_A_CLIENT_SECRET: idpA.clientSecret,
    IDP_A_NAME: 'Acme ID',
    IDP_B_AUTHORIZE_URL: `${idpB.base}/authorize`,
    IDP_B_TOKEN_URL: `${idpB.base}/token`,
    IDP_B_USERINFO_URL: `${idpB.base}/user`,
    IDP_B_CLIENT_ID: idpB.clientId,
    IDP_B_CLIENT_SECRET: idpB.clientSecret,
    IDP_B_NAME: 'Octo',
  },
});

it('signs a new person in with the OpenID Connect provider and lands where they were going', async () => {
  web.allowLoopbackService(idpA.issuer);
  idpA.nextUser = 'grace';
  const page = await web.page();
  await page.goto('/memories');
  await page.waitForURL(/\/login\?return_to=%2Fmemories/);
  await page.getByRole('link', { name: 'Continue with Octo' }).waitFor();
  await screenshot(page, 'sign-in-with-providers');
  await checkA11y(page);
  await page.getByRole('link', { name: 'Continue with Acme ID' }).click();
  await page.waitForURL((url) => url.origin === new URL(web.server.url).origin && url.pathname === '/memories');
  await page.getByRole('heading', { level: 1, name: 'Memories' }).waitFor();
  await expect.poll(() => page.getByRole('banner').textContent()).toContain('User grace');
});

it('signs in with the OAuth 2.0 provider too, and says so in a sentence when the person declines there', async () => {
  web.allowLoopbackService(idpB.base);
  idpB.nextUser = null;
  const page = await web.page();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Octo' }).click();
  await page.waitForURL(/\/login\?error=access_denied/);
  await page.getByRole('alert').filter({ hasText: 'Sign-in was cancelled at the identity provider' }).waitFor();
  await screenshot(page, 'declined-at-provider');
  await checkA11y(page);

  idpB.nextUser = { id: 7, login: 'octo-ada', email: 'ada@idp-b.example' };
  await page.getByRole('link', { name: 'Continue with Octo' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await expect.poll(() => page.getByRole('banner').textContent()).toContain('octo-ada');
});

it('links a provider to a password account from the Account page, then unlinks it', async () => {
  web.allowLoopbackService(idpA.issuer);
  idpA.nextUser = 'lin-at-acme';
  const page = await web.page();
  await web.signInThroughApi(lin);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Link Acme ID' }).click();
  // The provider round trip comes back to the Account page with the identity bound to this account.
  await page.waitForURL((url) => url.origin === new URL(web.server.url).origin && url.pathname === '/account');
  const linked = page.getByRole('table', { name: 'Sign-in providers linked to your account' });
  await linked.getByRole('cell', { name: 'Acme ID', exact: true }).waitFor();
  await screenshot(page, 'account-provider-linked');
  await checkA11y(page);

  await page.getByRole('button', { name: 'Unlink Acme ID' }).click();
  await page.getByRole('button', { name: 'Unlink Acme ID now' }).click();
  await page.getByText('Acme ID is no longer linked to your account.').waitFor();
  await expect.poll(() => page.getByText('No sign-in provider is linked to your account.').isVisible()).toBe(true);
});

it('a provider-only account on a server without mail confirms its deletion by signing in again at the provider, not as someone else', async () => {
  web.allowLoopbackService(idpA.issuer);
  idpA.nextUser = 'only-at-acme';
  const page = await web.page();
  await page.goto('/login?return_to=%2Faccount%2Ferasure');
  await page.getByRole('link', { name: 'Continue with Acme ID' }).click();
  await page.waitForURL((url) => url.origin === new URL(web.server.url).origin && url.pathname === '/account/erasure');
  const request = async () => {
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await page.getByRole('button', { name: 'Request account deletion' }).click();
    await page.getByText('you confirm by signing in again at Acme ID').waitFor();
  };
  await request();
  // Someone else signs in at the provider: refused, said in words, nothing confirmed.
  idpA.nextUser = 'someone-else-at-acme';
  await page.getByRole('button', { name: 'Confirm with Acme ID' }).click();
  await page.getByRole('alert').filter({ hasText: 'Your provider signed you in as someone else' }).waitFor();
  await page.getByText('Your deletion request is waiting for your confirmation').waitFor();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Withdraw the deletion request' }).click();
  await page.getByText('The deletion request is cancelled').waitFor();
  idpA.nextUser = 'only-at-acme';
  await request();
  // No code field nobody could fill: the provider's sign-in is the proof.
  expect(await page.getByLabel('Confirmation code').count()).toBe(0);
  await screenshot(page, 'erasure-confirm-with-provider');
  await checkA11y(page);

  await page.getByRole('button', { name: 'Confirm with Acme ID' }).click();
  // The provider signs the owner in afresh (prompt=login) and its callback confirms the request.
  await page.getByRole('status').filter({ hasText: 'You signed in again at your provider: the deletion is confirmed.' }).waitFor();
  await page.getByRole('status').filter({ hasText: '7-day cooling-off period is running' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/account/erasure');
  expect(new URL(page.url()).search).toBe(''); // the callback's outcome left the address bar
  await screenshot(page, 'erasure-confirmed-at-provider');
  await checkA11y(page);
});
