/**
 * bin/heap-growth.mjs: a long-running `memplat` process (serve, mcp) bounds V8's old-generation
 * growth factor to 1.5 unless the node command gave one; short commands are left alone. The
 * resident memory it saves is measured by the bench (bench/results/memory-2026-11-29.md).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../repo-root.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-heap-growth-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
// Stands in for bin/memplat.mjs: reports the flags the process gets, then sets them.
const script = path.join(dir, 'report.mjs');
fs.writeFileSync(script, [
  `import { boundHeapGrowth, heapGrowthFlags } from ${JSON.stringify(pathToFileURL(path.join(repoRoot, 'bin/heap-growth.mjs')).href)};`,
  'const flags = heapGrowthFlags();',
  'boundHeapGrowth();',
  'process.stdout.write(JSON.stringify(flags));',
].join('\n'));

function flagsOf(args: string[], nodeArgs: string[] = []): string[] {
  return JSON.parse(execFileSync(process.execPath, [...nodeArgs, script, ...args], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } })) as string[];
}

describe('the old generation growth of a memplat process', () => {
  it('is bounded to 1.5 times the live heap for serve and mcp', () => {
    expect(flagsOf(['serve'])).toEqual(['--heap-growing-percent=50']);
    expect(flagsOf(['mcp', '--x'])).toEqual(['--heap-growing-percent=50']);
  });

  it('keeps a factor given in the node command', () => {
    expect(flagsOf(['serve'], ['--heap-growing-percent=0'])).toEqual([]);
  });

  it('is left alone for a short command', () => {
    expect(flagsOf(['keys'])).toEqual([]);
  });
});
