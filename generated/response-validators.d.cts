// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 4ead00e628617975ffa1a50cedba32247ff7cadc509e1f0ac4f3279892f973e3).

import type { ValidateFunction } from './validators.cjs';

/** responseValidators[operationId][status][contentType]; status as written in the spec ("200", "4XX", "default"). JSON bodies only. */
export declare const responseValidators: Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, ValidateFunction>>>>>
>;
