import path from 'node:path';
import { ConfigError, readEnum, readOptional, readString, readInt, type Env, type SettingDoc } from './env.js';

export const storageSettings: SettingDoc[] = [
  { env: 'DATA_DIR', default: './data', description: 'Directory for the embedded store (PGlite), the mail outbox and the admin socket.' },
  { env: 'DATABASE_URL', default: '(unset)', description: 'PostgreSQL connection string; when set the server uses PostgreSQL instead of the embedded store.' },
  { env: 'DATABASE_POOL_MAX', default: '10', description: 'Maximum PostgreSQL connections.' },
  {
    env: 'PGLITE_SHARED_BUFFERS_MB',
    default: '32',
    description:
      "The embedded store's page cache (PostgreSQL's shared_buffers) in MiB. It lives in PGlite's WebAssembly memory, which never shrinks, so each MiB once filled stays resident; pages it does not hold are read from the files (the system's file cache). PostgreSQL's own default of 128 held a 10k store's pages at about 100 MiB more resident memory.",
  },
  {
    env: 'PGVECTOR',
    default: 'auto',
    description:
      'Use of the pgvector extension on PostgreSQL: auto (use it when the server has it, creating it in the database if allowed), on (required: start-up fails without it) or off (never: embeddings as bytea and an exact in-process search, as on a server without pgvector). The embedded store always has it.',
  },
  {
    env: 'REDIS_URL',
    default: '(unset)',
    description:
      'Redis for state shared by several server processes (redis://[:password@]host:port[/db], rediss:// for TLS): rate-limit counters, cache invalidation so a revoked API key or a changed context role takes effect on every node at once, remote MCP sessions with their SSE events (any node continues a session, with Last-Event-ID replay), and MCP resource notifications (a memory changed through MCP on one node notifies the sessions every node holds). Unset: each process keeps today\'s behaviour (limits of unauthenticated endpoints counted in the process, the others in the database; short-lived caches; an MCP session lives on the node that began it). When Redis stops answering, limits fall back to per-process counters, caches to their short lifetimes, MCP sessions and their notifications to the node holding them, and GET /api/v1/health says degraded.',
  },
  { env: 'REDIS_KEY_PREFIX', default: 'memplat:', description: 'Prefix of every Redis key and channel this service uses, so several deployments can share one Redis.' },
];

/** shared_buffers of the embedded store when PGLITE_SHARED_BUFFERS_MB is unset. */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 32;

export type PgvectorMode = 'auto' | 'on' | 'off';

export interface StorageConfig {
  dataDir: string;
  databaseUrl?: string;
  poolMax: number;
  /** Embedded store: PostgreSQL's shared_buffers in MiB (absent: DEFAULT_PGLITE_SHARED_BUFFERS_MB). */
  pgliteSharedBuffersMb?: number;
  /** Whether PostgreSQL uses pgvector; absent means auto. */
  pgvector?: PgvectorMode;
  /** Redis for shared state; absent: one process keeps its state to itself. */
  redisUrl?: string;
  redisKeyPrefix?: string;
}

function redisUrl(env: Env): string | undefined {
  const raw = readOptional(env, 'REDIS_URL');
  if (raw === undefined) return undefined;
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    throw new ConfigError('REDIS_URL must be a URL such as redis://127.0.0.1:6379');
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') throw new ConfigError(`REDIS_URL must start with redis:// or rediss://, got ${protocol}//`);
  return raw;
}

export function loadStorageConfig(env: Env): StorageConfig {
  return {
    dataDir: path.resolve(readString(env, 'DATA_DIR', './data')),
    databaseUrl: readOptional(env, 'DATABASE_URL'),
    poolMax: readInt(env, 'DATABASE_POOL_MAX', 10, 1, 500),
    pgliteSharedBuffersMb: readInt(env, 'PGLITE_SHARED_BUFFERS_MB', DEFAULT_PGLITE_SHARED_BUFFERS_MB, 1, 4096),
    pgvector: readEnum(env, 'PGVECTOR', ['auto', 'on', 'off'] as const, 'auto'),
    redisUrl: redisUrl(env),
    redisKeyPrefix: readString(env, 'REDIS_KEY_PREFIX', 'memplat:'),
  };
}
