import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../repo-root.js';
import { FAST_TIER_FILE, type FastTierList } from './fast-tier.js';
import { ISOLATED_TEST_FILES, isolatedTestReason } from './isolated-tests.js';

const tiers = JSON.parse(fs.readFileSync(path.join(repoRoot, FAST_TIER_FILE), 'utf8')) as FastTierList;
const storeLaneFiles = Object.keys(tiers.full);

describe('test files that share a worker (vitest.config.ts)', () => {
  it('lists every store-lane file that changes process-wide state as isolated', () => {
    const unlisted = storeLaneFiles
      .map((file) => [file, isolatedTestReason(fs.readFileSync(path.join(repoRoot, file), 'utf8'))] as const)
      .filter(([file, reason]) => reason !== undefined && !(file in ISOLATED_TEST_FILES))
      .map(([file, reason]) => `${file}: ${reason}`);
    expect(unlisted).toEqual([]);
  });

  it('lists only test files that exist', () => {
    const missing = Object.keys(ISOLATED_TEST_FILES).filter((file) => !fs.existsSync(path.join(repoRoot, file)));
    expect(missing).toEqual([]);
  });

  it('sees the changes it looks for', () => {
    expect(isolatedTestReason("vi.mock('../db.js')")).toBeDefined();
    expect(isolatedTestReason('process.env.OTEL_SERVICE_NAME = "x";')).toBeDefined();
    expect(isolatedTestReason("delete process.env['PORT'];")).toBeDefined();
    expect(isolatedTestReason('if (process.env.PORT === "1") start();')).toBeUndefined();
    expect(isolatedTestReason('const env = { ...process.env, PORT: "0" };')).toBeUndefined();
  });
});
