/**
 * Which store a `memplat` command uses, said plainly. The command line resolves DATA_DIR
 * exactly as the server does (src/config/storage.ts: `path.resolve(DATA_DIR ?? './data')`,
 * against the working directory), so run from another directory, a relative DATA_DIR names
 * another store. Opening a store that does not exist creates an empty one, silently. So before
 * a command runs:
 *  - a command that only reads refuses when there is no store there (it would read an empty
 *    one and report nothing), naming where it looked and why;
 *  - a command that writes says on standard error that it creates a new store, and where.
 * PostgreSQL (DATABASE_URL) is one store wherever the command runs: nothing to check.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/index.js';
import type { Env } from '../config/env.js';

export interface StoreLocation {
  kind: 'pglite' | 'postgres';
  /** Where it is, for messages: the PGlite folder or PostgreSQL's host, port and database (never the password). */
  where: string;
  /** Whether a store is there already; always true for PostgreSQL. */
  exists: boolean;
}

/** The embedded store's folder inside DATA_DIR (src/persistence/db.ts). */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

function postgresWhere(url: string): string {
  try {
    const u = new URL(url);
    return `PostgreSQL at ${u.hostname || 'localhost'}${u.port ? `:${u.port}` : ''}${u.pathname || ''}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

export function storeLocation(config: AppConfig): StoreLocation {
  if (config.storage.databaseUrl) return { kind: 'postgres', where: postgresWhere(config.storage.databaseUrl), exists: true };
  const folder = pgliteFolder(config.storage.dataDir);
  return { kind: 'pglite', where: `the embedded store in ${folder}`, exists: fs.existsSync(path.join(folder, 'PG_VERSION')) };
}

/** How DATA_DIR was resolved, for messages. */
export function dataDirOrigin(config: AppConfig, env: Env, cwd = process.cwd()): string {
  const raw = env.DATA_DIR;
  if (raw && path.isAbsolute(raw)) return `DATA_DIR=${raw}`;
  const given = raw ? `DATA_DIR=${raw}` : 'DATA_DIR unset (default ./data)';
  return `${given}, resolved against the working directory ${cwd}`;
}

export type StoreUse = 'read' | 'write';

export class NoStoreError extends Error {}

/**
 * Checks the store before a command: throws NoStoreError for a read where none exists, warns
 * through `warn` before a write would create one. Returns the location.
 */
export function checkStore(use: StoreUse, config: AppConfig, env: Env, warn: (line: string) => void, cwd = process.cwd()): StoreLocation {
  const location = storeLocation(config);
  if (location.exists) return location;
  const origin = dataDirOrigin(config, env, cwd);
  if (use === 'read') {
    throw new NoStoreError(
      `No store at ${pgliteFolder(config.storage.dataDir)} (${origin}); nothing to read. ` +
        'Run the command from the directory the server runs in, or set DATA_DIR to the absolute path of the server\'s data directory.',
    );
  }
  warn(
    `memplat: no store at ${pgliteFolder(config.storage.dataDir)} yet (${origin}); this command creates a new, empty one. ` +
      'If you meant the server\'s store, stop and set DATA_DIR to the absolute path of its data directory.',
  );
  return location;
}
