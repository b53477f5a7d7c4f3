// Produces every generated file in memory; run.ts writes them or compares them (--check).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleSpec } from './bundle.js';
import { emitMcpTools, buildMcpToolSchemas } from './emit-mcp-tools.js';
import { emitMcpToolTypes } from './emit-mcp-tool-types.js';
import { renderJson, validateBundledDocument, withGeneratedInfo } from './emit-openapi.js';
import { emitOperations } from './emit-operations.js';
import { emitResponseValidators } from './emit-response-validators.js';
import { emitApiTypes } from './emit-types.js';
import { emitRequestValidators } from './emit-validators.js';
import { emitSchemaValidators } from './emit-schema-validators.js';
import { computeSpecHash, type SpecLayout } from './spec-files.js';

export interface GenerationResult {
  /** Path relative to the generated/ directory -> full file contents. */
  files: Map<string, string>;
  specHash: string;
  warnings: string[];
}

export async function generateAll(layout: SpecLayout): Promise<GenerationResult> {
  const specHash = computeSpecHash(layout);
  const doc = bundleSpec(layout);
  await validateBundledDocument(doc);

  const files = new Map<string, string>();
  files.set('openapi.json', renderJson(withGeneratedInfo(doc, specHash)));
  files.set('api-types.ts', await emitApiTypes(doc, specHash));
  const request = emitRequestValidators(doc, specHash);
  files.set('validators.cjs', request.js);
  files.set('validators.d.cts', request.dts);
  const response = emitResponseValidators(doc, specHash);
  files.set('response-validators.cjs', response.js);
  files.set('response-validators.d.cts', response.dts);
  const standalone = emitSchemaValidators(doc, specHash);
  files.set('schema-validators.cjs', standalone.js);
  files.set('schema-validators.d.cts', standalone.dts);
  files.set('operations.ts', emitOperations(doc, specHash));
  const mcp = buildMcpToolSchemas(layout);
  files.set('mcp-tools.ts', emitMcpTools(mcp.tools, specHash));
  files.set('mcp-tool-types.ts', await emitMcpToolTypes(mcp.tools, specHash));
  return { files, specHash, warnings: mcp.warnings };
}

/** Names (relative to generated/) of files whose disk contents differ from `files` or are missing. */
export function findDrift(layout: SpecLayout, files: Map<string, string>): string[] {
  const drift: string[] = [];
  for (const [name, contents] of files) {
    const full = path.join(layout.generatedDir, name);
    if (!existsSync(full) || readFileSync(full, 'utf8') !== contents) drift.push(name);
  }
  return drift.sort();
}

/** Writes only files that changed, so file watchers and mtimes stay quiet on a no-op run. */
export function writeGenerated(layout: SpecLayout, files: Map<string, string>): string[] {
  const changed = findDrift(layout, files);
  mkdirSync(layout.generatedDir, { recursive: true });
  for (const name of changed) writeFileSync(path.join(layout.generatedDir, name), files.get(name)!);
  return changed;
}
