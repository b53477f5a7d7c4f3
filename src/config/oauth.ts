/** OAuth 2.0 authorization server: lifetimes, dynamic registration allow-list, rate limits. */
import { BlockList, isIP } from 'node:net';
import { ConfigError, readInt, readOptional, type Env, type SettingDoc } from './env.js';

const DEFAULT_DCR_HOSTS = 'claude.ai,claude.com,cursor.com,cursor.sh,vscode.dev,insiders.vscode.dev,chatgpt.com,chat.openai.com';
const DEFAULT_DCR_LOOPBACK_NAMES = 'Claude,Claude Code,Claude Desktop,Cursor,VS Code,Visual Studio Code,GitHub Copilot,Windsurf,Codex,MCP Inspector,memplat';

export const oauthSettings: SettingDoc[] = [
  { env: 'OAUTH_ACCESS_TOKEN_TTL_SECONDS', default: '3600', description: 'Lifetime of OAuth access tokens.' },
  { env: 'OAUTH_REFRESH_TOKEN_TTL_SECONDS', default: '2592000', description: 'Lifetime of OAuth refresh tokens (30 days); each use rotates the token.' },
  { env: 'OAUTH_DCR_ALLOWED_HOSTS', default: DEFAULT_DCR_HOSTS, description: 'Comma-separated redirect hostnames dynamic registration accepts (a host matches itself and its subdomains); https only.' },
  { env: 'OAUTH_DCR_LOOPBACK_CLIENT_NAMES', default: DEFAULT_DCR_LOOPBACK_NAMES, description: 'Comma-separated client_name values (case-insensitive) that may register loopback redirect URIs (http://127.0.0.1, [::1], localhost).' },
  { env: 'OAUTH_DCR_RATE_LIMIT_PER_MINUTE', default: '5', description: 'Dynamic client registrations per client address per minute.' },
  { env: 'OAUTH_DCR_RATE_LIMIT_EXEMPT_CIDRS', default: '(unset)', description: 'Comma-separated CIDRs (or single addresses) exempt from the registration limit.' },
  { env: 'OAUTH_DEVICE_AUTHORIZE_RATE_LIMIT_PER_MINUTE', default: '10', description: 'Device authorization requests per client address per minute (counted before the body is read).' },
];

export interface OauthConfig {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  codeTtlSeconds: number;
  deviceCodeTtlSeconds: number;
  devicePollIntervalSeconds: number;
  deviceBodyLimitBytes: number;
  dcrAllowedHosts: string[];
  dcrLoopbackClientNames: string[];
  dcrRateLimitPerMinute: number;
  dcrExempt: BlockList;
  deviceAuthorizeRateLimitPerMinute: number;
}

function list(raw: string): string[] {
  return raw.split(',').map((s) => s.trim()).filter(Boolean);
}

function exemptList(raw: string | undefined): BlockList {
  const blocks = new BlockList();
  for (const entry of list(raw ?? '')) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new ConfigError(`OAUTH_DCR_RATE_LIMIT_EXEMPT_CIDRS: "${entry}" is not an address or CIDR`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(prefix), type);
  }
  return blocks;
}

export function loadOauthConfig(env: Env): OauthConfig {
  return {
    accessTokenTtlSeconds: readInt(env, 'OAUTH_ACCESS_TOKEN_TTL_SECONDS', 3600, 60),
    refreshTokenTtlSeconds: readInt(env, 'OAUTH_REFRESH_TOKEN_TTL_SECONDS', 2_592_000, 300),
    codeTtlSeconds: 60,
    deviceCodeTtlSeconds: 600,
    devicePollIntervalSeconds: 5,
    deviceBodyLimitBytes: 4096,
    dcrAllowedHosts: list(readOptional(env, 'OAUTH_DCR_ALLOWED_HOSTS') ?? DEFAULT_DCR_HOSTS).map((h) => h.toLowerCase()),
    dcrLoopbackClientNames: list(readOptional(env, 'OAUTH_DCR_LOOPBACK_CLIENT_NAMES') ?? DEFAULT_DCR_LOOPBACK_NAMES).map((n) => n.toLowerCase()),
    dcrRateLimitPerMinute: readInt(env, 'OAUTH_DCR_RATE_LIMIT_PER_MINUTE', 5, 1),
    dcrExempt: exemptList(readOptional(env, 'OAUTH_DCR_RATE_LIMIT_EXEMPT_CIDRS')),
    deviceAuthorizeRateLimitPerMinute: readInt(env, 'OAUTH_DEVICE_AUTHORIZE_RATE_LIMIT_PER_MINUTE', 10, 1),
  };
}
