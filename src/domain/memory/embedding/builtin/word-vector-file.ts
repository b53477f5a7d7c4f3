/**
 * Compact binary word-vector table, read straight out of one Buffer with typed-array views
 * (no parsing on load, so opening it is one async file read).
 *
 * Layout (little-endian, every section 4-byte aligned):
 *   0   'MPWVEC01'              magic
 *   8   u32 dims, u32 rows, u32 slots (power of two), u32 removedComponents (D), u32 vocabBytes, u32 0
 *   32  f32 mean[dims]           mean word vector (subtracted, "all-but-the-top")
 *       f32 components[D*dims]   dominant directions removed from every sentence vector
 *       f32 scale[rows]          per-row int8 dequantisation factor
 *       u32 wordOffset[rows+1]   byte offsets of each word in the vocabulary blob
 *       u32 slotTable[slots]     open-addressing hash (FNV-1a of the UTF-8 word) -> row + 1
 *       i8  vectors[rows*dims]   quantised vectors, row = frequency rank (0 = most frequent)
 *       u8  vocab[vocabBytes]    UTF-8 words, concatenated
 * Rows are in corpus-frequency order, which is all the SIF weighting needs.
 */
import { inProcessCache } from '../../../core/cache/cache.js';

const MAGIC = 'MPWVEC01';
const HEADER_BYTES = 32;

export interface WordVectorTableParts {
  dims: number;
  /** Words in frequency order. */
  words: string[];
  /** Raw GloVe vectors, row i for words[i]. */
  vectors: Float32Array;
  mean: Float32Array;
  components: Float32Array;
}

