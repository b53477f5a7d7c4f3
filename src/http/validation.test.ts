/**
 * Numeric parameters cannot slip past their declared range through Ajv's type coercion
 * (`Infinity`, `1e400`, `0x10`, ` 5`): checked for every numeric parameter of every operation.
 */
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../domain/errors/app-error.js';
import { bundledSpecDocument, validators } from './contract.js';
import { validateStrings } from './validation.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const spec = bundledSpecDocument() as Json;
const deref = (node: Json): Json => (node.$ref ? deref(node.$ref.slice(2).split('/').reduce((o: Json, k: string) => o[k], spec)) : node);

/** [operationId, location, parameter name] of every integer or number parameter in the spec. */
function numericParameters(): Array<[string, 'query' | 'path', string]> {
  const out: Array<[string, 'query' | 'path', string]> = [];
  for (const item of Object.values(spec.paths as Json)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = (item as Json)[method];
      if (!op) continue;
      for (const p of [...((item as Json).parameters ?? []), ...(op.parameters ?? [])].map(deref)) {
        const type = deref(p.schema ?? {}).type;
        if ((type === 'integer' || type === 'number') && (p.in === 'query' || p.in === 'path')) out.push([op.operationId, p.in, p.name]);
      }
    }
  }
  return out;
}

function issuesFor(operationId: string, location: 'query' | 'path', value: Record<string, unknown>) {
  const validate = validators[operationId]?.[location === 'path' ? 'params' : 'query'];
  try {
    validateStrings(validate, value, location);
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.issues;
    throw error;
  }
}

describe('numeric parameters', () => {
  const numeric = numericParameters();

  it('the spec has numeric parameters to check (limit on list and search among them)', () => {
    expect(numeric).toEqual(expect.arrayContaining([['listMemories', 'query', 'limit'], ['searchMemories', 'query', 'limit']]));
  });

  for (const [operationId, location, name] of numeric) {
    it(`${operationId}: ${name} refuses non-decimal and non-finite values with 422`, () => {
      for (const raw of ['Infinity', '-Infinity', '1e400', '0x10', ' 5', '5 ', '+5', '0005', '0b1', '']) {
        const issues = issuesFor(operationId, location, { q: 'x', [name]: raw });
        expect(issues, `${name}=${JSON.stringify(raw)}`).toContainEqual(expect.objectContaining({ loc: [location, name] }));
      }
    });
  }

  it('accepts decimal values in range and fills the default when absent', () => {
    const query: Record<string, unknown> = { q: 'tea', limit: '10' };
    expect(issuesFor('searchMemories', 'query', query)).toEqual([]);
    expect(query.limit).toBe(10);
    const defaulted: Record<string, unknown> = {};
    expect(issuesFor('listMemories', 'query', defaulted)).toEqual([]);
    expect(defaulted.limit).toBe(50);
  });
});
