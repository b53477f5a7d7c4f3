// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 ab5e76f3c1fe4d909318387ba107820a3633bef0045a3dd7a46a94c3f1349f58).

import type { ValidateFunction } from './validators.cjs';

/** responseValidators[operationId][status][contentType]; status as written in the spec ("200", "4XX", "default"). JSON bodies only. */
export declare const responseValidators: Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, ValidateFunction>>>>>
>;
