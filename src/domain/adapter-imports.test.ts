/**
 * The domain imports no adapter package: it declares ports, and src/adapters/ or
 * src/persistence/ implements them (docs/architecture.md, "Target layout"). This reads every
 * production file under src/domain/ and fails on an import of a package that talks to the
 * outside world, so the rule stays kept. Tests under src/domain/ may use them (a test starts a
 * child process to build a fixture), production code may not.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../repo-root.js';

/** Packages that are adapters: mail, code hosts, metrics, tracing, Redis, sockets, processes, HTTP, storage, Koa. */
const ADAPTER_PACKAGE = /^(nodemailer|@octokit\/.*|prom-client|@opentelemetry\/.*|ioredis|(node:)?(http|https|http2|net|child_process)|koa|@koa\/.*|knex|pg|@electric-sql\/.*)$/;

/**
 * Files that still import an adapter package, each with the packages it imports. The list only
 * shrinks: a file moved out or freed of its adapter must leave it (the test says so).
 */
const NOT_YET_MOVED: Record<string, string[]> = {};

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** The packages a source text imports (type-only imports included: the type ties the domain to the package too). */
export function importedPackages(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((m) => m[1]!).filter((spec) => !spec.startsWith('.'));
}

function productionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function adapterImportsUnderDomain(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of productionFiles(path.join(repoRoot, 'src/domain'))) {
    const adapters = [...new Set(importedPackages(fs.readFileSync(file, 'utf8')).filter((p) => ADAPTER_PACKAGE.test(p)))].sort();
    if (adapters.length > 0) found[path.relative(repoRoot, file).split(path.sep).join('/')] = adapters;
  }
  return found;
}

describe('the domain imports no adapter package', () => {
  it('reads imports of every form, type-only and dynamic included', () => {
    const source = "import type { Redis } from 'ioredis';\nimport http from 'node:http';\nconst m = await import('nodemailer');\nimport { x } from './local.js';\nexport { y } from \"prom-client\";";
    expect(importedPackages(source)).toEqual(['ioredis', 'node:http', 'nodemailer', 'prom-client']);
  });

  it('no file under src/domain imports one beyond those not yet moved to src/adapters', () => {
    const found = adapterImportsUnderDomain();
    const fresh = Object.fromEntries(Object.entries(found).filter(([file, pkgs]) => pkgs.some((p) => !NOT_YET_MOVED[file]?.includes(p))));
    expect(fresh, 'declare a port in src/domain and implement it under src/adapters/').toEqual({});
  });

  it('the list of files not yet moved only names files that still import an adapter', () => {
    const found = adapterImportsUnderDomain();
    const stale = Object.entries(NOT_YET_MOVED).filter(([file, pkgs]) => pkgs.some((p) => !found[file]?.includes(p))).map(([file]) => file);
    expect(stale, 'remove these from NOT_YET_MOVED').toEqual([]);
  });
});
