import type Koa from 'koa';
import { AppError } from '../domain/errors/app-error.js';
import { LOCAL_CONTEXT_ID } from '../domain/core/contexts.js';
import { looksLikeApiKey } from '../domain/core/api-keys.js';
import type { Principal } from '../domain/core/principal.js';
import type { AppServices } from '../services.js';
import type { LocalCaller } from './local-caller.js';
import { readCookie } from './cookies.js';

export const SESSION_COOKIE = 'svc_session';

/** Security scheme each principal kind satisfies ('' is the anonymous `{}` alternative). */
const SCHEME_OF: Record<Principal['kind'], string> = {
  anonymous: '',
  local: '',
  apiKey: 'apiKeyBearer',
  session: 'sessionCookie',
  oauth: 'oauthBearer',
};

function bearerToken(ctx: Koa.Context): string | null {
  const header = ctx.get('authorization');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

function challenge(services: AppServices, resourcePath = '', error = ''): Record<string, string> {
  // RFC 9728 §3.1: metadata of a resource with a path lives under that path.
  const metadata = `${services.config.server.publicUrl}/.well-known/oauth-protected-resource${resourcePath}`;
  return { 'WWW-Authenticate': `Bearer realm="memplat", ${error}resource_metadata="${metadata}"` };
}

/**
 * The resource a request addresses (RFC 8707, see src/domain/oauth/resources.ts): `{base}/mcp`
 * for /mcp, the base URL for the REST API. An OAuth token opens it only when issued for it.
 */
function issuedFor(principal: Extract<Principal, { kind: 'oauth' }>, services: AppServices, resourcePath: string): boolean {
  return (principal.audience ?? []).includes(`${services.config.server.publicUrl}${resourcePath}`);
}

/**
 * Resolves the caller from the request's credentials: a bearer token (API key or OAuth
 * access token) wins over the session cookie. A presented but invalid bearer token is
 * an error, never a silent fall-back to anonymous.
 */
export async function resolvePrincipal(ctx: Koa.Context, services: AppServices, resourcePath = ''): Promise<Principal | null> {
  const token = bearerToken(ctx);
  if (token) {
    const principal = looksLikeApiKey(token)
      ? await services.apiKeys.verify(token)
      : services.oauth.resolveAccessToken
        ? await services.oauth.resolveAccessToken(token)
        : null;
    if (!principal) throw new AppError('AUTH-003', { headers: challenge(services, resourcePath) });
    return principal;
  }
  const cookie = readCookie(ctx, SESSION_COOKIE);
  if (cookie && services.auth.resolveSession) {
    const session = await services.auth.resolveSession(cookie);
    if (session) return session;
  }
  return null;
}

/**
 * Checks the caller against the operation's security alternatives (from the spec).
 * Public operations (`security: []`) accept anyone; `{}` accepts anonymous callers
 * only when the server allows anonymous access and the request comes from this machine
 * (src/http/local-caller.ts: a loopback client address, no unvouched forwarding, a Host and
 * Origin that name this server) — decided per request, so a client reaching the server
 * through a proxy, over the network or by a rebound DNS name always needs credentials.
 */
export function authorize(
  alternatives: string[][],
  principal: Principal | null,
  services: AppServices,
  /** Whether the request comes from this machine, asked only when an anonymous call is allowed. */
  callerOf: () => LocalCaller,
  resourcePath = '',
): Principal {
  const anonymous: Principal = { kind: 'anonymous', contextId: LOCAL_CONTEXT_ID };
  // Public operation: a token for another resource is ignored like any credential that does not fit.
  if (alternatives.length === 0) return principal && !(principal.kind === 'oauth' && !issuedFor(principal, services, resourcePath)) ? principal : anonymous;
  const schemes = new Set(alternatives.map((a) => (a[0] === undefined || a[0] === 'anonymous' ? '' : a[0])));
  if (principal) {
    if (principal.kind === 'oauth' && schemes.has('oauthBearer') && !issuedFor(principal, services, resourcePath)) {
      throw new AppError('AUTH-005', { headers: challenge(services, resourcePath, 'error="invalid_token", error_description="The access token was issued for another resource", ') });
    }
    if (schemes.has(SCHEME_OF[principal.kind])) return principal;
    if (principal.kind === 'apiKey' && schemes.has('sessionCookie')) throw new AppError('AUTH-002');
    if (principal.kind === 'oauth' && schemes.has('sessionCookie')) throw new AppError('AUTH-002', { message: 'OAuth tokens are not accepted on this endpoint; sign in with a browser session' });
    throw new AppError('AUTH-001', { headers: challenge(services, resourcePath) });
  }
  if (schemes.has('') && services.config.server.allowAnonymous) {
    const caller = callerOf();
    if (caller.local) return anonymous;
    if (caller.refusal) throw caller.refusal;
  }
  const bearer = schemes.has('apiKeyBearer') || schemes.has('oauthBearer');
  throw new AppError('AUTH-001', { headers: bearer ? challenge(services, resourcePath) : undefined });
}
