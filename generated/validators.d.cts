// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 02796650c32dc5dcf93a9f76aebee0114e58349b2c4531730971da00046a2af1).

import type { ErrorObject } from 'ajv';

/** Ajv validate function: returns true when valid, else sets `errors`. May coerce/fill defaults in place. */
export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export interface OperationValidators {
  /** requestBody.required in the spec. */
  readonly bodyRequired: boolean;
  /** Path params object (values coerced from strings). */
  readonly params?: ValidateFunction;
  /** Query object (strings coerced; repeated keys as arrays; scalars wrapped for array params; defaults filled). */
  readonly query?: ValidateFunction;
  /** Headers object keyed by lower-case name; only declared headers are checked. */
  readonly headers?: ValidateFunction;
  readonly cookies?: ValidateFunction;
  /** By request content type (e.g. application/json, application/x-www-form-urlencoded). */
  readonly body?: Readonly<Record<string, ValidateFunction>>;
}

export type ValidatedOperationId = "createInteraction" | "createMemory" | "deleteMemory" | "endMcpSession" | "getApiRoot" | "getGraphUserPattern" | "getHealth" | "getMemory" | "getMetrics" | "getRelatedNodes" | "getUserPattern" | "listMemories" | "openMcpStream" | "postMcpMessage" | "recallMemories" | "recordInteraction" | "searchMemories" | "submitFeedback" | "updateMemory";
export declare const validators: Readonly<Record<ValidatedOperationId, OperationValidators>>;
export declare const bodyRequired: Readonly<Record<ValidatedOperationId, boolean>>;
