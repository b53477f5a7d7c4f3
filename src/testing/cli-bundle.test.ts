/**
 * The prebuilt `memplat` bundle (bin/cli-bundle.mjs), on a small checkout of its own: one module
 * built from the TypeScript, each source keeping its own import.meta.url, rebuilt when a source is
 * newer or when the checkout moved (its file addresses would point into the old one).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cliBundleIsFresh, cliBundlePath, ensureCliBundle } from '../../bin/cli-bundle.mjs';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

function checkout(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-bundle-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'src/cli'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src/cli/main.ts'), "import { where } from '../where.js';\nconst answer: string = where();\nprocess.stdout.write(answer);\n");
  fs.writeFileSync(path.join(root, 'src/where.ts'), "export const where = (): string => `v1 ${import.meta.url}`;\n");
  return root;
}

const run = (root: string) => execFileSync(process.execPath, [cliBundlePath(root)], { encoding: 'utf8' });

describe('the memplat bundle', () => {
  it('is one module of the sources, each keeping its own import.meta.url', async () => {
    const root = checkout();
    expect(cliBundleIsFresh(root)).toBe(false);
    await ensureCliBundle(root);
    expect(cliBundleIsFresh(root)).toBe(true);
    expect(run(root)).toBe(`v1 ${pathToFileURL(path.join(root, 'src/where.ts')).href}`);
    expect(fs.existsSync(`${cliBundlePath(root)}.map`)).toBe(true);
  });

  it('is rebuilt when a source is newer than it', async () => {
    const root = checkout();
    await ensureCliBundle(root);
    const source = path.join(root, 'src/where.ts');
    fs.writeFileSync(source, "export const where = (): string => 'v2';\n");
    const later = new Date(fs.statSync(cliBundlePath(root)).mtimeMs + 5_000);
    fs.utimesSync(source, later, later);
    expect(cliBundleIsFresh(root)).toBe(false);
    await ensureCliBundle(root);
    expect(run(root)).toBe('v2');
  });

  it('is rebuilt when the checkout it was built in moved', async () => {
    const root = checkout();
    await ensureCliBundle(root);
    const moved = `${root}-moved`;
    roots.push(moved);
    fs.cpSync(root, moved, { recursive: true, preserveTimestamps: true });
    expect(cliBundleIsFresh(moved)).toBe(false);
    await ensureCliBundle(moved);
    expect(run(moved)).toBe(`v1 ${pathToFileURL(path.join(moved, 'src/where.ts')).href}`);
  });
});
