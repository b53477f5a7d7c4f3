/**
 * bin/young-generation.mjs: a long-running `memplat` process re-executes itself (same PID) with
 * 16 MiB semi-spaces unless a bound was given; short commands start once. On a Node without
 * process.execve (Node 20, whose default is already 16 MiB) nothing changes.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../repo-root.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-young-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
// Stands in for bin/memplat.mjs: bounds the young generation, then reports how it runs.
const script = path.join(dir, 'report.mjs');
fs.writeFileSync(script, [
  `import { boundYoungGeneration } from ${JSON.stringify(pathToFileURL(path.join(repoRoot, 'bin/young-generation.mjs')).href)};`,
  // The child keeps its first PID in its own environment across the re-execution (||=: set once).
  `process.env.FIRST_PID ||= String(process.pid);`,
  `const firstPid = process.env.FIRST_PID;`,
  'boundYoungGeneration();',
  'process.stdout.write(JSON.stringify({ firstPid, pid: String(process.pid), execArgv: process.execArgv, argv: process.argv.slice(2) }));',
].join('\n'));

function run(args: string[], nodeOptions = ''): { firstPid: string; pid: string; execArgv: string[]; argv: string[] } {
  return JSON.parse(execFileSync(process.execPath, [script, ...args], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: nodeOptions, FIRST_PID: '' } })) as never;
}

const reExecutes = typeof (process as { execve?: unknown }).execve === 'function';

describe('the young generation of a memplat process', () => {
  it('is bounded to 16 MiB semi-spaces for serve, in the same process with the same arguments', () => {
    const report = run(['serve', '--x']);
    expect(report.pid).toBe(report.firstPid);
    expect(report.argv).toEqual(['serve', '--x']);
    expect(report.execArgv.includes('--max-semi-space-size=16')).toBe(reExecutes);
  });

  it('keeps a bound given in NODE_OPTIONS', () => {
    expect(run(['serve'], '--max-semi-space-size=64').execArgv).not.toContain('--max-semi-space-size=16');
  });

  it('is left alone for a short command', () => {
    expect(run(['keys']).execArgv).not.toContain('--max-semi-space-size=16');
  });
});
