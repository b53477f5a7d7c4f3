/**
 * Word alignment's cosines of many text words to every query word at once, in WebAssembly SIMD,
 * with exactly the arithmetic of `WordVectorTable.cosineWithRow` (so alignment scores are the
 * same bit for bit):
 *
 * - `cosineWithRow` sums unit[d] × vector[d] for d = 0, 1, … in one float64 sum starting at 0,
 *   a float32 times an int8 (exact in float64), then divides by the row's float64 norm.
 * - Here the two float64 lanes are two query words (not two dimensions): each lane adds the same
 *   products (the query word's float32 promoted exactly, times the int8 converted exactly) in the
 *   same order d = 0, 1, …, starting at 0. No fused multiply-add exists in these instructions.
 *   The division by the norm stays in JavaScript, as before.
 *
 * One call per alignment batch: the new text words' int8 rows are copied next to the query's
 * unit vectors (transposed, dimension-major), and the kernel writes every dot product.
 * `word-cosines.test.ts` compares it with `cosineWithRow` bit for bit on the real table.
 */
import {
  align16, compileKernel, get, I32, i32, increment, kernelModule, op, set, V128, V128_ZERO, wasmMemory, whileLess,
  type Kernel, type WasmMemory,
} from '../../wasm-assembly.js';

// Parameters and locals of `run(rows, count, units, pairs, dims, out)`, by index.
const [ROW_AT, COUNT, UNITS, PAIRS, DIMS, OUT, R, P, D, UP, ACC] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const KERNEL = kernelModule(6, [[4, I32], [1, V128]], [ // r, p, d, up (the units' address); acc = two query words' sums
  ...whileLess(R, COUNT, op.i32GeU, [
    ...i32(0), ...set(P),
    ...whileLess(P, PAIRS, op.i32GeU, [
      ...V128_ZERO, ...set(ACC), ...i32(0), ...set(D),
      ...get(P), ...i32(4), ...op.i32Shl, ...get(UNITS), ...op.i32Add, ...set(UP), // units + 16 p
      // while d < dims: acc += (unit[w][d], unit[w+1][d]) × row[d]
      ...whileLess(D, DIMS, op.i32GeS, [
        ...get(ACC), ...get(UP), ...op.v128Load(),
        ...get(ROW_AT), ...get(D), ...op.i32Add, ...op.i32Load8S, ...op.f64ConvertI32S, ...op.f64x2Splat,
        ...op.f64x2Mul, ...op.f64x2Add, ...set(ACC),
        ...increment(UP, [...get(PAIRS), ...i32(4), ...op.i32Shl]),
        ...increment(D, 1),
      ]),
      // out[(r × pairs + p) × 2 ..] = acc
      ...get(R), ...get(PAIRS), ...op.i32Mul, ...get(P), ...op.i32Add, ...i32(4), ...op.i32Shl, ...get(OUT), ...op.i32Add,
      ...get(ACC), ...op.v128Store,
      ...increment(P, 1),
    ]),
    ...increment(ROW_AT, get(DIMS)),
    ...increment(R, 1),
  ]),
]);

let compiled: ReturnType<typeof compileKernel> | undefined;
const kernel = () => (compiled === undefined ? (compiled = compileKernel(KERNEL)) : compiled);

/** Where a table's int8 rows are read from (`WordVectorTable.copyRow`). */
export interface Int8Rows {
  readonly dims: number;
  copyRow(row: number, target: Int8Array, at: number): void;
}

/**
 * Dot products of text rows with the query's unit vectors, as `cosineWithRow` sums them. One
 * per process and table dimension; its memory grows to the largest batch.
 */
export class WordDots {
  private memory: WasmMemory | null = null;
  private run: Kernel | null = null;

  /** Whether the kernel runs (false: WebAssembly SIMD is not available; callers use `cosineWithRow`). */
  static available(): boolean {
    return kernel() !== null;
  }

  /**
   * `dots[i × words + w]` = Σ_d units[w][d] × row_i[d] for the `rows` given, or null when the
   * kernel is not available. The answer is a view that the next call overwrites.
   */
  dots(table: Int8Rows, units: readonly Float32Array[], rows: ArrayLike<number>, count: number): { dots: Float64Array; stride: number } | null {
    const instantiate = kernel();
    if (!instantiate) return null;
    const { dims } = table;
    const pairs = Math.ceil(units.length / 2);
    const stride = pairs * 2;
    const unitsAt = align16(count * dims);
    const outAt = align16(unitsAt + dims * stride * 8);
    const bytes = outAt + count * stride * 8;
    if (!this.memory || this.memory.buffer.byteLength < bytes) {
      this.memory = wasmMemory(Math.max(bytes, 2 * (this.memory?.buffer.byteLength ?? 0)));
      this.run = instantiate(this.memory);
    }
    const buffer = this.memory.buffer;
    const rowBytes = new Int8Array(buffer, 0, count * dims);
    for (let i = 0; i < count; i++) table.copyRow(rows[i]!, rowBytes, i * dims);
    const unitsT = new Float64Array(buffer, unitsAt, dims * stride).fill(0);
    for (let w = 0; w < units.length; w++) {
      const unit = units[w]!;
      for (let d = 0; d < dims; d++) unitsT[d * stride + w] = unit[d]!;
    }
    this.run!(0, count, unitsAt, pairs, dims, outAt);
    return { dots: new Float64Array(buffer, outAt, count * stride), stride };
  }
}
