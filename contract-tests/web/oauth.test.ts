/**
 * Connecting an MCP client with OAuth as Claude, Cursor or VS Code do: discovery, dynamic
 * registration of a public client with a loopback redirect URI, the browser signed out at
 * /oauth/authorize, sign-in with password and TOTP, consent, the code back at the loopback
 * address, the PKCE code exchange and MCP with the access token.
 */
import { expect, it } from 'vitest';
import {
  ApiSession,
  checkA11y,
  discover,
  latestMailTo,
  mcpToolNames,
  nextTotpCode,
  pkcePair,
  postForm,
  registerPublicClient,
  screenshot,
  signIn,
  useWebSuite,
  type Account,
} from './support/index.js';

const REDIRECT = 'http://127.0.0.1:33418/callback';
let olivia: Account;
let totpSecret: string;
const web = useWebSuite({
  setup: async (server) => {
    olivia = await server.createAdmin('olivia');
    const api = new ApiSession(server.url);
    await api.signIn(olivia.loginId, olivia.password);
    ({ secret: totpSecret } = await api.enrolTotp());
  },
});

it('registers Claude, signs in with password and TOTP, consents, exchanges the code and lists the memory tools over MCP', async () => {
  const { resource, metadata } = await discover(web.server.url);
  expect(resource).toBe(web.url('/mcp'));
  expect(metadata.code_challenge_methods_supported).toContain('S256');
  const clientId = await registerPublicClient(metadata, { client_name: 'Claude', redirect_uris: [REDIRECT], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] });

  const { verifier, challenge } = pkcePair();
  const scope = metadata.scopes_supported.join(' ');
  const authorize = new URL(metadata.authorization_endpoint);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope,
    state: 'state-7d1f',
    resource,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();

  await web.allowRedirect(REDIRECT);
  const page = await web.page();
  await page.goto(authorize.toString());
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('return_to')).toBe(`${authorize.pathname}${authorize.search}`);
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await screenshot(page, 'sign-in-from-authorize');
  await checkA11y(page);

  await page.getByLabel('Email or login ID').fill(olivia.loginId);
  await page.getByLabel('Password', { exact: true }).fill(olivia.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Authentication code').waitFor();
  await screenshot(page, 'two-step-verification');
  await checkA11y(page);
  await page.getByLabel('Authentication code').fill(await nextTotpCode(totpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();

  // The consent page of the authorization server.
  await page.waitForURL((url) => url.pathname === '/oauth/authorize');
  await page.getByRole('button', { name: 'Allow' }).waitFor();
  expect(await page.getByRole('button', { name: 'Deny' }).isVisible()).toBe(true);
  const consentText = await page.locator('body').innerText();
  expect(consentText).toContain('Claude');
  for (const s of metadata.scopes_supported) expect(consentText).toContain(s);
  await screenshot(page, 'consent');
  await checkA11y(page);

  await page.getByRole('button', { name: 'Allow' }).click();
  const back = await web.waitForRedirect(REDIRECT);
  expect(back.url.searchParams.get('state')).toBe('state-7d1f');
  expect(back.url.searchParams.get('iss')).toBe(metadata.issuer);
  const code = back.url.searchParams.get('code');
  expect(code).toBeTruthy();
  await page.getByRole('heading', { name: 'Back in the application' }).waitFor();
  await screenshot(page, 'back-at-the-client');

  const token = await postForm(metadata.token_endpoint, { grant_type: 'authorization_code', code: code!, redirect_uri: REDIRECT, code_verifier: verifier, client_id: clientId, resource });
  expect(token.status, JSON.stringify(token.json)).toBe(200);
  expect(token.json).toMatchObject({ token_type: 'Bearer', scope });
  expect(token.json.refresh_token).toBeTruthy();

  const tools = await mcpToolNames(resource, token.json.access_token);
  expect(tools).toEqual(expect.arrayContaining(['memory_store', 'memory_recall', 'memory_search', 'memory_fetch', 'memory_list', 'memory_delete']));

  // The account owner hears about the new connection (read from the outbox as an operator does).
  const notice = await latestMailTo(web.server, olivia.email, { kind: 'security_notice' });
  expect(notice.body).toContain('authorized the application "Claude"');
});

it('Deny sends the browser back to the client with access_denied', async () => {
  const { resource, metadata } = await discover(web.server.url);
  const redirect = 'http://127.0.0.1:33419/callback';
  const clientId = await registerPublicClient(metadata, { client_name: 'Cursor', redirect_uris: [redirect] });
  const { challenge } = pkcePair();
  const query = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: redirect, scope: 'memory:read', state: 's2', resource, code_challenge: challenge, code_challenge_method: 'S256' });

  await web.allowRedirect(redirect);
  const page = await web.page();
  await page.goto(`/login?return_to=${encodeURIComponent(`/oauth/authorize?${query}`)}`);
  await signIn(page, olivia.loginId, olivia.password, { totpSecret });
  await page.getByRole('button', { name: 'Deny' }).waitFor();
  expect(await page.locator('body').innerText()).toContain('Cursor');
  await screenshot(page, 'consent-cursor');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Deny' }).click();
  const back = await web.waitForRedirect(redirect);
  expect(back.url.searchParams.get('error')).toBe('access_denied');
  expect(back.url.searchParams.get('code')).toBeNull();
  expect(back.url.searchParams.get('state')).toBe('s2');
});
