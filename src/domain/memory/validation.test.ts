import { describe, expect, it } from 'vitest';
import { FieldValidationError, ValidationError } from '../errors/app-error.js';
import { checkMemoryInput, checkMemoryPatch, memoryWrite, validateNamespaceNames } from './validation.js';
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

describe('the domain rules of a memory write', () => {
  it('does not run the schema on a parsed input, but still the domain rules', () => {
    // Out of the schema on purpose: had it been checked again, importance would be reported.
    const parsed = { key: 'k', value: 'v', importance: 2 } as MemoryInput;
    expect(checkMemoryInput(parsed)).toEqual({ key: 'k', value: 'v', importance: 2 });
    expect(issuesOf(() => checkMemoryInput({ key: 'k', value: '   ' }))).toEqual({ code: 'REQUEST-001', types: ['value_error.blank'] });
    const bigMetadata = { blob: 'x'.repeat(40_000) };
    expect(issuesOf(() => checkMemoryInput({ key: 'k', value: 'v', metadata: bigMetadata })).types).toEqual(['value_error.too_large']);
  });

  it('reports what fails by field, for the edge to locate', () => {
    const failure = (() => {
      try {
        checkMemoryInput({ key: 'k', value: 'v', tags: ['ok', ' '] });
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(FieldValidationError);
    expect((failure as FieldValidationError).issues.map((i) => i.loc)).toEqual([['tags', 1]]);
    expect((failure as FieldValidationError).at('body').issues.map((i) => i.loc)).toEqual([['body', 'tags', 1]]);
  });

  it('a parsed patch keeps the key rule, the empty-patch rule and the domain rules', () => {
    const renamed = { key: 'other', value: 'v' } as MemoryPatch & { key: string };
    expect(issuesOf(() => checkMemoryPatch('k', renamed)).code).toBe('MEMORY-006');
    expect(issuesOf(() => checkMemoryPatch('k', {})).types).toEqual(['value_error.empty']);
    expect(issuesOf(() => checkMemoryPatch('k', { tags: ['ok', ' '] })).types).toEqual(['value_error.blank']);
    expect(issuesOf(() => checkMemoryPatch('k', { importance: 2 } as MemoryPatch)).code).toBe('none');
  });

  it('fills the schema defaults for what a write leaves out', () => {
    expect(memoryWrite({ key: 'k', value: 'v' })).toMatchObject({ scope: 'persistent', importance: 0.5, tags: [], metadata: {} });
    expect(memoryWrite({ key: 'k', value: 'v' }, 'working').scope).toBe('working');
    expect(memoryWrite({ key: 'k', value: 'v', scope: 'persistent' }, 'working').scope).toBe('persistent');
  });
});

describe('namespace names', () => {
  it('takes what X-User-ID and X-Agent-Name take, and locates a refusal at the header', () => {
    expect(() => validateNamespaceNames('dana@example.com', 'claude-code.v2:main')).not.toThrow();
    const refused = (userId: unknown, agentName: unknown) => {
      try {
        validateNamespaceNames(userId as string, agentName as string);
      } catch (error) {
        if (error instanceof ValidationError) return error.issues.map((i) => `${i.loc.join('.')} ${i.type}`);
        throw error;
      }
      return [];
    };
    expect(refused('a\u0001b', 'global')).toEqual(['header.x-user-id value_error.string_pattern']);
    expect(refused('dana', 'no spaces')).toEqual(['header.x-agent-name value_error.string_pattern']);
    expect(refused('dana', 'a'.repeat(65))).toEqual(['header.x-agent-name value_error.string_too_long']);
    expect(refused('u'.repeat(257), 'global')).toEqual(['header.x-user-id value_error.string_too_long']);
    expect(refused(42, 'global')).toEqual(['header.x-user-id type_error']);
  });
});
