// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 b4a26b69cf2302185f2a9cc0e325177fbfbd386a8a9c9aa1eebeb9401256ff21).

import type { ValidateFunction } from './validators.cjs';

/** Component schemas marked `"x-standalone-validator": true`. */
export type StandaloneSchemaName = "MemoryExportRecord";
/** schemaValidators[name]: validates (and fills defaults into) one value of that component schema. */
export declare const schemaValidators: Readonly<Record<StandaloneSchemaName, ValidateFunction>>;
