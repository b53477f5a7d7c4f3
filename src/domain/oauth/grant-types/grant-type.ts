/**
 * What a grant type is (RFC 6749 §4 and extensions such as RFC 8628): its `grant_type`
 * value, whether new clients get it without asking, what it adds to the authorization server
 * metadata, and the token endpoint's answer to it. Each grant is one file in this folder,
 * listed once in registry.ts; the token endpoint, client registration and discovery read
 * that list.
 */
import type { OauthConfig } from '../../../config/oauth.js';
import type { OAuthClientRow, OAuthStores } from '../ports/index.js';
import type { IssueTokens, TokenResponse } from './token-issuer.js';

/** What a grant's handler may use. */
export interface GrantContext {
  /** The OAuth stores; a grant writes its tokens in a transaction of them. */
  stores: OAuthStores;
  config: OauthConfig;
  /** Writes the access (and, for clients allowed refresh_token, refresh) token of a grant. */
  issue: IssueTokens;
  /** The resource every token is for: this server's MCP endpoint. */
  mcpResource: string;
}

/** One token request: the authenticated client and the form it posted. */
export interface GrantRequest {
  client: OAuthClientRow;
  form: Record<string, unknown>;
}

export interface GrantType {
  /** The `grant_type` value: a name of RFC 6749 or an absolute URI for an extension grant. */
  readonly type: string;
  /** Granted to a client that registers or is created without naming its grant_types. */
  readonly defaultForNewClients: boolean;
  /**
   * Form parameters this grant cannot do without (TokenRequest declares them optional, each
   * naming its grant); the token endpoint refuses a request lacking one before authenticating
   * the client.
   */
  readonly requiredParameters: readonly string[];
  /** Fields this grant adds to the RFC 8414 metadata (an endpoint of its own), from PUBLIC_URL. */
  metadata?(publicUrl: string): Record<string, string>;
  /**
   * The token endpoint's answer for this grant. The client is authenticated and allowed this
   * grant, and `resource` is checked; errors are OAuthProtocolError (RFC 6749 §5.2).
   */
  exchange(request: GrantRequest, context: GrantContext): Promise<TokenResponse>;
}

/** A form field as a non-empty string, or null. */
export function formString(form: Record<string, unknown>, name: string): string | null {
  const value = form[name];
  return typeof value === 'string' && value !== '' ? value : null;
}
