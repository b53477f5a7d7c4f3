/** OAuth client management (owner's API) and dynamic registration (RFC 7591). */
import type { SchemaOAuth2ClientResponse } from '../../../generated/api-types.js';
import type { OauthConfig } from '../../config/oauth.js';
import { AppError } from '../errors/app-error.js';
import { OAuthProtocolError } from '../errors/oauth-error.js';
import type { Principal } from '../core/principal.js';
import type { OAuthClientRow, OAuthClientStore } from './ports/index.js';
import { DEFAULT_GRANT_TYPES, SUPPORTED_GRANT_TYPES } from './grant-types/registry.js';
import { dynamicRedirectProblem, redirectUriShapeProblem } from './redirect-policy.js';
import { formatScope, parseScope, SUPPORTED_SCOPES } from './scopes.js';
import { newClientId, newSecret, PREFIX, safeEqual } from './secrets.js';
import { sha256Hex } from '../core/sha256.js';
import { oauthClientSecretBinding } from '../auth/crypto/sealed-bindings.js';

type AuthMethod = SchemaOAuth2ClientResponse['token_endpoint_auth_method'];
const AUTH_METHODS: readonly AuthMethod[] = ['client_secret_basic', 'client_secret_post', 'none'];

/** The stored method (a text column written only from AUTH_METHODS). */
function storedAuthMethod(value: string): AuthMethod {
  const method = AUTH_METHODS.find((m) => m === value);
  if (!method) throw new Error(`OAuth client has an unknown token_endpoint_auth_method: ${value}`);
  return method;
}

export interface ClientInput {
  client_name?: string;
  redirect_uris?: string[];
  scope?: string;
  token_endpoint_auth_method?: AuthMethod;
  grant_types?: string[];
}

/** A client as the API shows it (the contract's OAuth2ClientResponse). */
export function clientView(row: OAuthClientRow): SchemaOAuth2ClientResponse {
  return {
    client_id: row.client_id,
    client_name: row.client_name,
    redirect_uris: row.redirect_uris,
    scope: row.scope,
    token_endpoint_auth_method: storedAuthMethod(row.token_endpoint_auth_method),
    grant_types: row.grant_types,
    created_at: new Date(row.created_at).toISOString(),
    hidden_at: row.hidden_at ? new Date(row.hidden_at).toISOString() : null,
    client_id_issued_at: Math.floor(new Date(row.created_at).getTime() / 1000),
  };
}

/** What the owner is told in a security notice (sent by the caller after commit). */
export interface Notice { accountId: string; text: string }

function invalidSettings(message: string): AppError {
  return new AppError('OAUTH-007', { message });
}

function checkSettings(input: ClientInput): void {
  for (const uri of input.redirect_uris ?? []) {
    const problem = redirectUriShapeProblem(uri);
    if (problem) throw invalidSettings(`redirect_uri ${uri} ${problem}`);
  }
  if (input.scope !== undefined) {
    const unknown = parseScope(input.scope).filter((s) => !(SUPPORTED_SCOPES as readonly string[]).includes(s));
    if (unknown.length) throw invalidSettings(`Unknown scope: ${unknown.join(' ')}`);
  }
  for (const g of input.grant_types ?? []) if (!SUPPORTED_GRANT_TYPES.includes(g)) throw invalidSettings(`Unsupported grant type: ${g}`);
}

/** Seals a secret for storage (the auth area's SecretBox: AES-256-GCM under the key of TOTP secrets). */
export interface SecretSealer {
  seal(plaintext: string, associatedData: string): string;
}

/** Binds a sealed client secret to its client, so a value copied to another row does not open. */
export const clientSecretBinding = oauthClientSecretBinding;

export class OAuthClientService {
  constructor(
    private readonly clients: OAuthClientStore,
    private readonly config: OauthConfig,
    private readonly sealer: SecretSealer,
  ) {}

  /** The stored forms of a new secret: its hash (to check it) and the sealed secret (until hidden). */
  private storedSecret(clientId: string, secret: string) {
    return { secret_hash: sha256Hex(secret), secret_sealed: this.sealer.seal(secret, clientSecretBinding(clientId)) };
  }

  /**
   * The owning account; null for an API key of the local context (the machine's owner), whose
   * clients belong to that context alone. Other callers without an account are refused.
   */
  private accountOf(principal: Principal): string | null {
    const accountId = 'accountId' in principal ? principal.accountId : null;
    if (!accountId && principal.kind !== 'apiKey') throw new AppError('OAUTH-006');
    return accountId;
  }

