import { describe, expect, it } from 'vitest';
import { storageText } from './storage-text';

describe('storageText', () => {
  it('says storage in the unit that fits, never "0 MB" for a store that holds something', () => {
    expect(storageText(0)).toBe('0 bytes');
    expect(storageText(512 / 1_048_576)).toBe('512 bytes');
    expect(storageText(56 * 700 / 1_048_576)).toBe('38 KB');
    expect(storageText(5000 / 1_048_576)).toBe('4.9 KB');
    expect(storageText(0.5)).toBe('512 KB');
    expect(storageText(3.4)).toBe('3.4 MB');
    expect(storageText(250)).toBe('250 MB');
    expect(storageText(2048)).toBe('2.0 GB');
  });
});
