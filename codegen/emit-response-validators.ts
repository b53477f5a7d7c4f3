// generated/response-validators.cjs (+ .d.cts): response body validators for contract tests.
// No coercion and no defaults: a response must match the spec exactly as the server sent it.
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { createAjv, toAjvRefs } from './ajv-setup.js';
import type { OpenApiDocument } from './bundle.js';
import { scopedModule } from './emit-validators.js';
import { commentHeader } from './header.js';
import { isJsonMediaType, listOperations } from './operations-model.js';

const standaloneCode = ((standaloneCodeModule as any).default ?? standaloneCodeModule) as typeof standaloneCodeModule.default;
const q = (s: string) => JSON.stringify(s);

export function emitResponseValidators(doc: OpenApiDocument, specHash: string): { js: string; dts: string } {
  const ajv = createAjv(doc, { coerceTypes: false, useDefaults: false });
  const exportsMap: Record<string, string> = {};
  const entries: string[] = [];
  const operations = listOperations(doc).sort((a, b) => a.operationId.localeCompare(b.operationId));
  for (const op of operations) {
    const statuses: string[] = [];
    for (const [status, response] of Object.entries(op.responses)) {
      const byType: string[] = [];
      for (const [contentType, media] of Object.entries(response.content)) {
        if (!isJsonMediaType(contentType) || media.schema === undefined) continue;
        const id = `${op.operationId}.${status}.${contentType}`;
        ajv.addSchema(toAjvRefs(media.schema) as object, id);
        exportsMap[id] = id;
        byType.push(`${q(contentType)}: v[${q(id)}]`);
      }
      if (byType.length) statuses.push(`${q(status)}: { ${byType.join(', ')} }`);
    }
    entries.push(`  ${q(op.operationId)}: { ${statuses.join(', ')} },`);
  }
  const js = [
    commentHeader(specHash),
    '"use strict";',
    scopedModule('v', standaloneCode(ajv, exportsMap)),
    `exports.responseValidators = {\n${entries.join('\n')}\n};`,
    '',
  ].join('\n');
  const dts = [
    commentHeader(specHash),
    "import type { ValidateFunction } from './validators.cjs';",
    '',
    '/** responseValidators[operationId][status][contentType]; status as written in the spec ("200", "4XX", "default"). JSON bodies only. */',
    'export declare const responseValidators: Readonly<',
    '  Record<string, Readonly<Record<string, Readonly<Record<string, ValidateFunction>>>>>',
    '>;',
    '',
  ].join('\n');
  return { js, dts };
}
