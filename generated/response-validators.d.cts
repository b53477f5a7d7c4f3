// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 bc77e2ecfb2a1f51124375fe0157e85dcdf0abf25be0fb4e3ec8171b670f121a).

import type { ValidateFunction } from './validators.cjs';

/** responseValidators[operationId][status][contentType]; status as written in the spec ("200", "4XX", "default"). JSON bodies only. */
export declare const responseValidators: Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, ValidateFunction>>>>>
>;
