import proxyaddr from 'proxy-addr';
import { isLoopbackAddress, stripBrackets } from '../domain/net/address-policy.js';
import { ConfigError, readBool, readInt, readList, readOptional, readString, readEnum, type Env, type SettingDoc } from './env.js';

export const serverSettings: SettingDoc[] = [
  { env: 'HOST', default: '127.0.0.1', description: 'Interface to listen on.' },
  { env: 'PORT', default: '8080', description: 'TCP port to listen on (0 picks a free port).' },
  { env: 'PUBLIC_URL', default: 'http://HOST:PORT', description: 'External base URL (used in links, OAuth metadata and cookies; https here makes cookies Secure).' },
  { env: 'LOG_LEVEL', default: 'info', description: 'pino log level: fatal, error, warn, info, debug, trace, silent.' },
  { env: 'BODY_LIMIT_BYTES', default: '1048576', description: 'Largest accepted request body; larger bodies get 413.' },
  { env: 'SHUTDOWN_GRACE_MS', default: '10000', description: 'How long SIGTERM waits for in-flight requests before closing.' },
  {
    env: 'ALLOW_ANONYMOUS',
    default: 'on when HOST is loopback',
    description:
      'Allow memory REST calls without a key, mapped to the local default context. Decided per request: only clients at a loopback address qualify (behind a trusted proxy, the address the proxy saw), so a forwarded or LAN client always needs credentials; Host must be localhost, a loopback IP literal or the PUBLIC_URL host (DNS-rebinding protection; 127.0.0.1.evil.example is not loopback).',
  },
  {
    env: 'TRUST_PROXY',
    default: 'false',
    description:
      'Behind a reverse proxy: take the client address from X-Forwarded-For and the scheme from X-Forwarded-Proto. The client address is the one the outermost trusted proxy saw (TRUST_PROXY_HOPS or TRUSTED_PROXIES), never an entry the client wrote itself. Per-address limits (sign-in, registration, password links) and anonymous access use it. While it is off, a request carrying X-Forwarded-For, Forwarded or X-Real-IP is never treated as a loopback client (no anonymous access, no /metrics without METRICS_TOKEN): a local reverse proxy must be declared here.',
  },
  {
    env: 'TRUST_PROXY_HOPS',
    default: '1',
    description:
      'With TRUST_PROXY: how many reverse proxies stand in front of the server. The client address is the X-Forwarded-For entry appended by the outermost of them (1: the last entry, written by the proxy next to the server). Ignored when TRUSTED_PROXIES is set.',
  },
  {
    env: 'TRUSTED_PROXIES',
    default: '(unset)',
    description:
      'With TRUST_PROXY: comma-separated addresses or CIDR ranges of the trusted proxies (also the names loopback, linklocal, uniquelocal). The client address is the first one, walking from the connecting peer back through X-Forwarded-For, that is not a trusted proxy.',
  },
  {
    env: 'METRICS_TOKEN',
    default: '(unset)',
    description:
      'Bearer token (at least 16 characters) that lets a client at a non-loopback address read the Prometheus metrics at GET /metrics (Authorization: Bearer <token>). Loopback clients (behind TRUST_PROXY, as the proxy saw them) read them without it; unset, nobody else can.',
  },
  {
    env: 'HSTS_MAX_AGE_SECONDS',
    default: '31536000',
    description:
      'When PUBLIC_URL is https, every response carries Strict-Transport-Security with this max-age (1 year), so browsers never again reach the server over plain http. 0 sends max-age=0, which makes browsers forget an earlier policy. Not sent when PUBLIC_URL is http.',
  },
  {
    env: 'HSTS_INCLUDE_SUBDOMAINS',
    default: 'true',
    description: 'Adds includeSubDomains to Strict-Transport-Security (the policy then covers every subdomain of the PUBLIC_URL host too).',
  },
  {
    env: 'CORS_ALLOWED_ORIGINS',
    default: '(none)',
    description:
      'Browser origins (comma-separated, e.g. https://inspector.example.com) whose pages may call /mcp, /oauth/token, /oauth/register and /oauth/revoke across origins (CORS, without cookies: these take bearer tokens and PKCE). /mcp also accepts them in its Origin check. The OAuth metadata documents under /.well-known are open to every origin whatever this says.',
  },
];

