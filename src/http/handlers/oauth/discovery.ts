/**
 * Discovery documents: RFC 9728 protected resource metadata (the REST API and /mcp) and
 * RFC 8414 authorization server metadata. The authorization server is this service's /oauth
 * endpoints, so every URL derives from PUBLIC_URL.
 */
import { grantMetadata } from '../../../domain/oauth/grant-types/registry.js';
import type { RequestContext } from '../../handler-types.js';

/**
 * PUBLIC_URL, except when it still names port 0 (PORT=0 picks a free port and the default
 * PUBLIC_URL is derived from PORT): then the address this request reached.
 */
export function publicUrlOf(c: Pick<RequestContext, 'services' | 'koa'>): string {
  return publicOrigin(c.services.config.server.publicUrl, c.koa);
}

/** PUBLIC_URL, or with an ephemeral port (PORT=0, tests) the origin the request reached. */
export function publicOrigin(configured: string, request: { protocol: string; host: string }): string {
  return new URL(configured).port === '0' ? `${request.protocol}://${request.host}` : configured;
}

export const OAUTH_SCOPES = ['memory:read', 'memory:write'];
export const DISCOVERY_CACHE = { 'Cache-Control': 'public, max-age=3600' };

export function protectedResourceMetadata(publicUrl: string, resourcePath: '' | '/mcp') {
  return {
    resource: `${publicUrl}${resourcePath}`,
    authorization_servers: [publicUrl],
    scopes_supported: OAUTH_SCOPES,
    bearer_methods_supported: ['header'],
    resource_name: resourcePath === '/mcp' ? 'Memory Platform MCP' : 'Memory Platform API',
    resource_documentation: `${publicUrl}/docs`,
  };
}

export function authorizationServerMetadata(publicUrl: string) {
  const authMethods = ['client_secret_basic', 'client_secret_post', 'none'];
  return {
    issuer: publicUrl,
    authorization_endpoint: `${publicUrl}/oauth/authorize`,
    token_endpoint: `${publicUrl}/oauth/token`,
    registration_endpoint: `${publicUrl}/oauth/register`,
    revocation_endpoint: `${publicUrl}/oauth/revoke`,
    scopes_supported: OAUTH_SCOPES,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    ...grantMetadata(publicUrl),
    token_endpoint_auth_methods_supported: authMethods,
    revocation_endpoint_auth_methods_supported: authMethods,
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
    service_documentation: `${publicUrl}/docs`,
  };
}
