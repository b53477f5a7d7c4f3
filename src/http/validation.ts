import type { ValidateFunction } from 'ajv';
import { ValidationError, type ValidationIssue } from '../domain/errors/app-error.js';
import { toIssues, type IssueLocation as Location } from '../domain/errors/schema-issues.js';

export { toIssues };

export function failValidation(issues: ValidationIssue[]): never {
  throw new ValidationError(issues);
}

/** A JSON number literal: what a parameter declared as a number or integer must look like. */
const DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * Ajv's type coercion turns any string `Number()` accepts into a number: ` 5`, `0x10`, `+5`,
 * and `Infinity` or `1e400`, which then skip `minimum`/`maximum` (Ajv checks bounds only on
 * finite numbers). So every value Ajv coerced to a number must have been written as a
 * decimal literal and be finite; otherwise it is a type error like any other.
 */
function checkCoercion(issues: ValidationIssue[], before: unknown, after: unknown, loc: Array<string | number>): void {
  if (typeof after !== 'number') return;
  const text = Array.isArray(before) && before.length === 1 ? before[0] : before;
  if (typeof text === 'number' && Number.isFinite(text)) return;
  if (typeof text === 'string' && DECIMAL.test(text) && Number.isFinite(after)) return;
  issues.push({ loc, msg: 'must be a finite decimal number', type: 'type_error' });
}

function numericCoercionIssues(raw: Record<string, unknown>, coerced: Record<string, unknown>, location: Location): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const name in coerced) {
    if (!Object.hasOwn(coerced, name) || !(name in raw)) continue; // not in the request: a default filled in by the validator
    const after = coerced[name];
    const before = raw[name];
    if (Array.isArray(after)) {
      const items = Array.isArray(before) ? before : [before];
      for (let i = 0; i < after.length; i++) checkCoercion(issues, items[i], after[i], [location, name, i]);
    } else checkCoercion(issues, before, after, [location, name]);
  }
  return issues;
}

/**
 * Validates (and coerces in place) one part of the request made of strings: path, query,
 * headers or a form body. Fails with every issue Ajv found plus lenient numeric coercions.
 */
export function validateStrings<T extends Record<string, unknown>>(validate: ValidateFunction | undefined, value: T, location: Location): T {
  if (!validate) return value;
  const raw = { ...value } as Record<string, unknown>;
  for (const [k, v] of Object.entries(raw)) if (Array.isArray(v)) raw[k] = [...v];
  const issues = validate(value) ? [] : toIssues(location, validate.errors);
  issues.push(...numericCoercionIssues(raw, value, location));
  if (issues.length) failValidation(issues);
  return value;
}
