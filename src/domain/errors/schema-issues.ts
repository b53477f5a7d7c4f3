/**
 * JSON Schema (Ajv) errors as validation issues (`HTTPValidationError.detail`): the one
 * translation the request pipeline and the domain services that check input against the same
 * schemas share.
 */
import type { ErrorObject } from 'ajv';
import type { ValidationIssue } from './app-error.js';

export type IssueLocation = 'path' | 'query' | 'header' | 'body';

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
export function toIssues(location: IssueLocation, errors: ErrorObject[] | null | undefined): ValidationIssue[] {
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

