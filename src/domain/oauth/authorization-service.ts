/**
 * Authorization endpoint (RFC 6749 §4.1 + PKCE RFC 7636 + resource indicators RFC 8707):
 * validates the request, issues the single-use code on consent and keeps the grant.
 */
import { randomUUID } from 'node:crypto';
import type { OauthConfig } from '../../config/oauth.js';
import type { OAuthClientRow, OAuthGrantStore, OAuthStores } from './ports/index.js';
import type { Notice } from './client-service.js';
import { grantableScope, parseScope } from './scopes.js';
import { newSecret, PREFIX } from './secrets.js';
import { allKnown, encodeAudience, protectedResourcesOf, requestedResources } from './resources.js';
import { sha256Hex } from '../core/sha256.js';
import type { AuditEntry, AuditService } from '../core/audit.js';
import type { Principal } from '../core/principal.js';
import { LOCAL_CONTEXT_ID } from '../core/contexts.js';

/** A request that must not be answered with a redirect: shown as a 400 HTML page. */
export class AuthorizeRequestError extends Error {}

export interface AuthorizeRequest {
  client: OAuthClientRow;
  redirectUri: string;
  scope: string;
  state: string | null;
  /** The resources the code is for (resources.ts), space-separated as stored. */
  resource: string;
  codeChallenge: string | null;
}

export function mcpResourceOf(publicUrl: string): string {
  return protectedResourcesOf(publicUrl).mcp;
}

/** Identity of what the user consented to: a change of any of these re-notifies. */
export function clientFingerprint(client: OAuthClientRow): string {
  return sha256Hex(JSON.stringify([client.client_name, client.redirect_uris, client.token_endpoint_auth_method, client.scope]));
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

export interface OAuthAuthorizationServiceDeps {
  /** Clients to validate against; codes and grants written in one transaction. */
  stores: OAuthStores;
  config: OauthConfig;
  /** The account's audit trail: a new or widened grant is recorded as the revocation is. */
  audit: AuditService;
}

/** Grants are made by the account's consent, recorded about the account (target) like its sign-ins. */
const CONSENT: Principal = { kind: 'anonymous', contextId: LOCAL_CONTEXT_ID };

export class OAuthAuthorizationService {
  private readonly stores: OAuthStores;
  private readonly config: OauthConfig;
  private readonly audit: AuditService;

  constructor(deps: OAuthAuthorizationServiceDeps) {
    ({ stores: this.stores, config: this.config, audit: this.audit } = deps);
  }

  async validate(query: Record<string, unknown>, publicUrl: string): Promise<AuthorizeRequest> {
    const clientId = str(query.client_id);
    const client = clientId ? await this.stores.clients.find(clientId) : null;
    if (!client) throw new AuthorizeRequestError('The application asking for access is not registered here.');
    const redirectUri = str(query.redirect_uri);
    if (!redirectUri || !client.redirect_uris.includes(redirectUri)) {
      throw new AuthorizeRequestError('The redirect address is not registered for this application.');
    }
    if ((str(query.response_type) ?? 'code') !== 'code') throw new AuthorizeRequestError('Only response_type=code is supported.');
    if (!client.grant_types.includes('authorization_code')) throw new AuthorizeRequestError('This application may not use the authorization code flow.');
    const scope = grantableScope(str(query.scope), client.scope);
    if (!scope) throw new AuthorizeRequestError('The requested scope cannot be granted to this application.');
    const challenge = str(query.code_challenge);
    const method = str(query.code_challenge_method);
    if (challenge && method !== 'S256') throw new AuthorizeRequestError('PKCE requires code_challenge_method=S256.');
    if (!challenge && method) throw new AuthorizeRequestError('code_challenge_method was given without a code_challenge.');
    if (!challenge && client.token_endpoint_auth_method === 'none') {
      throw new AuthorizeRequestError('Public applications must use PKCE (code_challenge with S256).');
    }
    const resources = requestedResources(query.resource);
    if (resources.length === 0 || !allKnown(resources, publicUrl)) {
      const { mcp, api } = protectedResourcesOf(publicUrl);
      throw new AuthorizeRequestError(`The resource parameter must name this server's MCP endpoint (${mcp}), its REST API (${api}), or both.`);
    }
    return { client, redirectUri, scope, state: str(query.state), resource: encodeAudience(resources), codeChallenge: challenge };
  }

  /** Stores the code and the grant; a notice when the grant is new, wider, or the client changed. */
  async approve(request: AuthorizeRequest, accountId: string): Promise<{ code: string; notice: Notice | null }> {
    const now = new Date();
    const code = newSecret(PREFIX.code);
    const fingerprint = clientFingerprint(request.client);
    const notice = await this.stores.transaction(async (tx) => {
      await tx.tokens.insertCode({
        id: randomUUID(),
        code_hash: sha256Hex(code),
        client_id: request.client.client_id,
        account_id: accountId,
        redirect_uri: request.redirectUri,
        scope: request.scope,
        resource: request.resource,
        code_challenge: request.codeChallenge,
        expires_at: new Date(now.getTime() + this.config.codeTtlSeconds * 1000),
        used_at: null,
        created_at: now,
      });
      return this.upsertGrant(request.client, accountId, request.scope, fingerprint, now, tx.grants);
    });
    // After the commit: the audit store is not one of the transaction's stores (one connection on PGlite).
    if (notice.event) await this.audit.record(notice.event);
    return { code, notice: notice.notice };
  }

  /** Upserts the grant (see upsertGrant) and records a new or widened one on the account's trail; returns the notice to send, if any. */
  async recordGrant(client: OAuthClientRow, accountId: string, scope: string, fingerprint: string, now: Date): Promise<Notice | null> {
    const { notice, event } = await this.upsertGrant(client, accountId, scope, fingerprint, now, this.stores.grants);
    if (event) await this.audit.record(event);
    return notice;
  }

  /**
   * Upserts the grant (scope widened to the union) through `grants` (a transaction's store
   * when the caller writes more with it); returns the notice to send and the audit event of a
   * new or widened grant, if any.
   */
  private async upsertGrant(client: OAuthClientRow, accountId: string, scope: string, fingerprint: string, now: Date, grants: OAuthGrantStore): Promise<{ notice: Notice | null; event: AuditEntry | null }> {
    const previous = await grants.find(accountId, client.client_id);
    const before = parseScope(previous?.scope);
    const added = parseScope(scope).filter((s) => !before.includes(s));
    const merged = [...new Set([...before, ...parseScope(scope)])].join(' ');
    await grants.upsert({
      account_id: accountId,
      client_id: client.client_id,
      scope: merged,
      default_context_id: previous?.default_context_id ?? null,
      client_fingerprint: fingerprint,
      created_at: previous?.created_at ?? now,
      updated_at: added.length || !previous ? now : previous.updated_at,
      issued_at: now,
    });
    const event: AuditEntry | null =
      !previous || added.length
        ? {
            action: previous ? 'oauth.grant_widened' : 'oauth.grant_created',
            principal: CONSENT,
            targetType: 'account',
            targetId: accountId,
            details: { client_id: client.client_id, client_name: client.client_name, scope: previous ? added.join(' ') : merged },
          }
        : null;
    let reason: string | null = null;
    if (!previous) reason = `You authorized the application "${client.client_name}" to access your memories (${scope}).`;
    else if (added.length) reason = `You gave the application "${client.client_name}" new permissions: ${added.join(' ')}.`;
    else if (previous.client_fingerprint !== fingerprint) reason = `You authorized the application "${client.client_name}" again after its registration changed.`;
    return { notice: reason ? { accountId, text: reason } : null, event };
  }
}
