import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInside } from './confine.js';

describe('isInside', () => {
  const root = path.join(path.sep, 'home', 'u', 'project');
  it('accepts the root and what lies under it, names starting with dots included', () => {
    expect(isInside(root, root)).toBe(true);
    expect(isInside(path.join(root, 'a', 'b.txt'), root)).toBe(true);
    expect(isInside(path.join(root, '..hidden'), root)).toBe(true);
  });
  it('refuses parents, siblings sharing a prefix and other trees', () => {
    expect(isInside(path.dirname(root), root)).toBe(false);
    expect(isInside(`${root}-other`, root)).toBe(false);
    expect(isInside(path.join(root, '..', 'x'), root)).toBe(false);
    expect(isInside(path.join(path.sep, 'etc', 'passwd'), root)).toBe(false);
  });
});
