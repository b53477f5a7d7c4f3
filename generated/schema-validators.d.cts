// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 f84e357634ac7a3e41f6aed845e0bb8eb0aff5ca8e46a9a9764a04f3e7f50bb9).

import type { ValidateFunction } from './validators.cjs';

/** Component schemas marked `"x-standalone-validator": true`. */
export type StandaloneSchemaName = "MemoryExportRecord";
/** schemaValidators[name]: validates (and fills defaults into) one value of that component schema. */
export declare const schemaValidators: Readonly<Record<StandaloneSchemaName, ValidateFunction>>;
