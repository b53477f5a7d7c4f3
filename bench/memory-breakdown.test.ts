import { describe, expect, it } from 'vitest';
import { breakdownSentence, summarizeBreakdown, type RawBreakdown } from './lib/memory-breakdown.js';

const MIB = 1024 * 1024;

describe('memory breakdown', () => {
  const raw: RawBreakdown = {
    usage: { rss: 0, heapTotal: 0, heapUsed: 150 * MIB, external: 0, arrayBuffers: 60 * MIB },
    heapSpaces: { old_space: 200 * MIB, new_space: 32 * MIB, large_object_space: 24 * MIB, code_space: 8 * MIB, trusted_space: 10 * MIB },
    v8Malloced: 4 * MIB,
    wasmMemories: [128 * MIB, 4 * MIB],
    mappings: [
      [128 * MIB, 70 * MIB, ''], // PGlite's memory
      [4 * MIB, 4 * MIB, ''], // the dense scan's
      [512 * MIB, 330 * MIB, ''], // V8's pages and other anonymous memory
      [70 * MIB, 60 * MIB, '[heap]'],
      [120 * MIB, 55 * MIB, '/usr/bin/node'],
      [1 * MIB, 1 * MIB, '[stack]'],
    ],
  };

  it('attributes WebAssembly memories by their size and takes V8 heap out of the anonymous rest', () => {
    const b = summarizeBreakdown(raw);
    expect(b.rss).toBe(70 + 4 + 330 + 60 + 55 + 1);
    expect(b.wasm).toEqual([{ size: 128, resident: 70 }, { size: 4, resident: 4 }]);
    expect(b.v8).toEqual({ physical: 274, old: 200, young: 32, largeObjects: 24, codeAndTrusted: 18, used: 150 });
    expect(b.otherAnonymous).toBe(330 - 274);
    expect([b.mallocHeap, b.files, b.other, b.arrayBuffers]).toEqual([60, 55, 1, 60]);
  });

  it('reads as one sentence for the notes', () => {
    expect(breakdownSentence(summarizeBreakdown(raw))).toBe(
      'memory at the end (RSS 520 MiB, no GC before): V8 heap 274 (150 used; old space 200, young 32, large objects 24, code 18), ' +
      "WebAssembly memories 70 of 128, 4 of 4 resident (largest first; on the embedded store PGlite's), other anonymous memory 56 " +
      '(ArrayBuffers 60: word vectors, typed postings, buffers), malloc heap 60, mapped files 55, other 1 MiB');
  });
});