  async list(principal: Principal) {
    this.accountOf(principal);
    return (await this.clients.listByContext(principal.contextId)).map(clientView);
  }

  /** A client of the caller's current context, or 404. */
  private async visible(principal: Principal, clientId: string): Promise<OAuthClientRow> {
    const row = await this.clients.find(clientId);
    if (!row || row.context_id !== principal.contextId) throw new AppError('OAUTH-001');
    return row;
  }

  private async owned(principal: Principal, clientId: string): Promise<OAuthClientRow> {
    const accountId = this.accountOf(principal);
    const row = await this.visible(principal, clientId);
    if (row.owner_account_id !== accountId) throw new AppError('OAUTH-002');
    return row;
  }

  async get(principal: Principal, clientId: string) {
    this.accountOf(principal);
    return clientView(await this.visible(principal, clientId));
  }

  async create(principal: Principal, input: ClientInput): Promise<{ client: ReturnType<typeof clientView> & { client_secret?: string }; notice: Notice | null }> {
    const accountId = this.accountOf(principal);
    checkSettings(input);
    const now = new Date();
    const method = input.token_endpoint_auth_method ?? 'client_secret_basic';
    const secret = method === 'none' ? null : newSecret(PREFIX.clientSecret);
    const clientId = newClientId();
    const row: OAuthClientRow = {
      client_id: clientId,
      client_name: input.client_name!,
      redirect_uris: input.redirect_uris!,
      scope: formatScope(parseScope(input.scope ?? SUPPORTED_SCOPES.join(' '))),
      grant_types: input.grant_types ?? [...DEFAULT_GRANT_TYPES],
      token_endpoint_auth_method: method,
      ...(secret ? this.storedSecret(clientId, secret) : { secret_hash: null, secret_sealed: null }),
      owner_account_id: accountId,
      context_id: principal.contextId,
      dynamic: false,
      hidden_at: null,
      created_at: now,
      updated_at: now,
    };
    await this.clients.insert(row);
    return {
      client: { ...clientView(row), ...(secret ? { client_secret: secret } : {}) },
      notice: accountId ? { accountId, text: `The OAuth client "${row.client_name}" (${row.client_id}) was registered for your account.` } : null,
    };
  }

  async update(principal: Principal, clientId: string, input: ClientInput) {
    const row = await this.owned(principal, clientId);
    checkSettings(input);
    const changes: Partial<OAuthClientRow> = {};
    if (input.client_name !== undefined) changes.client_name = input.client_name;
    if (input.redirect_uris !== undefined) changes.redirect_uris = input.redirect_uris;
    if (input.scope !== undefined) changes.scope = formatScope(parseScope(input.scope));
    if (input.grant_types !== undefined) changes.grant_types = input.grant_types;
    if (input.token_endpoint_auth_method !== undefined && input.token_endpoint_auth_method !== row.token_endpoint_auth_method) {
      const toPublic = input.token_endpoint_auth_method === 'none';
      const fromPublic = row.token_endpoint_auth_method === 'none';
      if (fromPublic && !toPublic) throw invalidSettings('A public client cannot become confidential here; register a new client');
      changes.token_endpoint_auth_method = input.token_endpoint_auth_method;
      if (toPublic) Object.assign(changes, { secret_hash: null, secret_sealed: null });
    }
    return clientView((await this.clients.update(clientId, changes, new Date()))!);
  }

  async delete(principal: Principal, clientId: string): Promise<void> {
    await this.owned(principal, clientId);
    await this.clients.delete(clientId);
  }

  async hideSecret(principal: Principal, clientId: string) {
    const row = await this.owned(principal, clientId);
    const hiddenAt = row.hidden_at ?? new Date();
    if (!row.hidden_at) await this.clients.update(clientId, { secret_sealed: null, hidden_at: hiddenAt }, new Date());
    return { status: 'ok' as const, message: 'The client secret can no longer be shown', hidden_at: new Date(hiddenAt).toISOString() };
  }

