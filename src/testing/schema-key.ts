/**
 * The name of the schema the migrations build, for the test suite's migrated store images and
 * PostgreSQL templates (src/testing/store-image.ts, src/testing/store-template.ts): a hash of the
 * migrator, every migration, every source file they import (followed through relative imports)
 * and the embedded store's package versions. A changed migration or store version makes a new
 * key, so an image built from older migrations is never used.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../repo-root.js';

const persistenceDir = path.join(repoRoot, 'src/persistence');
const PACKAGES = ['@electric-sql/pglite', '@electric-sql/pglite-pgvector', 'knex'];
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"$`]+)['"]/g;

/** The migrator, the migrations and what they import, repository-relative and sorted. */
export function schemaSourceFiles(): string[] {
  const migrations = fs.readdirSync(path.join(persistenceDir, 'migrations')).filter((f) => f.endsWith('.ts')).map((f) => path.join(persistenceDir, 'migrations', f));
  const seen = new Set<string>();
  const pending = [path.join(persistenceDir, 'migrator.ts'), ...migrations];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      pending.push(path.resolve(path.dirname(file), match[1].replace(/\.js$/, '.ts')));
    }
  }
  return [...seen].map((f) => path.relative(repoRoot, f)).sort();
}

function packageVersion(name: string): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'absent';
  }
}

let memo: string | undefined;

/** 16 hex digits naming the schema of the current sources. */
export function schemaKey(): string {
  if (memo) return memo;
  const hash = createHash('sha256');
  for (const file of schemaSourceFiles()) hash.update(`${file}\0`).update(fs.readFileSync(path.join(repoRoot, file))).update('\0');
  for (const name of PACKAGES) hash.update(`${name}@${packageVersion(name)}\0`);
  memo = hash.digest('hex').slice(0, 16);
  return memo;
}