export interface ServerConfig {
  host: string;
  port: number;
  publicUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  bodyLimitBytes: number;
  shutdownGraceMs: number;
  /** Anonymous calls are allowed at all; each call must also come from a loopback client (src/http/client-address.ts). */
  allowAnonymous: boolean;
  trustProxy: boolean;
  /** With trustProxy and no trustedProxies: the number of proxies in front of the server. */
  trustProxyHops: number;
  /** With trustProxy: addresses, CIDR ranges or proxy-addr names of the trusted proxies; empty means count hops. */
  trustedProxies: string[];
  /** Opens GET /metrics to non-loopback clients that send it as a bearer token. */
  metricsToken?: string;
  /** Strict-Transport-Security, sent on every response while publicUrl is https. */
  hsts: { maxAgeSeconds: number; includeSubDomains: boolean };
  /** Origins (lower-case scheme://host[:port]) allowed to call the bearer-token endpoints from a browser (src/http/middleware/cors.ts). */
  corsAllowedOrigins: string[];
}

/**
 * A host (HOST, or a host name without its port) that is this machine's loopback interface: the
 * exact name `localhost` or a loopback IP literal (parsed by ipaddr.js, brackets allowed). A name
 * that merely begins like an address (127.0.0.1.evil.example) is an ordinary DNS name.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase();
  return name === 'localhost' || isLoopbackAddress(stripBrackets(name));
}

export function loadServerConfig(env: Env): ServerConfig {
  const host = readString(env, 'HOST', '127.0.0.1');
  const port = readInt(env, 'PORT', 8080, 0, 65535);
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    host,
    port,
    publicUrl: (readOptional(env, 'PUBLIC_URL') ?? `http://${shownHost}:${port}`).replace(/\/+$/, ''),
    logLevel: readEnum(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    bodyLimitBytes: readInt(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024),
    shutdownGraceMs: readInt(env, 'SHUTDOWN_GRACE_MS', 10_000, 0),
    allowAnonymous: readBool(env, 'ALLOW_ANONYMOUS', isLoopbackHost(host)),
    trustProxy: readBool(env, 'TRUST_PROXY', false),
    trustProxyHops: readInt(env, 'TRUST_PROXY_HOPS', 1, 1, 32),
    trustedProxies: readTrustedProxies(env),
    metricsToken: readMetricsToken(env),
    hsts: {
      maxAgeSeconds: readInt(env, 'HSTS_MAX_AGE_SECONDS', 31_536_000, 0, 63_072_000),
      includeSubDomains: readBool(env, 'HSTS_INCLUDE_SUBDOMAINS', true),
    },
    corsAllowedOrigins: readOrigins(env, 'CORS_ALLOWED_ORIGINS'),
  };
}

/** A list of exact origins: http(s), no path, query or wildcard ("*" would defeat an allow-list). */
function readOrigins(env: Env, name: string): string[] {
  return readList(env, name, []).map((entry) => {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      url = null;
    }
    const bare = entry.replace(/\/+$/, '').toLowerCase();
    if (!url || !/^https?:$/.test(url.protocol) || url.origin.toLowerCase() !== bare) {
      throw new ConfigError(`${name} must list origins such as https://app.example.com (scheme, host and port only), got "${entry}"`);
    }
    return bare;
  });
}

function readMetricsToken(env: Env): string | undefined {
  const token = readOptional(env, 'METRICS_TOKEN');
  if (token !== undefined && (token.length < 16 || /\s/.test(token))) throw new ConfigError('METRICS_TOKEN must be at least 16 characters, without spaces');
  return token;
}

function readTrustedProxies(env: Env): string[] {
  const list = readList(env, 'TRUSTED_PROXIES', []);
  try {
    proxyaddr.compile(list); // parses every address and range with ipaddr.js
  } catch (error) {
    throw new ConfigError(`TRUSTED_PROXIES must list IP addresses or CIDR ranges: ${(error as Error).message}`);
  }
  return list;
}
