import { describe, expect, it } from 'vitest';
import { FieldValidationError, ValidationError } from '../domain/errors/app-error.js';
import type { MemoryInput, MemoryPatch } from '../domain/memory/types.js';
import { memoryWrite } from '../domain/memory/validation.js';
import { issuesAt, parseMemoryInput, parseMemoryUpdate } from './memory-input.js';

const failureOf = (run: () => unknown): ValidationError | null => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  return null;
};

describe('memory input parsed where it enters', () => {
  it('checks a plain body against the schema and fills its defaults', () => {
    expect(failureOf(() => parseMemoryInput({ key: 'k', value: 'v', importance: 2 } as MemoryInput))?.code).toBe('REQUEST-001');
    expect(memoryWrite(parseMemoryInput({ key: 'k', value: 'v' }))).toMatchObject({ scope: 'persistent', importance: 0.5, tags: [] });
  });

  it('returns the input as given (a merge changes only what was given) and leaves it unchanged', () => {
    const given = { key: 'k', value: 'v', tags: ['a'] };
    expect(parseMemoryInput(given)).toEqual({ key: 'k', value: 'v', tags: ['a'] });
  });

  it('answers the schema and the domain rules together, under the location it is given', () => {
    const failure = failureOf(() => parseMemoryInput({ key: 'k', value: '  ', tags: ['x'.repeat(500)] }));
    expect(failure?.issues.map((i) => [i.loc, i.type])).toEqual([
      [['body', 'tags', 0], 'value_error.string_too_long'],
      [['body', 'value'], 'value_error.blank'],
    ]);
    expect(failureOf(() => parseMemoryInput({ key: 'k', value: '' }, 'query'))?.issues[0]?.loc).toEqual(['query', 'value']);
  });

  it('checks a plain patch against the schema, the key rule first', () => {
    expect(failureOf(() => parseMemoryUpdate('k', { importance: 2 } as MemoryPatch))?.code).toBe('REQUEST-001');
    const renamed = failureOf(() => parseMemoryUpdate('k', { key: 'other', importance: 2 }));
    expect([renamed?.code, renamed?.issues[0]?.loc]).toEqual(['MEMORY-006', ['body', 'key']]);
    expect(failureOf(() => parseMemoryUpdate('k', { key: 'k' }))?.issues.map((i) => [i.loc, i.type])).toEqual([[['body'], 'value_error.empty']]);
    expect(parseMemoryUpdate('k', { key: 'k', importance: 0.9 })).toEqual({ key: 'k', importance: 0.9 });
  });

  it('puts what a service reports by field under the edge location, and nothing else', async () => {
    const byField = new FieldValidationError([{ loc: ['value'], msg: 'must not be blank', type: 'value_error.blank' }]);
    await expect(issuesAt('body', () => Promise.reject(byField))).rejects.toMatchObject({ code: 'REQUEST-001', issues: [{ loc: ['body', 'value'] }] });
    const located = new ValidationError([{ loc: ['path', 'key'], msg: 'must not be blank', type: 'value_error.blank' }]);
    await expect(issuesAt('body', () => Promise.reject(located))).rejects.toBe(located);
    await expect(issuesAt('body', async () => 'written')).resolves.toBe('written');
  });
});
