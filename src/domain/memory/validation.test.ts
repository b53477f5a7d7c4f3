import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/app-error.js';
import { checkedByContract, validateMemoryInput, validateMemoryPatch } from './validation.js';
import type { MemoryInput, MemoryPatch } from './types.js';

const issuesOf = (run: () => unknown): { code: string; types: string[] } => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return { code: error.code, types: error.issues.map((i) => i.type) };
    throw error;
  }
  return { code: 'none', types: [] };
};

describe('memory body validation', () => {
  it('checks a plain body against the schema and fills its defaults', () => {
    expect(issuesOf(() => validateMemoryInput({ key: 'k', value: 'v', importance: 2 } as MemoryInput)).code).toBe('REQUEST-001');
    expect(validateMemoryInput({ key: 'k', value: 'v' })).toMatchObject({ scope: 'persistent', importance: 0.5, tags: [] });
  });

  it('does not run the schema again on a body the pipeline validated, but still the domain rules', () => {
    // Out of the schema on purpose: had it been checked again, importance would be reported.
    const checked = checkedByContract({ key: 'k', value: 'v', importance: 2 } as MemoryInput);
    expect(validateMemoryInput(checked)).toEqual({ key: 'k', value: 'v', importance: 2 });
    expect(issuesOf(() => validateMemoryInput(checkedByContract({ key: 'k', value: '   ' })))).toEqual({ code: 'REQUEST-001', types: ['value_error.blank'] });
    const bigMetadata = { blob: 'x'.repeat(40_000) };
    expect(issuesOf(() => validateMemoryInput(checkedByContract({ key: 'k', value: 'v', metadata: bigMetadata }))).types).toEqual(['value_error.too_large']);
  });

  it('a validated patch keeps the key rule, the empty-patch rule and the domain rules', () => {
    const renamed = checkedByContract({ key: 'other', value: 'v' } as MemoryPatch & { key: string });
    expect(issuesOf(() => validateMemoryPatch('k', renamed)).code).toBe('MEMORY-006');
    expect(issuesOf(() => validateMemoryPatch('k', checkedByContract({}))).types).toEqual(['value_error.empty']);
    expect(issuesOf(() => validateMemoryPatch('k', checkedByContract({ tags: ['ok', ' '] }))).types).toEqual(['value_error.blank']);
    expect(issuesOf(() => validateMemoryPatch('k', checkedByContract({ importance: 2 } as MemoryPatch))).code).toBe('none');
    expect(issuesOf(() => validateMemoryPatch('k', { importance: 2 } as MemoryPatch)).code).toBe('REQUEST-001');
  });
});
