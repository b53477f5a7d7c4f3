/**
 * Cross-origin access (CORS, with @koa/cors) for browser-based MCP clients:
 *  - the OAuth metadata documents (RFC 8414, RFC 9728) are public and answer every origin
 *    (`Access-Control-Allow-Origin: *`), as the MCP authorization specification expects a
 *    browser client to discover the authorization server from any page;
 *  - /mcp, /oauth/token, /oauth/register and /oauth/revoke answer the origins listed in
 *    CORS_ALLOWED_ORIGINS, echoing the one that asked, and nothing to others (the browser
 *    then keeps the answer from the page). These take bearer tokens, PKCE verifiers and client
 *    metadata, never cookies, so credentials are not allowed (no Access-Control-Allow-Credentials);
 *  - everything else (the REST API and the web app's own calls) gets no CORS headers: the web
 *    app is same-origin and a foreign page must not read an account's data.
 * A preflight (OPTIONS with Access-Control-Request-Method) from an allowed origin answers 204
 * here; one from another origin, or an OPTIONS that is no preflight, goes on to the router,
 * which answers it as any undeclared method (405).
 */
import cors from '@koa/cors';
import type Koa from 'koa';
import type { ServerConfig } from '../../config/server.js';

/** Endpoints a browser-based MCP client calls with its bearer token or PKCE. */
export const CROSS_ORIGIN_ENDPOINTS: Readonly<Record<string, { methods: string; expose: string }>> = {
  '/mcp': { methods: 'GET,POST,DELETE', expose: 'Mcp-Session-Id,Mcp-Protocol-Version,WWW-Authenticate,Retry-After' },
  '/oauth/token': { methods: 'POST', expose: 'WWW-Authenticate,Retry-After' },
  '/oauth/register': { methods: 'POST', expose: 'Retry-After' },
  '/oauth/revoke': { methods: 'POST', expose: 'WWW-Authenticate' },
};

const REQUEST_HEADERS = 'Authorization,Content-Type,Accept,Mcp-Session-Id,Mcp-Protocol-Version,Last-Event-ID';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The discovery documents every origin may read. */
export function isOpenMetadataPath(path: string): boolean {
  return path === '/.well-known/oauth-authorization-server'
    || path === '/.well-known/oauth-protected-resource'
    || path.startsWith('/.well-known/oauth-protected-resource/')
    || path === '/.well-known/openid-configuration';
}

function normaliseOrigin(origin: string): string {
  try {
    return new URL(origin).origin.toLowerCase();
  } catch {
    return '';
  }
}

export function corsPolicy(server: Pick<ServerConfig, 'corsAllowedOrigins'>): Koa.Middleware {
  const allowed = new Set(server.corsAllowedOrigins);
  const open = cors({ origin: '*', allowMethods: 'GET,HEAD', maxAge: 86_400 });
  const listed = Object.fromEntries(Object.entries(CROSS_ORIGIN_ENDPOINTS).map(([path, endpoint]) => [path, cors({
    // '' tells @koa/cors to add nothing (no Origin header, or one not on the list).
    origin: (ctx) => (allowed.has(normaliseOrigin(ctx.get('origin'))) ? ctx.get('origin') : ''),
    allowMethods: endpoint.methods,
    allowHeaders: REQUEST_HEADERS,
    exposeHeaders: endpoint.expose,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  })]));
  return async (ctx, next) => {
    if (isOpenMetadataPath(ctx.path)) return open(ctx, next);
    const endpoint = listed[ctx.path];
    if (endpoint) return endpoint(ctx, next);
    return next();
  };
}
