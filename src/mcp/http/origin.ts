/**
 * DNS-rebinding protection for /mcp (and for anonymous REST calls and /metrics, see
 * src/http/local-caller.ts). A browser page on another site must not reach the service
 * through a hostile DNS name that resolves to this machine, so:
 *  - `Origin`, when present, must be a loopback origin (any port: local tools and inspectors),
 *    the PUBLIC_URL origin, or one of MCP_ALLOWED_ORIGINS or CORS_ALLOWED_ORIGINS (an origin the
 *    operator lets call /mcp across origins is trusted here too); requests without Origin
 *    (non-browser MCP clients) pass;
 *  - when the service listens on a loopback interface (or the caller asks for the check),
 *    `Host` must name a loopback host (any port), the PUBLIC_URL host or the host of an
 *    allowed origin.
 * "Loopback" is the exact name `localhost` or a loopback IP literal, parsed (isLoopbackHost),
 * never a prefix test: `127.0.0.1.evil.example` is a DNS name its owner can point anywhere.
 * Hosts are compared after the URL parser has normalised them (case, default port, IPv6 form).
 */
import { isLoopbackHost, type ServerConfig } from '../../config/server.js';
import type { McpConfig } from '../../config/mcp.js';

/** host[:port] and nothing else: no user info, path, query, fragment or spaces. */
const HOST_HEADER = /^[^\s/?#@\\]+$/;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The Host header read as the authority of a `scheme` URL, or null when it is not a bare host[:port]. */
function parseHostHeader(hostHeader: string, scheme: string): URL | null {
  return HOST_HEADER.test(hostHeader) ? parseUrl(`${scheme}//${hostHeader}`) : null;
}

export type OriginVerdict = { ok: true } | { ok: false; reason: string };

export interface OriginRuleOptions {
  /** Check Host even when the server is not bound to loopback (anonymous callers, /metrics). */
  alwaysCheckHost?: boolean;
}

export function checkOriginAndHost(
  headers: { origin?: string; host?: string },
  server: Pick<ServerConfig, 'host' | 'publicUrl'> & Partial<Pick<ServerConfig, 'corsAllowedOrigins'>>,
  mcp: Pick<McpConfig, 'allowedOrigins'>,
  options: OriginRuleOptions = {},
): OriginVerdict {
  const publicUrl = new URL(server.publicUrl);
  const allowedOrigins = [...mcp.allowedOrigins, ...(server.corsAllowedOrigins ?? [])];
  const origin = headers.origin;
  if (origin !== undefined) {
    const parsed = parseUrl(origin);
    const normalised = parsed ? parsed.origin.toLowerCase() : 'null';
    const allowed = normalised !== 'null' && parsed !== null && (
      (/^https?:$/.test(parsed.protocol) && isLoopbackHost(parsed.hostname)) ||
      normalised === publicUrl.origin.toLowerCase() ||
      allowedOrigins.includes(normalised)
    );
    if (!allowed) return { ok: false, reason: `Origin ${JSON.stringify(origin)} is not allowed (set MCP_ALLOWED_ORIGINS to allow it)` };
  }
  if ((options.alwaysCheckHost || isLoopbackHost(server.host)) && headers.host !== undefined && !hostAllowed(headers.host, publicUrl, allowedOrigins)) {
    return { ok: false, reason: `Host ${JSON.stringify(headers.host)} is not allowed: name this server by a loopback address, localhost or the PUBLIC_URL host (set PUBLIC_URL)` };
  }
  return { ok: true };
}

/** A loopback host on any port, or exactly the host (and port) of PUBLIC_URL or of an allowed origin. */
function hostAllowed(hostHeader: string, publicUrl: URL, allowedOrigins: string[]): boolean {
  const asHttp = parseHostHeader(hostHeader, 'http:');
  if (!asHttp) return false;
  if (isLoopbackHost(asHttp.hostname)) return true;
  return [publicUrl, ...allowedOrigins.map(parseUrl)].some((allowed) => allowed !== null && parseHostHeader(hostHeader, allowed.protocol)?.host === allowed.host.toLowerCase());
}
