import { catalogue, type ErrorCode } from './catalogue.js';

export interface AppErrorOptions {
  message?: string;
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * A domain error with a catalogued code (`AREA-NNN`). The HTTP status comes from the
 * catalogue, so services never think in status codes and one middleware maps them all.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const entry = catalogue[code];
    super(options.message ?? entry.message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = entry.status;
    this.details = options.details;
    this.headers = options.headers;
  }
}

/** One entry of the validation error list (`HTTPValidationError.detail[]`). */
export interface ValidationIssue {
  loc: Array<string | number>;
  msg: string;
  type: string;
}

/**
 * Request validation failure: answered as 422 `HTTPValidationError`, with code `REQUEST-001`
 * or, for a semantic check with a name of its own, that domain code (a 422 in the catalogue).
 */
export class ValidationError extends AppError {
  readonly issues: ValidationIssue[];
  constructor(issues: ValidationIssue[], code: ErrorCode = 'REQUEST-001') {
    super(code);
    this.issues = issues;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
