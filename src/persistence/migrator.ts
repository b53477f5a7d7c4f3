/**
 * Runs the knex migrations in src/persistence/migrations (files NNNN_name.ts, sorted by
 * name). A custom source is used so migrations load as TypeScript modules under tsx.
 * Migrations receive `hasVector` through MigrationContext so the embedding column is pgvector's
 * where a server has it and float32 bytes otherwise (the embedded store too), and the sealer of secrets at rest
 * (the auth area's SecretBox) when the opener has the master secret. A migration that cannot run
 * inside a transaction (VACUUM) exports `config = { transaction: false }`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';

export interface MigrationContext {
  /** The embedding column is pgvector's (Database.vectorColumn): a server with pgvector, not the embedded store. */
  hasVector: boolean;
  /** Seals a secret for storage (src/domain/auth/crypto/secret-box.ts); absent when the opener has no master secret. */
  secretBox?: { seal(plaintext: string, associatedData: string): string };
}

export interface MigrationModule {
  up(knex: Knex, context: MigrationContext): Promise<void>;
  down?(knex: Knex, context: MigrationContext): Promise<void>;
  config?: { transaction?: boolean };
}

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function listMigrationFiles(): string[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_[\w-]+\.ts$/.test(f))
    .sort();
}

class FileMigrationSource implements Knex.MigrationSource<string> {
  constructor(private readonly context: MigrationContext, private readonly before?: string) {}
  async getMigrations(): Promise<string[]> {
    const before = this.before;
    return before === undefined ? listMigrationFiles() : listMigrationFiles().filter((f) => f < before);
  }
  getMigrationName(file: string): string {
    return file.replace(/\.ts$/, '');
  }
  async getMigration(file: string): Promise<Knex.Migration> {
    // A relative import with the name in a template: a bundler (esbuild: the test suite's CLI
    // bundle, src/testing/cli-bundle.ts; vite under vitest) then includes every file of migrations/.
    const mod = (await import(`./migrations/${file.replace(/\.ts$/, '')}.ts`)) as MigrationModule;
    const context = this.context;
    return {
      up: (knex: Knex) => mod.up(knex, context),
      down: (knex: Knex) => (mod.down ? mod.down(knex, context) : Promise.resolve()),
      ...(mod.config ? { config: mod.config } : {}),
    };
  }
}

/** Runs the pending migrations; `before` (a file name prefix such as `0190`) stops ahead of it (tests of a migration). */
export async function runMigrations(knex: Knex, context: MigrationContext, before?: string): Promise<void> {
  await knex.migrate.latest({
    migrationSource: new FileMigrationSource(context, before),
    tableName: 'schema_migrations',
  });
}
