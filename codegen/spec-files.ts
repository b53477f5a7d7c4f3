// Where the contract lives on disk, how its files are read, and the hash that names a spec version.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

export interface SpecLayout {
  root: string; // repository (or fixture) root
  openapiDir: string;
  rootFile: string; // openapi/openapi.yaml
  schemasDir: string;
  mcpSchemasDir: string;
  generatedDir: string;
}

export function layoutFor(root: string): SpecLayout {
  const abs = path.resolve(root);
  return {
    root: abs,
    openapiDir: path.join(abs, 'openapi'),
    rootFile: path.join(abs, 'openapi', 'openapi.yaml'),
    schemasDir: path.join(abs, 'schemas'),
    mcpSchemasDir: path.join(abs, 'schemas', 'mcp'),
    generatedDir: path.join(abs, 'generated'),
  };
}

/** Parses a YAML or JSON file. Each call returns a fresh object, so callers may mutate it. */
export function loadDocument(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return file.endsWith('.json') ? JSON.parse(text) : parseYaml(text, { merge: false, uniqueKeys: true });
  } catch (err) {
    throw new Error(`Cannot parse ${file}: ${(err as Error).message}`);
  }
}

/** All regular files under dir, as sorted POSIX paths relative to `base`. */
export function listFilesRecursive(dir: string, base: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current)) {
      const full = path.join(current, entry);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(base, full).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * sha256 over every file of openapi/** and schemas/**: for each file in sorted relative-path order,
 * the path, a NUL byte, the raw contents, a NUL byte. Same inputs -> same hash on every machine.
 */
export function computeSpecHash(layout: SpecLayout): string {
  const hash = createHash('sha256');
  const files = [
    ...listFilesRecursive(layout.openapiDir, layout.root),
    ...listFilesRecursive(layout.schemasDir, layout.root),
  ].sort();
  for (const rel of files) {
    hash.update(rel);
    hash.update('\0');
    hash.update(readFileSync(path.join(layout.root, rel)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Top-level schema component files: schemas/<Name>.json -> Name (schemas/mcp/ is separate). */
export function listSchemaComponentFiles(layout: SpecLayout): Map<string, string> {
  const map = new Map<string, string>();
  if (!existsSync(layout.schemasDir)) return map;
  for (const entry of readdirSync(layout.schemasDir).sort()) {
    const full = path.join(layout.schemasDir, entry);
    if (entry.endsWith('.json') && statSync(full).isFile()) map.set(entry.slice(0, -'.json'.length), full);
  }
  return map;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
