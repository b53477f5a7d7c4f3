/**
 * The store tier: the unit test files whose result can depend on the store, so they run on each
 * store (the embedded one and PostgreSQL). scripts/test-tiers.ts writes the list to
 * STORE_TIER_FILE from each file's import graph; a full-tier file whose graph never reaches
 * src/persistence/ or a database package runs once, in the embedded store's lane, and the
 * PostgreSQL lane (TEST_STORE_TIER_ONLY=1, see vitest.config.ts) leaves it out.
 */
import fs from 'node:fs';
import path from 'node:path';

export const STORE_TIER_FILE = 'src/testing/store-tier.json';

export interface StoreTierList {
  /** Full-tier test files that reach the store: they run on each store. */
  store: string[];
  /** Full-tier test files that never reach it: they run on the embedded store's lane only. */
  anyStore: string[];
}

export function storeIndependentFiles(root: string = process.cwd()): string[] {
  const list = JSON.parse(fs.readFileSync(path.join(root, STORE_TIER_FILE), 'utf8')) as StoreTierList;
  return list.anyStore;
}
