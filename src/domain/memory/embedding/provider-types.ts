import type { MemoryConfig } from '../../../config/memory.js';

/**
 * The embedding port: every semantic-search path (store, recall, search) turns text into
 * vectors through this interface, so the model behind it is a configuration choice. The
 * implementations import it from here; the factory that picks one is provider.ts.
 *
 * Contract:
 * - `embed(texts)` returns one vector per input text, in input order, each of length
 *   `dimensions` and L2-normalised (so cosine similarity = dot product, and pgvector's
 *   `<=>` cosine distance = 1 - dot).
 * - An empty or word-less text yields the zero vector (its cosine with anything is 0).
 * - `id` names the model and its preprocessing; vectors made under different ids must not
 *   be compared (store it beside the vectors and re-embed when it changes).
 * - `close()` releases sockets, workers or native sessions; the provider is unusable after.
 */
export interface EmbeddingProvider {
  /** Model identity, e.g. 'glove-100d-sif'. Changes whenever vectors stop being comparable. */
  readonly id: string;
  readonly dimensions: number;
  embed(texts: string[]): Promise<Float32Array[]>;
  /**
   * Optional, for providers with word-level vectors: for each text, how well the query's words
   * are matched by the text's words, in [0, 1]. Recall uses it as a third relevance signal
   * over its candidates when present (see ranking/fuse-scores.ts).
   */
  alignmentScores?(query: string, texts: string[]): Promise<number[]>;
  /**
   * Optional, for providers with word-level vectors: the `count` vocabulary words nearest to
   * `word` by cosine, best first. Recall expands queries with them (ranking/query-expansion.ts).
   */
  similarWords?(word: string, count: number): Promise<Array<{ word: string; similarity: number }>>;
  close?(): Promise<void>;
}

/** The embedding settings of the memory configuration (EMBEDDING_* in src/config/memory.ts). */
export type EmbeddingSettings = MemoryConfig['embedding'];

/** Told about every embedding request (telemetry_cost prices the tokens). */
export type EmbeddingUsageListener = (usage: { provider: string; model: string; tokens: number; estimated: boolean }) => void;

/** About 4 characters per token, for providers that report no count. */
export const estimateTokens = (texts: string[]) => texts.reduce((sum, t) => sum + Math.ceil(t.length / 4), 0);
