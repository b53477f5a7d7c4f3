// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 ab5e76f3c1fe4d909318387ba107820a3633bef0045a3dd7a46a94c3f1349f58).

import type { ValidateFunction } from './validators.cjs';

/** Component schemas marked `"x-standalone-validator": true`. */
export type StandaloneSchemaName = "MemoryExportRecord";
/** schemaValidators[name]: validates (and fills defaults into) one value of that component schema. */
export declare const schemaValidators: Readonly<Record<StandaloneSchemaName, ValidateFunction>>;
