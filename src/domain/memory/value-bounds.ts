/**
 * Bounded answers: recall and search cut each value to a character cap (2,000 by default, up
 * to the longest value a memory may hold when a caller asks), so five long memories cannot
 * make a recall of hundreds of thousands of characters. A cut value says so (`truncated`,
 * `value_length`: the full length); the whole value is one fetch by key away. Lengths are in
 * Unicode code points, as the schemas count them, and a cut never splits a surrogate pair.
 */
import { FieldValidationError } from '../errors/app-error.js';
import { MEMORY_LIMITS } from './validation.js';

export const VALUE_CAP_DEFAULT = 2_000;
export const VALUE_CAP_MAX = MEMORY_LIMITS.valueMaxChars;

export interface BoundedValue {
  value: string;
  truncated: boolean;
  /** Length of the whole value in code points. */
  value_length: number;
}

export interface AnswerBounds {
  /** Per-value cap in code points (default VALUE_CAP_DEFAULT). */
  maxValueChars?: number;
  /** Hits scoring below this are left out. */
  minScore?: number;
}

export function capValue(value: string, maxChars: number): BoundedValue {
  if (value.length <= maxChars) return { value, truncated: false, value_length: codePointLength(value) };
  let points = 0;
  let cut = 0;
  while (cut < value.length && points < maxChars) {
    const c = value.charCodeAt(cut);
    cut += c >= 0xd800 && c <= 0xdbff && cut + 1 < value.length ? 2 : 1;
    points++;
  }
  const length = points + codePointLength(value.slice(cut));
  return cut >= value.length ? { value, truncated: false, value_length: length } : { value: value.slice(0, cut), truncated: true, value_length: length };
}

function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff) n++;
  }
  return n;
}

/** Validated bounds with the default cap applied; a FieldValidationError names the field that fails. */
export function resolveBounds(bounds: AnswerBounds): { maxValueChars: number; minScore: number } {
  const issues = [];
  const cap = bounds.maxValueChars ?? VALUE_CAP_DEFAULT;
  if (!Number.isInteger(cap) || cap < 1 || cap > VALUE_CAP_MAX) {
    issues.push({ loc: ['max_value_chars'], msg: `must be an integer from 1 to ${VALUE_CAP_MAX}`, type: 'value_error.number' });
  }
  const floor = bounds.minScore ?? 0;
  if (typeof floor !== 'number' || !Number.isFinite(floor) || floor < 0 || floor > 1) {
    issues.push({ loc: ['min_score'], msg: 'must be a number from 0 to 1', type: 'value_error.number' });
  }
  if (issues.length) throw new FieldValidationError(issues);
  return { maxValueChars: cap, minScore: floor };
}
