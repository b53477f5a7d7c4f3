/**
 * Test helper: a real git repository under a roots folder, for vcs_exec's git commands. Its
 * configuration asks git to run programs (fsmonitor, external diff, textconv, pager, hooks)
 * that each leave a marker file when run, so a test can show none of them ran.
 *
 *   base/roots/demo       the repository (main, feature; tag v1.0; notes.txt changed, not staged)
 *   base/outside          another repository, outside the roots
 *   base/parent/sub       a folder whose repository (base/parent) is above it
 *   base/secret.txt       a file outside every repository
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export interface GitFixture {
  base: string;
  roots: string;
  repo: string;
  outside: string;
  parent: string;
  nested: string;
  secret: string;
  /** git in the repository with every program of its configuration off (for checks). */
  git(args: string[], cwd?: string): string;
  /** Names of the marker files programs from the configuration left. */
  markers(): string[];
  remove(): void;
}

const QUIET = ['-c', 'core.hooksPath=/dev/null', '-c', 'core.fsmonitor=false', '-c', 'diff.external=', '-c', 'core.pager=cat'];

function run(args: string[], cwd: string): string {
  return execFileSync('git', [...QUIET, ...args], { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0' } });
}

function init(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  run(['init', '-q', '-b', 'main'], dir);
  run(['config', 'user.name', 'Ada'], dir);
  run(['config', 'user.email', 'ada@example.com'], dir);
  run(['config', 'commit.gpgSign', 'false'], dir);
}

export function createGitFixture(): GitFixture {
  const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-vcs-git-')));
  const roots = path.join(base, 'roots');
  const repo = path.join(roots, 'demo');
  const outside = path.join(base, 'outside');
  const parent = path.join(base, 'parent');
  const nested = path.join(parent, 'sub');
  const secret = path.join(base, 'secret.txt');
  fs.writeFileSync(secret, 'not for git\n');

  init(repo);
  fs.mkdirSync(path.join(repo, 'src'));
  fs.writeFileSync(path.join(repo, 'src/a.ts'), 'export const a = 1;\n');
  fs.writeFileSync(path.join(repo, 'notes.txt'), 'hello\n');
  fs.writeFileSync(path.join(repo, 'big.txt'), `${'x'.repeat(99)}\n`.repeat(3000)); // 300000 bytes
  fs.writeFileSync(path.join(repo, '.gitattributes'), '*.txt diff=shout\n');
  run(['add', '.'], repo);
  run(['commit', '-q', '-m', 'First commit'], repo);
  run(['tag', '-a', 'v1.0', '-m', 'Version 1.0'], repo);
  fs.writeFileSync(path.join(repo, 'src/a.ts'), 'export const a = 2;\n');
  run(['commit', '-q', '-am', 'Second commit'], repo);
  run(['branch', 'feature'], repo);
  run(['remote', 'add', 'origin', 'https://ada:s3cret-token@example.com/demo.git'], repo);
  fs.writeFileSync(path.join(repo, 'notes.txt'), 'hello again\n');

  // Programs git would run from this configuration; each leaves base/ran-<name>.
  const mark = (name: string) => `touch '${path.join(base, `ran-${name}`)}'`;
  run(['config', 'core.fsmonitor', mark('fsmonitor')], repo);
  run(['config', 'diff.external', mark('external-diff')], repo);
  run(['config', 'diff.shout.textconv', `${mark('textconv')}; cat`], repo);
  run(['config', 'core.pager', `${mark('pager')}; cat`], repo);
  run(['config', 'core.editor', mark('editor')], repo);
  for (const hook of ['pre-commit', 'commit-msg', 'post-commit', 'post-checkout', 'reference-transaction']) {
    const file = path.join(repo, '.git/hooks', hook);
    fs.writeFileSync(file, `#!/bin/sh\n${mark(hook)}\n`);
    fs.chmodSync(file, 0o755);
  }

  init(outside);
  fs.writeFileSync(path.join(outside, 'o.txt'), 'outside\n');
  run(['add', '.'], outside);
  run(['commit', '-q', '-m', 'Outside'], outside);
  init(parent);
  fs.mkdirSync(nested);
  fs.writeFileSync(path.join(nested, 'n.txt'), 'nested\n');
  run(['add', '.'], parent);
  run(['commit', '-q', '-m', 'Parent'], parent);

  return {
    base, roots, repo, outside, parent, nested, secret,
    git: (args, cwd = repo) => run(args, cwd),
    markers: () => fs.readdirSync(base).filter((name) => name.startsWith('ran-')),
    remove: () => fs.rmSync(base, { recursive: true, force: true }),
  };
}

type Json = Record<string, any>;
const text = (r: CallToolResult) => (r.content[0] as { text: string }).text;

/** vcs_exec with ["git", ...args], expected to answer; its structured content. */
export async function git(client: Client, args: string[], extra: Json = { path: 'demo' }): Promise<Json> {
  const result = (await client.callTool({ name: 'vcs_exec', arguments: { ...extra, args: ['git', ...args] } })) as CallToolResult;
  expect(result.isError, result.isError ? text(result) : '').toBeFalsy();
  return result.structuredContent as Json;
}

/** vcs_exec with `args`, expected to be refused; the error text. */
export async function refused(client: Client, args: string[], extra: Json = { path: 'demo' }): Promise<string> {
  const result = (await client.callTool({ name: 'vcs_exec', arguments: { ...extra, args } })) as CallToolResult;
  expect(result.isError).toBe(true);
  return text(result);
}
