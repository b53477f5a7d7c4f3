/**
 * The fast test tier (`npm run test:fast`): the unit test files that need no server, database,
 * child process or real timer. scripts/test-tiers.ts decides which they are and writes the list
 * to FAST_TIER_FILE; the vitest configs read it from here.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where unit test files live (the root vitest config's include). */
export const TEST_ROOTS = ['src', 'codegen', 'bench'];

export const FAST_TIER_FILE = 'src/testing/fast-tier.json';

export interface FastTierList {
  /** Test files of the fast tier, relative to the repository root. */
  fast: string[];
  /** Every other test file, with the reason it needs the full tier. */
  full: Record<string, string>;
}

export function fastTierFiles(root: string = process.cwd()): string[] {
  const list = JSON.parse(fs.readFileSync(path.join(root, FAST_TIER_FILE), 'utf8')) as FastTierList;
  return list.fast;
}
