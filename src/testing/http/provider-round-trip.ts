/** A browser's way through a test identity provider (src/testing/stand-ins/identity-providers.ts). */
import { startAuthTestServer, type AuthTestServer, type Browser } from './auth-test-server.js';
import { startOidcTestProvider, type OAuth2TestProvider, type OidcTestProvider } from '../stand-ins/identity-providers.js';
import { onFreePort } from '../ports.js';

/** Follows redirects through the provider until it sends the browser back to `callbackPrefix`; returns that URL. */
export async function throughProvider(b: Browser, authorizationUrl: string, callbackPrefix: string): Promise<string> {
  let location = authorizationUrl;
  for (let hop = 0; hop < 12; hop++) {
    if (location.startsWith(callbackPrefix)) return location;
    const res = await b.get(location);
    const next = res.headers.get('location');
    if (!next) throw new Error(`provider stopped at ${location} with ${res.status}: ${res.text.slice(0, 200)}`);
    location = new URL(next, location).toString();
  }
  throw new Error('too many redirects');
}

/** The user signs out at the provider (its session cookies go), as before signing in as someone else there. */
export function forgetProviderSession(b: Browser): void {
  for (const name of [...b.cookies.keys()]) if (name.startsWith('_session') || name.startsWith('_interaction')) b.cookies.delete(name);
}

/**
 * An auth test server with idp_a on a loopback OpenID Connect provider. The server's port goes
 * into the provider's callback address: picked first, again if taken meanwhile.
 */
export async function startAuthTestServerWithOidc(env: Record<string, string> = {}): Promise<{ server: AuthTestServer; idp: OidcTestProvider; base: string }> {
  let idp!: OidcTestProvider;
  let base = '';
  const server = await onFreePort(async (port) => {
    base = `http://127.0.0.1:${port}`;
    idp = await startOidcTestProvider([`${base}/api/v1/auth/idp_a/callback`]);
    try {
      return await startAuthTestServer({ PORT: String(port), AUTH_PROVIDERS: 'idp_a', IDP_A_ISSUER: idp.issuer, IDP_A_CLIENT_ID: idp.clientId, IDP_A_CLIENT_SECRET: idp.clientSecret, ...env });
    } catch (error) {
      await idp.close();
      throw error;
    }
  });
  return { server, idp, base };
}

/** The settings that put idp_b on a loopback plain OAuth 2.0 provider (its user id as the subject). */
export function idpBSettings(idpB: OAuth2TestProvider): Record<string, string> {
  return {
    IDP_B_AUTHORIZE_URL: `${idpB.base}/authorize`,
    IDP_B_TOKEN_URL: `${idpB.base}/token`,
    IDP_B_USERINFO_URL: `${idpB.base}/user`,
    IDP_B_CLIENT_ID: idpB.clientId,
    IDP_B_CLIENT_SECRET: idpB.clientSecret,
    IDP_B_SUBJECT_FIELD: 'id',
  };
}
