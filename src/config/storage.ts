import path from 'node:path';
import { readEnum, readOptional, readString, readInt, type Env, type SettingDoc } from './env.js';

export const storageSettings: SettingDoc[] = [
  { env: 'DATA_DIR', default: './data', description: 'Directory for the embedded store (PGlite), the mail outbox and the admin socket.' },
  { env: 'DATABASE_URL', default: '(unset)', description: 'PostgreSQL connection string; when set the server uses PostgreSQL instead of the embedded store.' },
  { env: 'DATABASE_POOL_MAX', default: '10', description: 'Maximum PostgreSQL connections.' },
  {
    env: 'PGVECTOR',
    default: 'auto',
    description:
      'Use of the pgvector extension on PostgreSQL: auto (use it when the server has it, creating it in the database if allowed), on (required: start-up fails without it) or off (never: embeddings as bytea and an exact in-process search, as on a server without pgvector). The embedded store always has it.',
  },
];

export type PgvectorMode = 'auto' | 'on' | 'off';

export interface StorageConfig {
  dataDir: string;
  databaseUrl?: string;
  poolMax: number;
  /** Whether PostgreSQL uses pgvector; absent means auto. */
  pgvector?: PgvectorMode;
}

export function loadStorageConfig(env: Env): StorageConfig {
  return {
    dataDir: path.resolve(readString(env, 'DATA_DIR', './data')),
    databaseUrl: readOptional(env, 'DATABASE_URL'),
    poolMax: readInt(env, 'DATABASE_POOL_MAX', 10, 1, 500),
    pgvector: readEnum(env, 'PGVECTOR', ['auto', 'on', 'off'] as const, 'auto'),
  };
}
