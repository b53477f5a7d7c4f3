import { describe, expect, it } from 'vitest';
import { encodeWordVectorTable, WordVectorTable } from './word-vector-file.js';

function tinyTable(): Promise<Buffer> {
  const words = ['the', 'cat', 'kitten', 'stock', 'café'];
  const vectors = Float32Array.from([
    0.1, 0.1, 0.1,
    1, 0.2, 0,
    0.9, 0.3, 0,
    0, 0, 1,
    0.5, 0.5, 0.5,
  ]);
  return encodeWordVectorTable({ dims: 3, words, vectors, mean: Float32Array.from([0.1, 0, 0]), components: Float32Array.from([0, 0, 1]) });
}

describe('word-vector table', () => {
  it('finds every word by hash lookup and keeps frequency order as row number', async () => {
    const table = new WordVectorTable(await tinyTable());
    expect(table.rows).toBe(5);
    expect(table.dims).toBe(3);
    expect(table.rowOf('the')).toBe(0);
    expect(table.rowOf('kitten')).toBe(2);
    expect(table.rowOf('café')).toBe(4);
    expect(table.rowOf('dog')).toBe(-1);
    expect(table.wordAt(3)).toBe('stock');
    expect(Array.from(table.mean)).toEqual([expect.closeTo(0.1, 6), 0, 0]);
    expect(Array.from(table.components)).toEqual([0, 0, 1]);
  });

  it('keeps vectors close to the originals after int8 quantisation', async () => {
    const table = new WordVectorTable(await tinyTable());
    const cat = new Float32Array(3);
    table.addScaled(1, 1, cat);
    expect(cat[0]).toBeCloseTo(1, 2);
    expect(cat[1]).toBeCloseTo(0.2, 2);
    const unitCat = table.unitVector(1);
    expect(table.cosineWithRow(unitCat, 2)).toBeGreaterThan(0.95);
    expect(table.cosineWithRow(unitCat, 3)).toBeLessThan(0.05);
  });

  it('rejects files that are not tables or are truncated', async () => {
    expect(() => new WordVectorTable(Buffer.from('not a table at all, clearly not one'))).toThrow(/bad magic/);
    const data = await tinyTable();
    expect(() => new WordVectorTable(data.subarray(0, data.length - 1))).toThrow(/truncated/);
  });
});
