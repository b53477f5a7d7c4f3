/**
 * A tiny deterministic embedding provider for tests: each lower-cased word is hashed onto
 * one of `dimensions` axes (feature hashing), then the vector is L2-normalised. Texts sharing
 * words are similar, others nearly orthogonal; word-less texts give the zero vector, as the
 * provider contract requires.
 */
import { createHash } from 'node:crypto';
import type { EmbeddingProvider } from '../../domain/memory/embedding/provider.js';

export class HashingEmbeddingProvider implements EmbeddingProvider {
  calls = 0;
  failing = false;

  constructor(readonly id = 'test-hashing-64', readonly dimensions = 64) {}

  async embed(texts: string[]): Promise<Float32Array[]> {
    this.calls++;
    if (this.failing) throw new Error('embedding backend unavailable');
    return texts.map((text) => {
      const v = new Float32Array(this.dimensions);
      for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
        const h = createHash('sha256').update(word).digest();
        v[h.readUInt32LE(0) % this.dimensions]! += 1;
      }
      let norm = 0;
      for (const x of v) norm += x * x;
      if (norm > 0) for (let i = 0; i < v.length; i++) v[i]! /= Math.sqrt(norm);
      return v;
    });
  }
}
