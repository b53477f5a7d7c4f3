/**
 * A test file marked `// store-tier: embedded only` runs in the embedded store's lane only
 * (scripts/test-tiers.ts puts it in store-tier.json's `anyStore`). The mark is a promise that the
 * file opens PGlite itself whatever the lane gives it; a file that takes its store from the
 * lane's helpers or reads TEST_DATABASE_URL would then go untested on PostgreSQL, so it may not
 * carry the mark.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORE_TIER_FILE, type StoreTierList } from './store-tier.js';

const root = process.cwd();
const MARK = /^\s*\/\/\s*store-tier:\s*embedded only\b.*$/m;
/** What gives a test the lane's store (PostgreSQL in the PostgreSQL lane). */
const LANE_STORE = /TEST_DATABASE_URL|openTestDatabase|createTestDatabaseUrl|createScratchStore|startTestServer|buildMemoryStack|startAuthTestServer|startMemoryTestServer|startMcpTestServer/;

const list = JSON.parse(fs.readFileSync(path.join(root, STORE_TIER_FILE), 'utf8')) as StoreTierList;
const marked = [...list.store, ...list.anyStore].filter((file) => MARK.test(fs.readFileSync(path.join(root, file), 'utf8')));

describe('files that run on the embedded store only', () => {
  it('are marked with a reason, listed as any-store, and take no store from the lane', () => {
    expect(marked.length).toBeGreaterThan(0);
    for (const file of marked) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      expect(source, file).toMatch(/^\s*\/\/\s*store-tier:\s*embedded only\s*—\s*\S.{10,}$/m);
      expect(list.anyStore, file).toContain(file);
      // The mark's own line may name what the file does not use.
      expect(source.replace(MARK, ''), file).not.toMatch(LANE_STORE);
    }
  });
});

describe('files outside the store\'s own folders that run on each store', () => {
  it('say why, and are listed to run on each store', () => {
    const EACH = /^\s*\/\/\s*store-tier:\s*each store\b.*$/m;
    const each = [...list.store, ...list.anyStore].filter((file) => EACH.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(each.length).toBeGreaterThan(0);
    for (const file of each) {
      expect(fs.readFileSync(path.join(root, file), 'utf8'), file).toMatch(/^\s*\/\/\s*store-tier:\s*each store\s*—\s*\S.{10,}$/m);
      expect(list.store, file).toContain(file);
    }
  });
});
