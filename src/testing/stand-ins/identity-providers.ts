/**
 * Identity providers for tests, on 127.0.0.1:
 * - an OpenID Connect provider (oidc-provider, the reference implementation) whose
 *   interaction step signs in as `idp.nextUser` (or denies when it is null);
 * - a small plain OAuth 2.0 provider (authorize / token with PKCE and single-use codes /
 *   user-info) standing in for idp_b.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';

// Kept here too for the tests that import it from the providers.
export { freePort } from '../ports.js';

/** Listens on a free loopback port (port 0, read back), so nothing can take it before the server has it. */
async function listenOnFreePort(server: http.Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Subject the next interaction signs in as; null makes the user decline. */
  nextUser: string | null;
  /**
   * When set, the next sign-ins say they happened this many seconds ago (the ID token's
   * auth_time), as a provider that reuses an old sign-in despite prompt=login would.
   */
  loginAgeSeconds?: number;
  close(): Promise<void>;
}

export async function startOidcTestProvider(redirectUris: string[]): Promise<OidcTestProvider> {
  const moduleName = 'oidc-provider';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const { default: Provider } = (await import(moduleName)) as { default: any };
  // The issuer names the port, so the server listens first (port 0) and the provider is built for
  // the port it got, before anyone knows the port to send a request to.
  const state: OidcTestProvider = { issuer: '', clientId: 'memplat-a', clientSecret: 'idp-a-client-secret-for-tests', nextUser: 'user-1', close: async () => undefined };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let provider: any;
  let handle: (req: http.IncomingMessage, res: http.ServerResponse) => unknown = () => undefined;
  const server = http.createServer(async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (state.nextUser === null) {
        await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'the user declined' }, { mergeWithLastSubmission: false });
        return;
      }
      if (details.prompt.name === 'login') {
        const ts = state.loginAgeSeconds ? { ts: Math.floor(Date.now() / 1000) - state.loginAgeSeconds } : {};
        await provider.interactionFinished(req, res, { login: { accountId: state.nextUser, ...ts } }, { mergeWithLastSubmission: false });
        return;
      }
      const grant = new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  state.issuer = `http://127.0.0.1:${await listenOnFreePort(server)}`;
  provider = new Provider(state.issuer, {
    clients: [{ client_id: state.clientId, client_secret: state.clientSecret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, email: `${sub}@idp.example`, email_verified: true, name: `User ${sub}` }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    cookies: { keys: ['oidc-test-cookie-key'] },
  });
  handle = provider.callback();
  state.close = () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); });
  return state;
}

export interface OAuth2TestProvider {
  base: string;
  clientId: string;
  clientSecret: string;
  nextUser: { id: number; login: string; email?: string } | null;
  close(): Promise<void>;
}

/** A minimal OAuth 2.0 server: codes are single use and bound to the PKCE challenge and redirect URI. */
export async function startOAuth2TestProvider(): Promise<OAuth2TestProvider> {
  const codes = new Map<string, { challenge: string; redirectUri: string; user: { id: number; login: string; email?: string } }>();
  const tokens = new Map<string, { id: number; login: string; email?: string }>();
  const state: OAuth2TestProvider = { base: '', clientId: 'memplat-b', clientSecret: 'idp-b-client-secret-for-tests', nextUser: { id: 4242, login: 'octo', email: 'octo@idp-b.example' }, close: async () => undefined };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url!, state.base);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/authorize') {
      const redirect = new URL(url.searchParams.get('redirect_uri')!);
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (!state.nextUser) redirect.searchParams.set('error', 'access_denied');
      else {
        const code = randomBytes(16).toString('hex');
        codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri: url.searchParams.get('redirect_uri')!, user: state.nextUser });
        redirect.searchParams.set('code', code);
      }
      res.writeHead(302, { location: redirect.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      // client_secret_basic or client_secret_post
      const [id, secret] = req.headers.authorization ? basic.split(':').map(decodeURIComponent) : [form.get('client_id'), form.get('client_secret')];
      if (id !== state.clientId || secret !== state.clientSecret) return json(401, { error: 'invalid_client' });
      const entry = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!entry || entry.challenge !== challenge || entry.redirectUri !== form.get('redirect_uri')) return json(400, { error: 'invalid_grant' });
      const token = randomBytes(16).toString('hex');
      tokens.set(token, entry.user);
      return json(200, { access_token: token, token_type: 'Bearer', expires_in: 600 });
    }
    if (url.pathname === '/user') {
      const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      return user ? json(200, user) : json(401, { error: 'invalid_token' });
    }
    json(404, { error: 'not_found' });
  });
  state.base = `http://127.0.0.1:${await listenOnFreePort(server)}`;
  state.close = () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); });
  return state;
}
