/**
 * The two external identity providers, spoken to with openid-client:
 * - idp_a: OpenID Connect (discovery, PKCE S256, nonce, ID token validated by
 *   openid-client/oauth4webapi: signature, issuer, audience, expiry, nonce).
 * - idp_b: plain OAuth 2.0 (PKCE S256, code exchange) plus a user-info endpoint whose
 *   JSON names the user (IDP_B_SUBJECT_FIELD, falling back to "id").
 * Plain-http endpoints are allowed only on loopback hosts (local development and tests).
 */
import * as client from 'openid-client';
import type { OAuth2ProviderSettings, OidcProviderSettings } from '../../../config/auth.js';

export type ProviderId = 'idp_a' | 'idp_b';

export interface ExternalIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** auth_time of the verified ID token (OIDC only). */
  authTime: Date | null;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  codeChallenge: string;
  nonce?: string;
  /** Ask the provider for a fresh authentication (link proof). */
  forceFreshAuthentication?: boolean;
  /** Adding another account: ask the provider to show its sign-in instead of reusing its session. */
  promptLogin?: boolean;
}

export interface CallbackChecks {
  callbackUrl: URL;
  state: string;
  codeVerifier: string;
  nonce?: string;
}

export interface ProviderClient {
  id: ProviderId;
  type: 'oidc' | 'oauth2';
  name: string;
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  complete(checks: CallbackChecks): Promise<ExternalIdentity>;
}

function isLoopbackHttp(url: string): boolean {
  const u = new URL(url);
  return u.protocol === 'http:' && (u.hostname === 'localhost' || u.hostname === '[::1]' || /^127\./.test(u.hostname));
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export class OidcProviderClient implements ProviderClient {
  readonly id = 'idp_a' as const;
  readonly type = 'oidc' as const;
  private config?: Promise<client.Configuration>;

  constructor(private readonly settings: OidcProviderSettings) {}

  get name(): string {
    return this.settings.name;
  }

  private configuration(): Promise<client.Configuration> {
    const s = this.settings;
    this.config ??= client
      .discovery(new URL(s.issuer), s.clientId, s.clientSecret, undefined, isLoopbackHttp(s.issuer) ? { execute: [client.allowInsecureRequests] } : undefined)
      .catch((error: unknown) => {
        this.config = undefined; // retry discovery on the next sign-in
        throw error;
      });
    return this.config;
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
    const params: Record<string, string> = {
      redirect_uri: request.redirectUri,
      scope: this.settings.scopes,
      response_type: 'code',
      state: request.state,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
      nonce: request.nonce!,
    };
    if (request.forceFreshAuthentication) params.max_age = '0';
    if (request.forceFreshAuthentication || request.promptLogin) params.prompt = 'login';
    return client.buildAuthorizationUrl(await this.configuration(), params);
  }

  async complete(checks: CallbackChecks): Promise<ExternalIdentity> {
    const config = await this.configuration();
    const tokens = await client.authorizationCodeGrant(config, checks.callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    let profile: Record<string, unknown> = { ...claims };
    if (config.serverMetadata().userinfo_endpoint) {
      profile = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
    }
    return {
      subject: claims.sub,
      email: text(profile.email),
      emailVerified: profile.email_verified === true,
      name: text(profile.name),
      authTime: typeof claims.auth_time === 'number' ? new Date(claims.auth_time * 1000) : null,
    };
  }
}

export class OAuth2ProviderClient implements ProviderClient {
  readonly id = 'idp_b' as const;
  readonly type = 'oauth2' as const;
  private readonly config: client.Configuration;

  constructor(private readonly settings: OAuth2ProviderSettings) {
    this.config = new client.Configuration(
      {
        issuer: new URL(settings.authorizeUrl).origin,
        authorization_endpoint: settings.authorizeUrl,
        token_endpoint: settings.tokenUrl,
        userinfo_endpoint: settings.userinfoUrl,
      },
      settings.clientId,
      settings.clientSecret,
    );
    if ([settings.authorizeUrl, settings.tokenUrl, settings.userinfoUrl].some(isLoopbackHttp)) client.allowInsecureRequests(this.config);
  }

  get name(): string {
    return this.settings.name;
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
    const params: Record<string, string> = {
      redirect_uri: request.redirectUri,
      response_type: 'code',
      state: request.state,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    };
    if (this.settings.scopes) params.scope = this.settings.scopes;
    return client.buildAuthorizationUrl(this.config, params);
  }

  async complete(checks: CallbackChecks): Promise<ExternalIdentity> {
    const tokens = await client.authorizationCodeGrant(this.config, checks.callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
    });
    const response = await client.fetchProtectedResource(this.config, tokens.access_token, new URL(this.settings.userinfoUrl), 'GET');
    if (!response.ok) throw new Error(`user-info answered ${response.status}`);
    const info = (await response.json()) as Record<string, unknown>;
    const rawSubject = info[this.settings.subjectField] ?? info.id;
    if ((typeof rawSubject !== 'string' && typeof rawSubject !== 'number') || String(rawSubject) === '') throw new Error('user-info has no subject');
    return {
      subject: String(rawSubject),
      email: text(info.email),
      emailVerified: info.email_verified === true,
      name: text(info.name) ?? text(info.login),
      authTime: null,
    };
  }
}
