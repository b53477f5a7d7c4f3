// `tsx codegen/validate-spec.ts [--root <dir>]` (part of `npm run lint:spec`, after spectral).
// Checks what spectral cannot: the bundle is a valid OpenAPI 3.1 document, operationIds are
// present, camelCase and unique, and no path item in openapi/paths/*.yaml is left unreferenced.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSpec } from './bundle.js';
import { validateBundledDocument } from './emit-openapi.js';
import { parsePointer } from './json-pointer.js';
import { HTTP_METHODS } from './operations-model.js';
import { isPlainObject, layoutFor, loadDocument, type SpecLayout } from './spec-files.js';

const OPERATION_ID = /^[a-z][A-Za-z0-9]*$/;

/** Path-file keys that the root's `paths` do not reference, and root refs whose key differs from the path. */
export function findPathFileProblems(layout: SpecLayout): string[] {
  const problems: string[] = [];
  const root = loadDocument(layout.rootFile) as Record<string, any>;
  const referenced = new Set<string>();
  for (const [route, item] of Object.entries<any>(root.paths ?? {})) {
    if (!isPlainObject(item) || typeof item.$ref !== 'string') continue;
    const [location = '', fragment = ''] = item.$ref.split('#');
    const file = path.resolve(layout.openapiDir, location);
    const tokens = parsePointer(fragment);
    referenced.add(`${file}\0${tokens.join('/')}`);
    if (tokens.length !== 1 || tokens[0] !== route) {
      problems.push(`paths["${route}"] refers to ${item.$ref}, which is not the path item of "${route}"`);
    }
  }
  const pathsDir = path.join(layout.openapiDir, 'paths');
  if (!existsSync(pathsDir)) return problems;
  for (const entry of readdirSync(pathsDir).sort()) {
    if (!/\.(ya?ml|json)$/.test(entry)) continue;
    const file = path.join(pathsDir, entry);
    const doc = loadDocument(file);
    if (!isPlainObject(doc)) {
      problems.push(`openapi/paths/${entry} must map paths to path items`);
      continue;
    }
    for (const key of Object.keys(doc)) {
      if (key.startsWith('x-')) continue;
      if (!referenced.has(`${file}\0${key}`)) problems.push(`openapi/paths/${entry}: "${key}" is not referenced from openapi.yaml paths`);
    }
  }
  return problems;
}

export function findOperationIdProblems(doc: Record<string, any>): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [route, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      if (!isPlainObject(op)) continue;
      const where = `${method.toUpperCase()} ${route}`;
      const id = op.operationId;
      if (typeof id !== 'string' || id === '') {
        problems.push(`${where} has no operationId`);
        continue;
      }
      if (!OPERATION_ID.test(id)) problems.push(`${where}: operationId "${id}" is not camelCase`);
      if (seen.has(id)) problems.push(`operationId "${id}" is used by both ${seen.get(id)} and ${where}`);
      else seen.set(id, where);
    }
  }
  return problems;
}

export async function validateSpec(layout: SpecLayout): Promise<string[]> {
  const doc = bundleSpec(layout); // throws on unresolvable or external refs
  const problems = [...findOperationIdProblems(doc), ...findPathFileProblems(layout)];
  try {
    await validateBundledDocument(doc);
  } catch (err) {
    problems.push((err as Error).message);
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rootAt = process.argv.indexOf('--root');
  const root = rootAt >= 0 ? process.argv[rootAt + 1]! : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  validateSpec(layoutFor(root)).then(
    (problems) => {
      if (problems.length === 0) {
        console.log('validate-spec: OK');
        return;
      }
      for (const p of problems) console.error(`validate-spec: ${p}`);
      process.exit(1);
    },
    (err: unknown) => {
      console.error(`validate-spec: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
