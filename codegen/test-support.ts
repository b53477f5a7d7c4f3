// Helpers for codegen's own unit tests: a throw-away copy of the fixture spec, and a loader for
// generated CommonJS text that resolves ajv/ajv-formats from this repository's node_modules.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURE_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export function copyFixture(): { root: string; cleanup: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'codegen-fixture-'));
  for (const dir of ['openapi', 'schemas']) cpSync(path.join(FIXTURE_ROOT, dir), path.join(root, dir), { recursive: true });
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

export function loadCommonJs<T>(code: string): T {
  const module = { exports: {} as Record<string, unknown> };
  const requireFromRepo = createRequire(import.meta.url);
  new Function('require', 'module', 'exports', code)(requireFromRepo, module, module.exports);
  return module.exports as T;
}
