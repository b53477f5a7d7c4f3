// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 6f3c4dd508181cf5936128281a1369cf301a2b9eebfc2064cd195d04d455ca7a).

import type { ValidateFunction } from './validators.cjs';

/** responseValidators[operationId][status][contentType]; status as written in the spec ("200", "4XX", "default"). JSON bodies only. */
export declare const responseValidators: Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, ValidateFunction>>>>>
>;
