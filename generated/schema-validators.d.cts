// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 6f3c4dd508181cf5936128281a1369cf301a2b9eebfc2064cd195d04d455ca7a).

import type { ValidateFunction } from './validators.cjs';

/** Component schemas marked `"x-standalone-validator": true`. */
export type StandaloneSchemaName = "MemoryExportRecord";
/** schemaValidators[name]: validates (and fills defaults into) one value of that component schema. */
export declare const schemaValidators: Readonly<Record<StandaloneSchemaName, ValidateFunction>>;
