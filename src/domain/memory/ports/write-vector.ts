/**
 * The embedding of the value being written, computed before the write: the write stores it in
 * the same statement as the row (no second update of the row, no separate commit).
 */
export interface WriteVector {
  modelId: string;
  vector: Float32Array;
}
