/**
 * The offline default: SIF-weighted GloVe sentence vectors (Arora et al., 2017, "A simple but
 * tough-to-beat baseline for sentence embeddings") with "all-but-the-top" post-processing.
 *
 *   s = P( Σ_w  a/(a + p(w)) · (v_w − μ) ),   p(w) ≈ 1 / ((rank(w)+1) · H_V)   (Zipf estimate)
 *
 * where P projects out the dominant directions stored in the table, μ is the mean word vector,
 * H_V the harmonic number of the vocabulary size; then s is L2-normalised. Frequent words get
 * weights near 0, so stopwords need no list. About 1 µs per word: a short query embeds in
 * well under a millisecond, so recall latency is the database's.
 */
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import type { EmbeddingProvider } from '../provider-types.js';
import { l2Normalise } from '../vector-math.js';
import { WordVectorTable } from './word-vector-file.js';
import { defaultWordVectorPath, prepareWordVectors } from './prepare-word-vectors.js';
import { compoundParts, wordTokens } from './word-tokens.js';
import { termAlignmentScores } from './term-alignment.js';
import { WordNeighbours } from './word-neighbours.js';

export interface WordVectorEmbedderOptions {
  /** Prepared table; defaults to node_modules/.cache/memplat/glove-100d.v1.bin (prepared on first use if missing). */
  vectorFile?: string;
  /** SIF smoothing constant a: smaller values push common words further down. */
  sifA?: number;
  /** How many of the stored dominant directions to project out (0..3). */
  removedComponents?: number;
}

export const BUILTIN_EMBEDDING_DEFAULTS = { sifA: 3e-4, removedComponents: 3 } as const;
const TEXTS_PER_SLICE = 256;

export class WordVectorSentenceEmbedder implements EmbeddingProvider {
  readonly id = 'glove-100d-sif';
  readonly dimensions = 100;
  private readonly vectorFile: string;
  private readonly sifA: number;
  private readonly removedComponents: number;
  private table?: Promise<WordVectorTable>;
  private weights?: Float32Array;
  private neighbours?: WordNeighbours;

  constructor(options: WordVectorEmbedderOptions = {}) {
    this.vectorFile = options.vectorFile ?? defaultWordVectorPath();
    this.sifA = options.sifA ?? BUILTIN_EMBEDDING_DEFAULTS.sifA;
    this.removedComponents = options.removedComponents ?? BUILTIN_EMBEDDING_DEFAULTS.removedComponents;
  }

  /** Loads (and if needed prepares) the table; embed() calls it, servers may call it at start-up. */
  load(): Promise<WordVectorTable> {
    this.table ??= this.openTable().catch((error: unknown) => {
      this.table = undefined; // let a later call retry, e.g. after the file was prepared
      throw error;
    });
    return this.table;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const table = await this.load();
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i++) {
      if (i > 0 && i % TEXTS_PER_SLICE === 0) await new Promise<void>((resolve) => setImmediate(resolve));
      out.push(this.embedOne(table, texts[i] ?? ''));
    }
    return out;
  }

  /** Word-level soft matching of the query against each text (see term-alignment.ts), 0..1. */
  async alignmentScores(query: string, texts: string[]): Promise<number[]> {
    const table = await this.load();
    return termAlignmentScores(table, this.weights!, query, texts);
  }

  /** Nearest vocabulary words of a word by cosine, for query expansion (see word-neighbours.ts). */
  async similarWords(word: string, count: number): Promise<Array<{ word: string; similarity: number }>> {
    const table = await this.load();
    this.neighbours ??= new WordNeighbours(table);
    return this.neighbours.similarWords(word.toLowerCase(), count);
  }

  async close(): Promise<void> {
    this.table = undefined;
    this.neighbours = undefined;
  }

  private async openTable(): Promise<WordVectorTable> {
    if (!existsSync(this.vectorFile)) await prepareWordVectors(this.vectorFile);
    const table = new WordVectorTable(await fs.readFile(this.vectorFile));
    if (table.dims !== this.dimensions) throw new Error(`${this.vectorFile}: expected ${this.dimensions}-d vectors, found ${table.dims}`);
    this.weights = sifWeights(table.rows, this.sifA);
    return table;
  }

  private embedOne(table: WordVectorTable, text: string): Float32Array {
    const sum = new Float32Array(this.dimensions);
    let weightTotal = 0;
    const add = (row: number) => {
      const w = this.weights![row]!;
      table.addScaled(row, w, sum);
      weightTotal += w;
    };
    for (const token of wordTokens(text)) {
      const row = table.rowOf(token);
      if (row >= 0) add(row);
      else for (const part of compoundParts(token)) {
        const partRow = part === token ? -1 : table.rowOf(part);
        if (partRow >= 0) add(partRow);
      }
    }
    if (weightTotal === 0) return sum;
    for (let d = 0; d < this.dimensions; d++) sum[d]! -= weightTotal * table.mean[d]!;
    const removed = Math.min(this.removedComponents, table.components.length / this.dimensions);
    for (let c = 0; c < removed; c++) {
      const u = table.components.subarray(c * this.dimensions, (c + 1) * this.dimensions);
      let dot = 0;
      for (let d = 0; d < this.dimensions; d++) dot += sum[d]! * u[d]!;
      for (let d = 0; d < this.dimensions; d++) sum[d]! -= dot * u[d]!;
    }
    return l2Normalise(sum);
  }
}

/** a / (a + p(rank)) with a Zipf estimate of p; rows are in frequency order. */
export function sifWeights(rows: number, a: number): Float32Array {
  const harmonic = Math.log(rows) + 0.5772156649;
  const weights = new Float32Array(rows);
  for (let rank = 0; rank < rows; rank++) weights[rank] = a / (a + 1 / ((rank + 1) * harmonic));
  return weights;
}
