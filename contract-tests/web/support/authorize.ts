/**
 * An application authorized the way a person does it: the client registers itself, the browser
 * signs in on the consent page and allows it, the client exchanges the code for tokens.
 */
import type { Page } from 'playwright-core';
import { pkcePair, postForm, registerPublicClient, type AuthServerMetadata } from './oauth.js';
import { signIn } from './sign-in.js';
import type { WebSuite } from './suite.js';

export interface AuthorizedApp {
  clientId: string;
  accessToken: string;
}

/** `resource` names what the token is for (RFC 8707): `<base>/mcp` or the REST API. */
export async function authorizeInBrowser(web: WebSuite, page: Page, account: { loginId: string; password: string }, app: { metadata: AuthServerMetadata; resource: string; clientName: string; redirect: string }): Promise<AuthorizedApp> {
  const { metadata, resource, redirect } = app;
  const clientId = await registerPublicClient(metadata, { client_name: app.clientName, redirect_uris: [redirect] });
  const { verifier, challenge } = pkcePair();
  const query = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: redirect, scope: 'memory:read memory:write', state: 's', resource, code_challenge: challenge, code_challenge_method: 'S256' });
  await web.allowRedirect(redirect);
  await page.goto(`/login?return_to=${encodeURIComponent(`/oauth/authorize?${query}`)}`);
  await signIn(page, account.loginId, account.password);
  await page.getByRole('button', { name: 'Allow' }).click();
  const back = await web.waitForRedirect(redirect);
  // The browser lands on the client's page before it is sent anywhere else.
  await page.getByRole('heading', { name: 'Back in the application' }).waitFor();
  const token = await postForm(metadata.token_endpoint, { grant_type: 'authorization_code', code: back.url.searchParams.get('code')!, redirect_uri: redirect, code_verifier: verifier, client_id: clientId, resource });
  if (token.status !== 200) throw new Error(`the token endpoint answered ${token.status}`);
  return { clientId, accessToken: token.json.access_token as string };
}
