/**
 * The device flow (RFC 8628) as a command-line client uses it: the device asks for a
 * code, the person opens the verification page signed out, signs in, comes back, types a
 * wrong code first (a retryable error), then the right one and allows; the device's
 * polling then gets a token that works on /mcp.
 */
import { expect, it } from 'vitest';
import { checkA11y, discover, DEVICE_GRANT, mcpToolNames, pollDeviceToken, postForm, registerPublicClient, screenshot, signIn, useWebSuite, type Account } from './support/index.js';

let dora: Account;
const web = useWebSuite({
  setup: async (server) => {
    dora = await server.createAdmin('dora');
  },
});

/** The labelled field of the verification page where the person types the code. */
function codeField(page: import('playwright-core').Page) {
  return page.getByLabel(/code/i);
}

it('signs in from the verification page, recovers from a wrong code, allows the device and the device gets a token', async () => {
  const { resource, metadata } = await discover(web.server.url);
  const clientId = await registerPublicClient(metadata, { client_name: 'Claude Code', redirect_uris: ['http://127.0.0.1:33420/callback'], grant_types: [DEVICE_GRANT, 'refresh_token'] });

  const start = await postForm(metadata.device_authorization_endpoint, { client_id: clientId, scope: 'memory:read memory:write' });
  expect(start.status, JSON.stringify(start.json)).toBe(200);
  const { device_code: deviceCode, user_code: userCode, verification_uri: verificationUri, interval } = start.json as { device_code: string; user_code: string; verification_uri: string; interval: number };
  expect(verificationUri).toBe(web.url('/oauth/device'));
  const pending = await postForm(metadata.token_endpoint, { grant_type: DEVICE_GRANT, device_code: deviceCode, client_id: clientId });
  expect(pending.json.error).toBe('authorization_pending');
  const polling = Date.now();

  // The person opens the address the device shows, signed out.
  const page = await web.page();
  await page.goto(verificationUri);
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('return_to')).toBe('/oauth/device');
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await screenshot(page, 'sign-in-from-device-page');
  await checkA11y(page);
  await signIn(page, dora.loginId, dora.password);
  await page.waitForURL((url) => url.pathname === '/oauth/device');
  await codeField(page).waitFor();
  await screenshot(page, 'enter-code');
  await checkA11y(page);

  // A wrong code: an error the person can act on, and the field to try again.
  const wrongCode = userCode === 'BCDF-GHJK' ? 'GHJK-BCDF' : 'BCDF-GHJK';
  web.allowHttpError(400, '/oauth/device');
  await codeField(page).fill(wrongCode);
  await codeField(page).press('Enter');
  await page.getByText(/unknown, has expired or was already used/).waitFor();
  await codeField(page).waitFor();
  await screenshot(page, 'wrong-code');
  await checkA11y(page);

  // The right code (typed in lower case, as people do): the device and its permissions.
  await codeField(page).fill(userCode.toLowerCase());
  await codeField(page).press('Enter');
  await page.getByRole('button', { name: 'Allow' }).waitFor();
  const confirmText = await page.locator('body').innerText();
  expect(confirmText).toContain('Claude Code');
  expect(confirmText).toContain(userCode);
  expect(confirmText).toContain('memory:write');
  expect(await page.getByRole('button', { name: 'Deny' }).isVisible()).toBe(true);
  await screenshot(page, 'confirm-device');
  await checkA11y(page);

  await page.getByRole('button', { name: 'Allow' }).click();
  await page.getByText(/is now connected/).waitFor();
  await screenshot(page, 'device-connected');
  await checkA11y(page);

  // The device keeps polling at the interval it was given.
  await new Promise((r) => setTimeout(r, Math.max(0, interval * 1000 - (Date.now() - polling))));
  const token = await pollDeviceToken(metadata, clientId, deviceCode, interval);
  expect(token.status, JSON.stringify(token.json)).toBe(200);
  expect(token.json).toMatchObject({ token_type: 'Bearer', scope: 'memory:read memory:write' });
  expect(token.waited).toEqual([]);
  expect(await mcpToolNames(resource, token.json.access_token)).toContain('memory_store');
});
