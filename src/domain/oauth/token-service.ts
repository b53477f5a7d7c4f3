/**
 * Token endpoint (RFC 6749 §4.1.3, §6; RFC 8628 §3.4), revocation (RFC 7009) and access
 * token resolution for the resource server. Access tokens are opaque; refresh tokens rotate
 * on each use and reuse of a rotated one revokes its whole family.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { OauthConfig } from '../../config/oauth.js';
import type { ContextService } from '../core/contexts.js';
import type { Principal } from '../core/principal.js';
import { OAuthProtocolError } from '../errors/oauth-error.js';
import type { OAuthClientRow } from '../../persistence/repositories/oauth-clients-repository.js';
import type { OAuthGrantsRepository } from '../../persistence/repositories/oauth-grants-repository.js';
import type { OAuthTokenRow, OAuthTokensRepository } from '../../persistence/repositories/oauth-tokens-repository.js';
import type { OAuthDeviceCodesRepository } from '../../persistence/repositories/oauth-device-codes-repository.js';
import { parseScope } from './scopes.js';
import { newSecret, pkceS256Matches, PREFIX, sha256Hex } from './secrets.js';

export const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  refresh_token?: string;
}

const grantError = (description: string) => new OAuthProtocolError('invalid_grant', description);

function str(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

export class OAuthTokenService {
  constructor(
    private readonly knex: Knex,
    private readonly tokens: OAuthTokensRepository,
    private readonly devices: OAuthDeviceCodesRepository,
    private readonly grants: OAuthGrantsRepository,
    private readonly contexts: ContextService,
    private readonly config: OauthConfig,
  ) {}

  async exchange(client: OAuthClientRow, form: Record<string, unknown>, mcpResource: string): Promise<TokenResponse> {
    const grantType = str(form.grant_type);
    if (!grantType || !['authorization_code', 'refresh_token', DEVICE_GRANT].includes(grantType)) {
      throw new OAuthProtocolError('unsupported_grant_type', `Unsupported grant_type: ${grantType ?? '(none)'}`);
    }
    if (!client.grant_types.includes(grantType)) throw new OAuthProtocolError('unauthorized_client', `This client may not use ${grantType}`);
    const resource = str(form.resource)?.replace(/\/$/, '') ?? null;
    if (resource && resource !== mcpResource) throw new OAuthProtocolError('invalid_target', `resource must be ${mcpResource}`);
    if (grantType === 'authorization_code') return this.fromCode(client, form);
    if (grantType === 'refresh_token') return this.fromRefresh(client, form);
    return this.fromDeviceCode(client, form, mcpResource);
  }

  private async fromCode(client: OAuthClientRow, form: Record<string, unknown>): Promise<TokenResponse> {
    const code = str(form.code);
    if (!code) throw new OAuthProtocolError('invalid_request', 'code is required');
    const row = await this.tokens.findCode(sha256Hex(code));
    const now = new Date();
    if (!row || row.client_id !== client.client_id) throw grantError('The authorization code is invalid');
    if (row.used_at) {
      // RFC 6749 §4.1.2: a replayed code revokes what it issued.
      await this.tokens.revokeByCode(row.id, now);
      throw grantError('The authorization code was already used');
    }
    if (new Date(row.expires_at) <= now) throw grantError('The authorization code has expired');
    if (str(form.redirect_uri) !== row.redirect_uri) throw grantError('redirect_uri does not match the authorization request');
    if (row.code_challenge) {
      const verifier = str(form.code_verifier);
      if (!verifier || !pkceS256Matches(verifier, row.code_challenge)) throw grantError('PKCE verification failed');
    } else if (str(form.code_verifier)) {
      throw grantError('code_verifier sent for a request without code_challenge');
    }
    return this.knex.transaction(async (trx) => {
      if (!(await this.tokens.consumeCode(row.id, now, trx))) throw grantError('The authorization code was already used');
      return this.issue(client, row.account_id, row.scope, row.resource, randomUUID(), row.id, now, trx);
    });
  }

  private async fromRefresh(client: OAuthClientRow, form: Record<string, unknown>): Promise<TokenResponse> {
    const token = str(form.refresh_token);
    if (!token) throw new OAuthProtocolError('invalid_request', 'refresh_token is required');
    const row = await this.tokens.findToken(sha256Hex(token));
    const now = new Date();
    if (!row || row.kind !== 'refresh' || row.client_id !== client.client_id) throw grantError('The refresh token is invalid');
    if (row.revoked_at) throw grantError('The refresh token was revoked');
    if (row.rotated_at) {
      // Reuse of a rotated token: someone else holds a copy. Revoke the family (RFC 9700 §4.14.2).
      await this.tokens.revokeFamily(row.family_id, now);
      throw grantError('The refresh token was already used');
    }
    if (new Date(row.expires_at) <= now) throw grantError('The refresh token has expired');
    let scope = row.scope;
    const requested = str(form.scope);
    if (requested) {
      const wanted = parseScope(requested);
      if (wanted.some((s) => !parseScope(row.scope).includes(s))) throw new OAuthProtocolError('invalid_scope', 'The scope exceeds the original grant');
      scope = wanted.join(' ');
    }
    return this.knex.transaction(async (trx) => {
      if (!(await this.tokens.rotate(row.id, now, trx))) throw grantError('The refresh token was already used');
      return this.issue(client, row.account_id, scope, row.resource, row.family_id, row.code_id, now, trx);
    });
  }

  private async fromDeviceCode(client: OAuthClientRow, form: Record<string, unknown>, mcpResource: string): Promise<TokenResponse> {
    const deviceCode = str(form.device_code);
    if (!deviceCode) throw new OAuthProtocolError('invalid_request', 'device_code is required');
    const row = await this.devices.findByDeviceCode(sha256Hex(deviceCode));
    const now = new Date();
    if (!row || row.client_id !== client.client_id) throw grantError('The device code is invalid');
    if (new Date(row.expires_at) <= now) throw new OAuthProtocolError('expired_token', 'The device code has expired; start over');
    if (row.status === 'denied') throw new OAuthProtocolError('access_denied', 'The user denied the request');
    if (row.status === 'consumed') throw grantError('The device code was already used');
    if (row.status === 'pending') {
      const last = row.last_polled_at ? new Date(row.last_polled_at).getTime() : 0;
      if (last && now.getTime() - last < row.interval_seconds * 1000) {
        await this.devices.recordPoll(row.id, now, row.interval_seconds + 5);
        throw new OAuthProtocolError('slow_down', `Polling too fast; wait ${row.interval_seconds + 5} seconds between requests`);
      }
      await this.devices.recordPoll(row.id, now, row.interval_seconds);
      throw new OAuthProtocolError('authorization_pending', 'The user has not acted yet');
    }
    if (!(await this.devices.transition(row.id, 'approved', 'consumed'))) throw grantError('The device code was already used');
    return this.knex.transaction((trx) => this.issue(client, row.account_id!, row.scope, mcpResource, randomUUID(), null, now, trx));
  }

  private async issue(client: OAuthClientRow, accountId: string, scope: string, resource: string | null, familyId: string, codeId: string | null, now: Date, trx: Knex.Transaction): Promise<TokenResponse> {
    const access = newSecret(PREFIX.accessToken);
    const base = { family_id: familyId, code_id: codeId, client_id: client.client_id, account_id: accountId, scope, resource, rotated_at: null, revoked_at: null, created_at: now };
    const rows: OAuthTokenRow[] = [{ ...base, id: randomUUID(), kind: 'access', token_hash: sha256Hex(access), expires_at: new Date(now.getTime() + this.config.accessTokenTtlSeconds * 1000) }];
    let refresh: string | undefined;
    if (client.grant_types.includes('refresh_token')) {
      refresh = newSecret(PREFIX.refreshToken);
      rows.push({ ...base, id: randomUUID(), kind: 'refresh', token_hash: sha256Hex(refresh), expires_at: new Date(now.getTime() + this.config.refreshTokenTtlSeconds * 1000) });
    }
    await this.tokens.insertTokens(rows, trx);
    return { access_token: access, token_type: 'Bearer', expires_in: this.config.accessTokenTtlSeconds, scope, ...(refresh ? { refresh_token: refresh } : {}) };
  }

  /**
   * RFC 7009. Unknown tokens are fine (200). A token of another client is left alone; a
   * confidential client's token needs that client's authentication.
   */
  async revoke(client: OAuthClientRow | null, token: string): Promise<void> {
    const row = await this.tokens.findToken(sha256Hex(token));
    if (!row) return;
    if (client && row.client_id !== client.client_id) return;
    if (!client) {
      const owner = await this.knex('oauth_clients').where({ client_id: row.client_id }).first('token_endpoint_auth_method');
      if (owner && owner.token_endpoint_auth_method !== 'none') throw new OAuthProtocolError('invalid_client', 'Client authentication is required', 401);
    }
    const now = new Date();
    // A refresh token takes its family (the access tokens issued from it) along.
    if (row.kind === 'refresh') await this.tokens.revokeFamily(row.family_id, now);
    else await this.tokens.revoke(row.id, now);
  }

  /** The principal of a live access token, or null. */
  async resolve(token: string): Promise<Principal | null> {
    if (!token.startsWith(PREFIX.accessToken)) return null;
    const row = await this.tokens.findToken(sha256Hex(token));
    if (!row || row.kind !== 'access' || row.revoked_at || new Date(row.expires_at) <= new Date()) return null;
    const base = { kind: 'oauth' as const, clientId: row.client_id, accountId: row.account_id, scopes: parseScope(row.scope), tokenId: row.id };
    const grant = await this.grants.find(row.account_id, row.client_id);
    if (grant?.default_context_id && (await this.contexts.canRead({ ...base, contextId: grant.default_context_id }, grant.default_context_id))) {
      return { ...base, contextId: grant.default_context_id };
    }
    return { ...base, contextId: await this.contexts.privateContextOf(row.account_id) };
  }
}
