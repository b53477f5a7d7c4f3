/** Test helper: runs the `memplat` command (bin/memplat.mjs) in a child process. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../repo-root.js';
import { CLI_BUNDLE_ENV } from '../../testing/cli-bundle.js';

/**
 * The `memplat` command for tests: the bundle the unit config's global setup built for this run
 * (src/testing/cli-bundle.ts; it names it in CLI_BUNDLE_ENV), else bin/memplat.mjs itself. Both
 * run the same sources; the bundle skips tsx's transform of every module in every child process.
 */
export const MEMPLAT_BIN = process.env[CLI_BUNDLE_ENV] || path.join(repoRoot, 'bin/memplat.mjs');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Environment for a child `memplat`: the test's settings on top of PATH and HOME only. */
export function cliEnv(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env };
}

export function runCli(args: string[], env: Record<string, string>, input?: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MEMPLAT_BIN, ...args], { env: cliEnv(env), cwd: repoRoot });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}
