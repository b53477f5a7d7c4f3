import { readBool, readInt, readOptional, readString, readEnum, type Env, type SettingDoc } from './env.js';

export const serverSettings: SettingDoc[] = [
  { env: 'HOST', default: '127.0.0.1', description: 'Interface to listen on.' },
  { env: 'PORT', default: '8080', description: 'TCP port to listen on (0 picks a free port).' },
  { env: 'PUBLIC_URL', default: 'http://HOST:PORT', description: 'External base URL (used in links, OAuth metadata and cookies; https here makes cookies Secure).' },
  { env: 'LOG_LEVEL', default: 'info', description: 'pino log level: fatal, error, warn, info, debug, trace, silent.' },
  { env: 'BODY_LIMIT_BYTES', default: '1048576', description: 'Largest accepted request body; larger bodies get 413.' },
  { env: 'SHUTDOWN_GRACE_MS', default: '10000', description: 'How long SIGTERM waits for in-flight requests before closing.' },
  { env: 'ALLOW_ANONYMOUS', default: 'on when HOST is loopback', description: 'Allow memory REST calls without a key, mapped to the local default context.' },
  { env: 'TRUST_PROXY', default: 'false', description: 'Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy.' },
];

export interface ServerConfig {
  host: string;
  port: number;
  publicUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  bodyLimitBytes: number;
  shutdownGraceMs: number;
  allowAnonymous: boolean;
  trustProxy: boolean;
}

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
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
  };
}
