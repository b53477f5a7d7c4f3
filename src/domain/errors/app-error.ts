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

/**
 * A validation failure of an input a service was handed, its issues located by field of that
 * input (`['tags', 1]`, `[]` for the input as a whole). Where the input came from is the edge's
 * to say: it re-roots the issues with `at` (REST and MCP: `'body'`), so the service never
 * names an HTTP location.
 */
export class FieldValidationError extends ValidationError {
  /** The same failure with every issue under `root` (`at('body')`: `['value']` becomes `['body', 'value']`). */
  at(...root: Array<string | number>): ValidationError {
    return new ValidationError(this.issues.map((i) => ({ ...i, loc: [...root, ...i.loc] })), this.code);
  }
}

/**
 * The field an issue names, for a one-line message: the whole location of a FieldValidationError
 * (already relative to its input), the location after the request part (`body`, `query`,
 * `path`, `header`) otherwise; `whole` when it names the input as a whole.
 */
export function issueField(error: ValidationError, issue: ValidationIssue, whole: string): string {
  const field = error instanceof FieldValidationError ? issue.loc : issue.loc.slice(1);
  return field.join('.') || (error instanceof FieldValidationError ? whole : issue.loc.join('.')) || whole;
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
