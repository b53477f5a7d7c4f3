import path from 'node:path';
import { readOptional, readString, readInt, type Env, type SettingDoc } from './env.js';

export const storageSettings: SettingDoc[] = [
  { env: 'DATA_DIR', default: './data', description: 'Directory for the embedded store (PGlite), the mail outbox and the admin socket.' },
  { env: 'DATABASE_URL', default: '(unset)', description: 'PostgreSQL connection string; when set the server uses PostgreSQL instead of the embedded store.' },
  { env: 'DATABASE_POOL_MAX', default: '10', description: 'Maximum PostgreSQL connections.' },
];

export interface StorageConfig {
  dataDir: string;
  databaseUrl?: string;
  poolMax: number;
}

export function loadStorageConfig(env: Env): StorageConfig {
  return {
    dataDir: path.resolve(readString(env, 'DATA_DIR', './data')),
    databaseUrl: readOptional(env, 'DATABASE_URL'),
    poolMax: readInt(env, 'DATABASE_POOL_MAX', 10, 1, 500),
  };
}
