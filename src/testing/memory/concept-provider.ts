/**
 * A deterministic embedding provider for tests of recall by meaning: words listed in a small
 * thesaurus land on their concept's axis (so "beverage" and "tea" are the same direction while
 * sharing no letters or stems), every other word is ignored. A query and a memory that share
 * no word but a concept are therefore found by the dense side only, never by full text.
 */
import type { EmbeddingProvider } from '../../domain/memory/embedding/provider.js';

export const CONCEPTS: Record<string, string[]> = {
  beverage: ['beverage', 'tea', 'coffee', 'espresso', 'drink'],
  pet: ['pet', 'cat', 'kitten', 'dog', 'parrot', 'bird', 'animal'],
  vehicle: ['vehicle', 'bicycle', 'bike', 'car', 'transport'],
  city: ['city', 'town', 'lisbon', 'porto', 'hometown'],
  job: ['job', 'occupation', 'nurse', 'profession', 'career'],
  colour: ['colour', 'color', 'red', 'blue', 'green'],
};

export class ConceptEmbeddingProvider implements EmbeddingProvider {
  readonly dimensions: number;
  private readonly axisOf = new Map<string, number>();

  constructor(readonly id = 'test-concepts') {
    const names = Object.keys(CONCEPTS);
    names.forEach((concept, axis) => CONCEPTS[concept]!.forEach((word) => this.axisOf.set(word, axis)));
    this.dimensions = names.length;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    return texts.map((text) => {
      const v = new Float32Array(this.dimensions);
      for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
        const axis = this.axisOf.get(word);
        if (axis !== undefined) v[axis]! += 1;
      }
      const norm = Math.hypot(...v);
      if (norm > 0) for (let i = 0; i < v.length; i++) v[i]! /= norm;
      return v;
    });
  }
}