  async regenerateSecret(principal: Principal, clientId: string) {
    const row = await this.owned(principal, clientId);
    if (row.token_endpoint_auth_method === 'none') throw new AppError('OAUTH-003');
    const secret = newSecret(PREFIX.clientSecret);
    // The hash is replaced in one UPDATE, so the old secret stops working at once.
    const updated = await this.clients.update(clientId, { ...this.storedSecret(clientId, secret), hidden_at: null }, new Date());
    return {
      client: { ...clientView(updated!), client_secret: secret },
      notice: row.owner_account_id === null ? null : { accountId: row.owner_account_id, text: `A new secret was issued for the OAuth client "${row.client_name}" (${row.client_id}); the previous secret no longer works.` },
    };
  }

  /** RFC 7591 registration of a public client; errors in the RFC 7591 §3.2.2 shape. */
  async register(body: Record<string, unknown>) {
    const clientName = typeof body.client_name === 'string' && body.client_name.trim() ? body.client_name.trim() : 'MCP client';
    const uris = body.redirect_uris as string[];
    if (!Array.isArray(uris) || uris.length === 0) throw new OAuthProtocolError('invalid_redirect_uri', 'redirect_uris must list at least one URI');
    for (const uri of uris) {
      const problem = dynamicRedirectProblem(uri, clientName, this.config);
      if (problem) throw new OAuthProtocolError('invalid_redirect_uri', `redirect_uri ${uri} ${problem}`);
    }
    const grantTypes = Array.isArray(body.grant_types) ? (body.grant_types as string[]) : [...DEFAULT_GRANT_TYPES];
    const unsupported = grantTypes.filter((g) => !SUPPORTED_GRANT_TYPES.includes(g));
    if (unsupported.length) throw new OAuthProtocolError('invalid_client_metadata', `Unsupported grant_types: ${unsupported.join(' ')}`);
    const responseTypes = Array.isArray(body.response_types) ? (body.response_types as string[]) : ['code'];
    if (responseTypes.some((r) => r !== 'code')) throw new OAuthProtocolError('invalid_client_metadata', 'Only response_type code is supported');
    const requested = typeof body.scope === 'string' ? parseScope(body.scope) : [...SUPPORTED_SCOPES];
    const scope = formatScope(requested);
    if (!scope) throw new OAuthProtocolError('invalid_client_metadata', 'scope must include memory:read or memory:write');
    const now = new Date();
    const row: OAuthClientRow = {
      client_id: newClientId(),
      client_name: clientName.slice(0, 200),
      redirect_uris: uris,
      scope,
      grant_types: grantTypes,
      token_endpoint_auth_method: 'none', // public client: PKCE only (spec A4 rule 1)
      secret_hash: null,
      secret_sealed: null,
      owner_account_id: null,
      context_id: null,
      dynamic: true,
      hidden_at: null,
      created_at: now,
      updated_at: now,
    };
    await this.clients.insert(row);
    return clientView(row);
  }

  /**
   * Client authentication at the token and revocation endpoints (RFC 6749 §2.3): HTTP Basic
   * or client_secret in the form for confidential clients, client_id alone for public ones.
   * Returns null when the request names no client at all.
   */
  async authenticate(authorization: string | undefined, form: Record<string, unknown>): Promise<OAuthClientRow | null> {
    let clientId = typeof form.client_id === 'string' ? form.client_id : undefined;
    let secret = typeof form.client_secret === 'string' ? form.client_secret : undefined;
    let usedBasic = false;
    const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
    if (basic) {
      const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 0) throw invalidClient(true);
      const id = decodeURIComponent(decoded.slice(0, colon));
      if (clientId && clientId !== id) throw invalidClient(true);
      clientId = id;
      secret = decodeURIComponent(decoded.slice(colon + 1));
      usedBasic = true;
    }
    if (!clientId) return null;
    const client = await this.clients.find(clientId);
    if (!client) throw invalidClient(usedBasic);
    if (client.token_endpoint_auth_method === 'none') {
      if (secret) throw invalidClient(usedBasic);
      return client;
    }
    if (!secret || !client.secret_hash || !safeEqual(sha256Hex(secret), client.secret_hash)) throw invalidClient(usedBasic);
    return client;
  }

  find(clientId: string) {
    return this.clients.find(clientId);
  }
}

function invalidClient(basic: boolean): OAuthProtocolError {
  return new OAuthProtocolError('invalid_client', 'Client authentication failed', 401, basic ? { 'WWW-Authenticate': 'Basic realm="memplat"' } : {});
}
