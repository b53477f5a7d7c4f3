// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 f18fe15f99bc33fd8b11737b0ab780430e6b52025ca377fdd1a12649f6e8df8f).

import type { ValidateFunction } from './validators.cjs';

/** responseValidators[operationId][status][contentType]; status as written in the spec ("200", "4XX", "default"). JSON bodies only. */
export declare const responseValidators: Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, ValidateFunction>>>>>
>;
