// generated/schema-validators.cjs (+ .d.cts): validators for whole component schemas that code checks
// outside any request body (e.g. one line of a JSON Lines import), chosen in the schema file with
// `"x-standalone-validator": true`. No coercion; defaults are filled in, as for JSON request bodies.
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { componentSchemaId, createAjv } from './ajv-setup.js';
import type { OpenApiDocument } from './bundle.js';
import { scopedModule } from './emit-validators.js';
import { commentHeader } from './header.js';
import { isPlainObject } from './spec-files.js';

const standaloneCode = ((standaloneCodeModule as any).default ?? standaloneCodeModule) as typeof standaloneCodeModule.default;
const q = (s: string) => JSON.stringify(s);

export const STANDALONE_VALIDATOR_KEYWORD = 'x-standalone-validator';

export function emitSchemaValidators(doc: OpenApiDocument, specHash: string): { js: string; dts: string } {
  const ajv = createAjv(doc, { coerceTypes: false, useDefaults: true });
  const names = Object.entries<unknown>(doc.components?.schemas ?? {})
    .filter(([, schema]) => isPlainObject(schema) && schema[STANDALONE_VALIDATOR_KEYWORD] === true)
    .map(([name]) => name)
    .sort();
  const exportsMap = Object.fromEntries(names.map((name) => [name, componentSchemaId(name)]));
  const module = names.length ? scopedModule('v', standaloneCode(ajv, exportsMap)) : 'const v = {};\n';
  const js = [
    commentHeader(specHash),
    '"use strict";',
    module,
    `exports.schemaValidators = {\n${names.map((name) => `  ${q(name)}: v[${q(name)}],`).join('\n')}\n};`,
    '',
  ].join('\n');
  const dts = [
    commentHeader(specHash),
    "import type { ValidateFunction } from './validators.cjs';",
    '',
    `/** Component schemas marked \`"${STANDALONE_VALIDATOR_KEYWORD}": true\`. */`,
    `export type StandaloneSchemaName = ${names.length ? names.map(q).join(' | ') : 'never'};`,
    '/** schemaValidators[name]: validates (and fills defaults into) one value of that component schema. */',
    'export declare const schemaValidators: Readonly<Record<StandaloneSchemaName, ValidateFunction>>;',
    '',
  ].join('\n');
  return { js, dts };
}
