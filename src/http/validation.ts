import type { ErrorObject, ValidateFunction } from 'ajv';
import { ValidationError, type ValidationIssue } from '../domain/errors/app-error.js';

type Location = 'path' | 'query' | 'header' | 'body';

const TYPE_BY_KEYWORD: Record<string, string> = {
  required: 'missing',
  type: 'type_error',
  enum: 'enum',
  const: 'const',
  additionalProperties: 'extra_forbidden',
  minimum: 'value_error.number',
  maximum: 'value_error.number',
  exclusiveMinimum: 'value_error.number',
  exclusiveMaximum: 'value_error.number',
  minLength: 'value_error.string_too_short',
  maxLength: 'value_error.string_too_long',
  pattern: 'value_error.string_pattern',
  format: 'value_error.format',
  minItems: 'value_error.list_too_short',
  maxItems: 'value_error.list_too_long',
  uniqueItems: 'value_error.list_unique',
  minProperties: 'value_error.empty',
  maxProperties: 'value_error.too_many_properties',
};

function pointerToLoc(pointer: string): Array<string | number> {
  if (!pointer) return [];
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** Turns Ajv errors into the `HTTPValidationError.detail` list. */
export function toIssues(location: Location, errors: ErrorObject[] | null | undefined): ValidationIssue[] {
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const e of errors ?? []) {
    // oneOf/anyOf wrappers repeat what their branches already said.
    if (e.keyword === 'oneOf' || e.keyword === 'anyOf' || e.keyword === 'if') continue;
    const loc: Array<string | number> = [location, ...pointerToLoc(e.instancePath)];
    const params = e.params as Record<string, unknown>;
    if (e.keyword === 'required') loc.push(String(params.missingProperty));
    if (e.keyword === 'additionalProperties') loc.push(String(params.additionalProperty));
    const issue = {
      loc,
      msg: e.keyword === 'additionalProperties' ? 'unknown field' : (e.message ?? 'invalid value'),
      type: TYPE_BY_KEYWORD[e.keyword] ?? e.keyword,
    };
    const id = JSON.stringify(issue);
    if (!seen.has(id)) {
      seen.add(id);
      issues.push(issue);
    }
  }
  return issues.length ? issues : [{ loc: [location], msg: 'invalid value', type: 'value_error' }];
}

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
