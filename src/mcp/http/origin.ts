/**
 * DNS-rebinding protection for /mcp. A browser page on another site must not reach the
 * service through a hostile DNS name, so:
 *  - `Origin`, when present, must be a loopback origin (any port: local tools and inspectors),
 *    the PUBLIC_URL origin, or one of MCP_ALLOWED_ORIGINS or CORS_ALLOWED_ORIGINS (an origin the
 *    operator lets call /mcp across origins is trusted here too); requests without Origin
 *    (non-browser MCP clients) pass;
 *  - when the service listens on a loopback interface, `Host` must also name a loopback host,
 *    the PUBLIC_URL host or the host of an allowed origin.
 */
import { isLoopbackHost, type ServerConfig } from '../../config/server.js';
import type { McpConfig } from '../../config/mcp.js';

function hostnameOf(hostHeader: string): string {
  try {
    return new URL(`http://${hostHeader}`).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return '';
  }
}

function isLoopbackName(hostname: string): boolean {
  return isLoopbackHost(hostname) || hostname.endsWith('.localhost');
}

export type OriginVerdict = { ok: true } | { ok: false; reason: string };

export function checkOriginAndHost(
  headers: { origin?: string; host?: string },
  server: Pick<ServerConfig, 'host' | 'publicUrl'> & Partial<Pick<ServerConfig, 'corsAllowedOrigins'>>,
  mcp: Pick<McpConfig, 'allowedOrigins'>,
): OriginVerdict {
  const publicUrl = new URL(server.publicUrl);
  const allowedOrigins = [...mcp.allowedOrigins, ...(server.corsAllowedOrigins ?? [])];
  const allowedHosts = new Set([publicUrl.host.toLowerCase(), ...allowedOrigins.map((o) => { try { return new URL(o).host; } catch { return ''; } })]);
  const origin = headers.origin;
  if (origin !== undefined) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    const normalised = parsed ? parsed.origin.toLowerCase() : '';
    const allowed = parsed !== null && normalised !== 'null' && (
      isLoopbackName(parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase()) ||
      normalised === publicUrl.origin.toLowerCase() ||
      allowedOrigins.includes(normalised)
    );
    if (!allowed) return { ok: false, reason: `Origin ${JSON.stringify(origin)} is not allowed (set MCP_ALLOWED_ORIGINS to allow it)` };
  }
  if (isLoopbackHost(server.host) && headers.host !== undefined) {
    const name = hostnameOf(headers.host);
    if (!isLoopbackName(name) && !allowedHosts.has(headers.host.toLowerCase())) {
      return { ok: false, reason: `Host ${JSON.stringify(headers.host)} is not allowed on a loopback-bound server (set PUBLIC_URL)` };
    }
  }
  return { ok: true };
}
