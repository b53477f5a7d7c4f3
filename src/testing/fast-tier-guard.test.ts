/**
 * The fast tier's guard (src/testing/fast-tier-guard.ts, that tier's setup file) refuses what the
 * tier must not do. Importing it here patches this file's worker only (the unit tier isolates files).
 */
import net from 'node:net';
import { spawn, execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import './fast-tier-guard.js';

describe('fast tier guard', () => {
  it('refuses to start a server', () => {
    expect(() => net.createServer().listen(0, '127.0.0.1')).toThrow(/fast tier: this test starts a server/);
  });

  it('refuses to start a child process, through the named imports too', () => {
    expect(() => spawn('true')).toThrow(/fast tier: this test starts a child process \(spawn\)/);
    expect(() => execFileSync('true')).toThrow(/child process \(execFileSync\)/);
  });
});
