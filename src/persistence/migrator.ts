/**
 * Runs the knex migrations in src/persistence/migrations (files NNNN_name.ts, sorted by
 * name). A custom source is used so migrations load as TypeScript modules under tsx.
 * Migrations receive `hasVector` through MigrationContext so the schema can use pgvector
 * where the server has it and a plain float array otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

export interface MigrationContext {
  hasVector: boolean;
}

export interface MigrationModule {
  up(knex: Knex, context: MigrationContext): Promise<void>;
  down?(knex: Knex, context: MigrationContext): Promise<void>;
}

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function listMigrationFiles(): string[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_[\w-]+\.ts$/.test(f))
    .sort();
}

class FileMigrationSource implements Knex.MigrationSource<string> {
  constructor(private readonly context: MigrationContext) {}
  async getMigrations(): Promise<string[]> {
    return listMigrationFiles();
  }
  getMigrationName(file: string): string {
    return file.replace(/\.ts$/, '');
  }
  async getMigration(file: string): Promise<Knex.Migration> {
    const mod = (await import(pathToFileURL(path.join(migrationsDir, file)).href)) as MigrationModule;
    const context = this.context;
    return {
      up: (knex: Knex) => mod.up(knex, context),
      down: (knex: Knex) => (mod.down ? mod.down(knex, context) : Promise.resolve()),
    };
  }
}

export async function runMigrations(knex: Knex, context: MigrationContext): Promise<void> {
  await knex.migrate.latest({
    migrationSource: new FileMigrationSource(context),
    tableName: 'schema_migrations',
  });
}
