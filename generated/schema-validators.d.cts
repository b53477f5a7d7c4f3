// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 f18fe15f99bc33fd8b11737b0ab780430e6b52025ca377fdd1a12649f6e8df8f).

import type { ValidateFunction } from './validators.cjs';

/** Component schemas marked `"x-standalone-validator": true`. */
export type StandaloneSchemaName = "MemoryExportRecord";
/** schemaValidators[name]: validates (and fills defaults into) one value of that component schema. */
export declare const schemaValidators: Readonly<Record<StandaloneSchemaName, ValidateFunction>>;
