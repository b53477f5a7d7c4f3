/**
 * Token endpoint (RFC 6749 §3.2), revocation (RFC 7009) and access token resolution for the
 * resource server. Each grant type answers in its own file under grant-types/; access tokens
 * are opaque.
 */
import type { OauthConfig } from '../../config/oauth.js';
import type { ContextService } from '../core/contexts.js';
import type { Principal } from '../core/principal.js';
import { OAuthProtocolError } from '../errors/oauth-error.js';
import type { OAuthClientRow, OAuthStores } from './ports/index.js';
import { formString } from './grant-types/grant-type.js';
import { grantTypeOf, missingGrantParameter } from './grant-types/registry.js';
import { tokenIssuer, type TokenResponse } from './grant-types/token-issuer.js';
import { allKnown, decodeAudience, requestedResources } from './resources.js';
import { parseScope } from './scopes.js';
import { PREFIX } from './secrets.js';
import { sha256Hex } from '../core/sha256.js';
import { storedToolGroups } from '../core/tool-group-choice.js';
import { mcpResourceOf } from './authorization-service.js';

export type { TokenResponse } from './grant-types/token-issuer.js';

export interface OAuthTokenServiceDeps {
  stores: OAuthStores;
  contexts: ContextService;
  config: OauthConfig;
}

export class OAuthTokenService {
  private readonly stores: OAuthStores;
  private readonly contexts: ContextService;
  private readonly config: OauthConfig;

  constructor(deps: OAuthTokenServiceDeps) {
    ({ stores: this.stores, contexts: this.contexts, config: this.config } = deps);
  }

  /**
   * The parameters the form's grant_type requires (RFC 6749 §4.1.3, §6, RFC 8628 §3.4), checked
   * before the client is authenticated: a missing one is 400 invalid_request.
   */
  requireGrantParameters(form: Record<string, unknown>): void {
    const missing = missingGrantParameter(form);
    if (missing) throw new OAuthProtocolError('invalid_request', `${missing} is required for grant_type ${String(form.grant_type)}`);
  }

  /** The token endpoint: the grant named by grant_type (grant-types/registry.ts) answers. */
  async exchange(client: OAuthClientRow, form: Record<string, unknown>, publicUrl: string): Promise<TokenResponse> {
    const grantType = formString(form, 'grant_type');
    const grant = grantType ? grantTypeOf(grantType) : undefined;
    if (!grant) throw new OAuthProtocolError('unsupported_grant_type', `Unsupported grant_type: ${grantType ?? '(none)'}`);
    if (!client.grant_types.includes(grant.type)) throw new OAuthProtocolError('unauthorized_client', `This client may not use ${grant.type}`);
    const requested = requestedResources(form.resource);
    if (!allKnown(requested, publicUrl)) throw new OAuthProtocolError('invalid_target', `resource must name ${mcpResourceOf(publicUrl)} or ${publicUrl}`);
    const mcpResource = mcpResourceOf(publicUrl);
    const issue = tokenIssuer(this.config, requested);
    const context = { stores: this.stores, config: this.config, issue, mcpResource };
    return grant.exchange({ client, form }, context);
  }

  /**
   * RFC 7009. Unknown tokens are fine (200). A token of another client is left alone; a
   * confidential client's token needs that client's authentication.
   */
  async revoke(client: OAuthClientRow | null, token: string): Promise<void> {
    const row = await this.stores.tokens.findToken(sha256Hex(token));
    if (!row) return;
    if (client && row.client_id !== client.client_id) return;
    if (!client) {
      const owner = await this.stores.clients.find(row.client_id);
      if (owner && owner.token_endpoint_auth_method !== 'none') throw new OAuthProtocolError('invalid_client', 'Client authentication is required', 401);
    }
    const now = new Date();
    // A refresh token takes its family (the access tokens issued from it) along.
    if (row.kind === 'refresh') await this.stores.tokens.revokeFamily(row.family_id, now);
    else await this.stores.tokens.revoke(row.id, now);
  }

  /** The principal of a live access token, or null. */
  async resolve(token: string): Promise<Principal | null> {
    if (!token.startsWith(PREFIX.accessToken)) return null;
    const row = await this.stores.tokens.findToken(sha256Hex(token));
    if (!row || row.kind !== 'access' || row.revoked_at || new Date(row.expires_at) <= new Date()) return null;
    const grant = await this.stores.grants.find(row.account_id, row.client_id);
    const toolGroups = grant?.mcp_tool_groups ? storedToolGroups(grant.mcp_tool_groups) : undefined;
    const base = {
      kind: 'oauth' as const,
      clientId: row.client_id,
      accountId: row.account_id,
      scopes: parseScope(row.scope),
      tokenId: row.id,
      audience: decodeAudience(row.resource),
      ...(toolGroups ? { toolGroups } : {}),
    };
    if (grant?.default_context_id && (await this.contexts.canRead({ ...base, contextId: grant.default_context_id }, grant.default_context_id))) {
      return { ...base, contextId: grant.default_context_id };
    }
    return { ...base, contextId: await this.contexts.privateContextOf(row.account_id) };
  }
}
