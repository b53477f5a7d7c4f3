// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 fcd5e19287e9d96d67b24366386a958cb2de82cf34780db4c5d5cd10908af448).

import type { ValidateFunction } from './validators.cjs';

/** Component schemas marked `"x-standalone-validator": true`. */
export type StandaloneSchemaName = "AgentName" | "MemoryCreate" | "MemoryExportRecord" | "MemoryKey" | "MemoryUpdate" | "UserId";
/** schemaValidators[name]: validates (and fills defaults into) one value of that component schema. */
export declare const schemaValidators: Readonly<Record<StandaloneSchemaName, ValidateFunction>>;