export function fnv1a(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    hash ^= bytes[i]!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function align4(n: number): number {
  return (n + 3) & ~3;
}

interface SectionOffsets {
  mean: number; components: number; scale: number; wordOffset: number; slotTable: number;
  vectors: number; vocab: number; total: number;
}

function sectionOffsets(dims: number, rows: number, slots: number, removed: number, vocabBytes: number): SectionOffsets {
  const mean = HEADER_BYTES;
  const components = mean + 4 * dims;
  const scale = components + 4 * removed * dims;
  const wordOffset = scale + 4 * rows;
  const slotTable = wordOffset + 4 * (rows + 1);
  const vectors = slotTable + 4 * slots;
  const vocab = align4(vectors + rows * dims);
  return { mean, components, scale, wordOffset, slotTable, vectors, vocab, total: vocab + vocabBytes };
}

const ROWS_PER_SLICE = 2_000;
const RECENT_WORDS = 50_000;

/**
 * Serialises a table; int8 quantisation per row keeps cosine error far below what ranking
 * notices. Yields to the event loop every ROWS_PER_SLICE rows (it may run inside a server).
 */
export async function encodeWordVectorTable(parts: WordVectorTableParts): Promise<Buffer> {
  const { dims, words } = parts;
  const rows = words.length;
  const removed = parts.components.length / dims;
  const encodedWords: Buffer[] = [];
  for (let row = 0; row < rows; row++) {
    if (row % ROWS_PER_SLICE === ROWS_PER_SLICE - 1) await new Promise<void>((resolve) => setImmediate(resolve));
    encodedWords.push(Buffer.from(words[row]!, 'utf8'));
  }
  const vocabBytes = encodedWords.reduce((sum, b) => sum + b.length, 0);
  let slots = 1;
  while (slots < rows * 2) slots <<= 1;
  const at = sectionOffsets(dims, rows, slots, removed, vocabBytes);
  const out = Buffer.alloc(at.total);
  out.write(MAGIC, 0, 'latin1');
  [dims, rows, slots, removed, vocabBytes, 0].forEach((v, i) => out.writeUInt32LE(v, 8 + 4 * i));
  const f32 = (offset: number, length: number) => new Float32Array(out.buffer, out.byteOffset + offset, length);
  const u32 = (offset: number, length: number) => new Uint32Array(out.buffer, out.byteOffset + offset, length);
  f32(at.mean, dims).set(parts.mean);
  f32(at.components, removed * dims).set(parts.components);
  const scale = f32(at.scale, rows);
  const offsets = u32(at.wordOffset, rows + 1);
  const slotTable = u32(at.slotTable, slots);
  const quantised = new Int8Array(out.buffer, out.byteOffset + at.vectors, rows * dims);
  let cursor = 0;
  for (let row = 0; row < rows; row++) {
    if (row % ROWS_PER_SLICE === ROWS_PER_SLICE - 1) await new Promise<void>((resolve) => setImmediate(resolve));
    const word = encodedWords[row]!;
    offsets[row] = cursor;
    word.copy(out, at.vocab + cursor);
    cursor += word.length;
    let slot = fnv1a(word) & (slots - 1);
    while (slotTable[slot] !== 0) slot = (slot + 1) & (slots - 1);
    slotTable[slot] = row + 1;
    let maxAbs = 0;
    for (let d = 0; d < dims; d++) maxAbs = Math.max(maxAbs, Math.abs(parts.vectors[row * dims + d]!));
    const s = maxAbs > 0 ? maxAbs / 127 : 1;
    scale[row] = s;
    for (let d = 0; d < dims; d++) quantised[row * dims + d] = Math.round(parts.vectors[row * dims + d]! / s);
  }
  offsets[rows] = cursor;
  return out;
}

/** Read-only view over an encoded table. Lookups hash the word and probe; no per-word objects. */
export class WordVectorTable {
  readonly dims: number;
  readonly rows: number;
  readonly mean: Float32Array;
  readonly components: Float32Array;
  private readonly scale: Float32Array;
  private readonly offsets: Uint32Array;
  private readonly slotTable: Uint32Array;
  private readonly vectors: Int8Array;
  private readonly vocab: Uint8Array;
  private readonly slotMask: number;
  /**
   * Row norms of the int8 data, filled on first use (NaN = not yet computed). Held in float64,
   * the precision they are computed in, so a cosine is the same whether or not an earlier call
   * computed the norm (a float32 store made scores depend on what was looked at before).
   */
  private readonly norms: Float64Array;
  /** Recent word -> row answers; conversation vocabulary is small, so most lookups hit. */
  private readonly recent = inProcessCache<string, number>({ max: RECENT_WORDS });

  constructor(data: Buffer) {
    // Typed-array views need 4-byte alignment; a fresh file read is aligned, a pooled slice may not be.
    const buf = data.byteOffset % 4 === 0 ? data : Buffer.from(data);
    if (buf.length < HEADER_BYTES || buf.toString('latin1', 0, 8) !== MAGIC) {
      throw new Error('Not a word-vector table (bad magic); re-run scripts/prepare-embeddings.ts');
    }
    const [dims, rows, slots, removed, vocabBytes] = [0, 1, 2, 3, 4].map((i) => buf.readUInt32LE(8 + 4 * i)) as
      [number, number, number, number, number];
    const at = sectionOffsets(dims, rows, slots, removed, vocabBytes);
    if (buf.length !== at.total) throw new Error('Word-vector table is truncated; re-run scripts/prepare-embeddings.ts');
    const base = buf.byteOffset;
    this.dims = dims;
    this.rows = rows;
    this.mean = new Float32Array(buf.buffer, base + at.mean, dims);
    this.components = new Float32Array(buf.buffer, base + at.components, removed * dims);
    this.scale = new Float32Array(buf.buffer, base + at.scale, rows);
    this.offsets = new Uint32Array(buf.buffer, base + at.wordOffset, rows + 1);
    this.slotTable = new Uint32Array(buf.buffer, base + at.slotTable, slots);
    this.vectors = new Int8Array(buf.buffer, base + at.vectors, rows * dims);
    this.vocab = new Uint8Array(buf.buffer, base + at.vocab, vocabBytes);
    this.slotMask = slots - 1;
    this.norms = new Float64Array(rows).fill(Number.NaN);
  }

  /** Row (= frequency rank) of a word, or -1 when it is not in the vocabulary. */
  rowOf(word: string): number {
    const known = this.recent.get(word);
    if (known !== undefined) return known;
    const row = this.lookup(word);
    this.recent.set(word, row);
    return row;
  }

  private lookup(word: string): number {
    const bytes = Buffer.from(word, 'utf8');
    let slot = fnv1a(bytes) & this.slotMask;
    for (;;) {
      const entry = this.slotTable[slot]!;
      if (entry === 0) return -1;
      const row = entry - 1;
      if (this.wordEquals(row, bytes)) return row;
      slot = (slot + 1) & this.slotMask;
    }
  }

  wordAt(row: number): string {
    return Buffer.from(this.vocab.buffer, this.vocab.byteOffset + this.offsets[row]!, this.offsets[row + 1]! - this.offsets[row]!)
      .toString('utf8');
  }

  /** Unit-length float copy of a row's vector. */
  unitVector(row: number): Float32Array {
    const out = new Float32Array(this.dims);
    this.addScaled(row, 1, out);
    let norm = 0;
    for (let d = 0; d < this.dims; d++) norm += out[d]! * out[d]!;
    if (norm > 0) for (let d = 0; d < this.dims; d++) out[d]! /= Math.sqrt(norm);
    return out;
  }

  /** Cosine between a unit query vector and a row, straight from the int8 data. */
  cosineWithRow(unit: Float32Array, row: number): number {
    const start = row * this.dims;
    const norm = this.rowNorm(row);
    if (norm === 0) return 0;
    let dot = 0;
    for (let d = 0; d < this.dims; d++) dot += unit[d]! * this.vectors[start + d]!;
    return dot / norm;
  }

  /** The int8 row's Euclidean norm (the divisor of `cosineWithRow`), computed on first use. */
  rowNorm(row: number): number {
    let norm = this.norms[row]!;
    if (Number.isNaN(norm)) {
      const start = row * this.dims;
      let sum = 0;
      for (let d = 0; d < this.dims; d++) sum += this.vectors[start + d]! * this.vectors[start + d]!;
      norm = this.norms[row] = Math.sqrt(sum);
    }
    return norm;
  }

  /**
   * Copies rows' int8 values one after the other into `target` (word-cosines.ts batches them),
   * four bytes at a time when rows are whole words (a subarray per row cost as much as the cosines).
   */
  copyRows(rows: ArrayLike<number>, count: number, target: Int8Array): void {
    const { dims, vectors } = this;
    if (dims % 4 === 0 && vectors.byteOffset % 4 === 0 && target.byteOffset % 4 === 0) {
      const words = dims / 4;
      const from = new Int32Array(vectors.buffer, vectors.byteOffset, vectors.length / 4);
      const to = new Int32Array(target.buffer, target.byteOffset, (count * dims) / 4);
      for (let i = 0; i < count; i++) {
        const start = rows[i]! * words;
        const at = i * words;
        for (let w = 0; w < words; w++) to[at + w] = from[start + w]!;
      }
      return;
    }
    for (let i = 0; i < count; i++) {
      const start = rows[i]! * dims;
      for (let d = 0; d < dims; d++) target[i * dims + d] = vectors[start + d]!;
    }
  }

  /** target += weight * vector(row) */
  addScaled(row: number, weight: number, target: Float32Array): void {
    const w = weight * this.scale[row]!;
    const start = row * this.dims;
    for (let d = 0; d < this.dims; d++) target[d]! += w * this.vectors[start + d]!;
  }

  private wordEquals(row: number, bytes: Uint8Array): boolean {
    const start = this.offsets[row]!;
    if (this.offsets[row + 1]! - start !== bytes.length) return false;
    for (let i = 0; i < bytes.length; i++) if (this.vocab[start + i] !== bytes[i]) return false;
    return true;
  }
}
