import { describe, expect, it } from 'vitest';
import { FieldValidationError } from '../errors/app-error.js';
import { capValue, resolveBounds, VALUE_CAP_DEFAULT } from './value-bounds.js';

describe('value bounds', () => {
  it('cuts at the cap in code points and says how long the whole value was', () => {
    expect(capValue('short', 10)).toEqual({ value: 'short', truncated: false, value_length: 5 });
    expect(capValue('x'.repeat(60_000), VALUE_CAP_DEFAULT)).toEqual({ value: 'x'.repeat(2_000), truncated: true, value_length: 60_000 });
    const emoji = '😀'.repeat(5); // 10 UTF-16 units, 5 code points
    expect(capValue(emoji, 5)).toEqual({ value: emoji, truncated: false, value_length: 5 });
    expect(capValue(emoji, 3)).toEqual({ value: '😀😀😀', truncated: true, value_length: 5 });
    expect(capValue(`a${emoji}`, 2)).toEqual({ value: 'a😀', truncated: true, value_length: 6 });
  });

  it('defaults the cap to 2,000 and refuses caps and floors out of range', () => {
    expect(resolveBounds({})).toEqual({ maxValueChars: 2_000, minScore: 0 });
    expect(resolveBounds({ maxValueChars: 65_536, minScore: 0.4 })).toEqual({ maxValueChars: 65_536, minScore: 0.4 });
    for (const bad of [{ maxValueChars: 0 }, { maxValueChars: 65_537 }, { maxValueChars: 1.5 }, { minScore: -0.1 }, { minScore: 2 }]) {
      expect(() => resolveBounds(bad)).toThrow(FieldValidationError);
    }
    try {
      resolveBounds({ maxValueChars: 0, minScore: 2 });
    } catch (error) {
      // Located by field: the edge (REST body or query, MCP arguments) adds where the fields came from.
      expect((error as FieldValidationError).issues.map((i) => i.loc)).toEqual([['max_value_chars'], ['min_score']]);
    }
  });
});
