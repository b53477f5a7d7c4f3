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
const [ROW_AT, COUNT, UNITS, PAIRS, DIMS, OUT, R, D, UP, V, ACC] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
/** Query-word pairs one call of a kernel sums at once (each pair's sum its own register; the row's value loaded once for all). */
const MAX_PAIRS = 4;

/** The kernel for `k` pairs of query words: `units` and `out` point at the first pair's lanes, `pairs` is the full row stride. */
function kernelFor(k: number): Uint8Array {
  const pairsBytes = [...get(PAIRS), ...i32(4), ...op.i32Shl]; // pairs × 16
  const acc = (j: number) => ACC + j;
  return kernelModule(6, [[3, I32], [1 + k, V128]], [ // r, d, up (the units' address); v = the row's value twice; k sums
    ...whileLess(R, COUNT, op.i32GeU, [
      ...Array.from({ length: k }, (_, j) => [...V128_ZERO, ...set(acc(j))]).flat(),
      ...i32(0), ...set(D), ...get(UNITS), ...set(UP),
      // while d < dims: v = (row[d], row[d]); sum j += (unit[2j][d], unit[2j+1][d]) × v
      ...whileLess(D, DIMS, op.i32GeS, [
        ...get(ROW_AT), ...get(D), ...op.i32Add, ...op.i32Load8S, ...op.f64ConvertI32S, ...op.f64x2Splat, ...set(V),
        ...Array.from({ length: k }, (_, j) => [
          ...get(acc(j)), ...get(UP), ...op.v128Load(16 * j), ...get(V), ...op.f64x2Mul, ...op.f64x2Add, ...set(acc(j)),
        ]).flat(),
        ...increment(UP, pairsBytes),
        ...increment(D, 1),
      ]),
      // out[r × pairs × 2 + 2j ..] = sum j
      ...Array.from({ length: k }, (_, j) => [
        ...get(R), ...pairsBytes, ...op.i32Mul, ...get(OUT), ...op.i32Add, ...get(acc(j)), ...op.v128Store(16 * j),
      ]).flat(),
      ...increment(ROW_AT, get(DIMS)),
      ...increment(R, 1),
    ]),
  ]);
}

let compiled: Array<ReturnType<typeof compileKernel>> | undefined;
/** The kernels for 1..MAX_PAIRS pairs, or null without WebAssembly SIMD. */
const kernels = () => {
  compiled ??= Array.from({ length: MAX_PAIRS }, (_, k) => compileKernel(kernelFor(k + 1)));
  return compiled.every((c) => c !== null) ? compiled as Array<NonNullable<ReturnType<typeof compileKernel>>> : null;
};

/** Where a table's int8 rows are read from (`WordVectorTable.copyRows`). */
export interface Int8Rows {
  readonly dims: number;
  copyRows(rows: ArrayLike<number>, count: number, target: Int8Array): void;
}

/**
 * Dot products of text rows with the query's unit vectors, as `cosineWithRow` sums them. One
 * per process and table dimension; its memory grows to the largest batch.
 */
export class WordDots {
  private memory: WasmMemory | null = null;
  private runs: Kernel[] = [];

  /** Whether the kernels run (false: WebAssembly SIMD is not available; callers use `cosineWithRow`). */
  static available(): boolean {
    return kernels() !== null;
  }

  /**
   * `dots[i × words + w]` = Σ_d units[w][d] × row_i[d] for the `rows` given, or null when the
   * kernel is not available. The answer is a view that the next call overwrites.
   */
  dots(table: Int8Rows, units: readonly Float32Array[], rows: ArrayLike<number>, count: number): { dots: Float64Array; stride: number } | null {
    const instantiate = kernels();
    if (!instantiate) return null;
    const { dims } = table;
    const pairs = Math.ceil(units.length / 2);
    const stride = pairs * 2;
    const unitsAt = align16(count * dims);
    const outAt = align16(unitsAt + dims * stride * 8);
    const bytes = outAt + count * stride * 8;
    if (!this.memory || this.memory.buffer.byteLength < bytes) {
      this.memory = wasmMemory(Math.max(bytes, 2 * (this.memory?.buffer.byteLength ?? 0)));
      const memory = this.memory;
      this.runs = instantiate.map((make) => make(memory));
    }
    const buffer = this.memory.buffer;
    table.copyRows(rows, count, new Int8Array(buffer, 0, count * dims));
    const unitsT = new Float64Array(buffer, unitsAt, dims * stride).fill(0);
    for (let w = 0; w < units.length; w++) {
      const unit = units[w]!;
      for (let d = 0; d < dims; d++) unitsT[d * stride + w] = unit[d]!;
    }
    for (let p = 0; p < pairs; p += MAX_PAIRS) {
      this.runs[Math.min(MAX_PAIRS, pairs - p) - 1]!(0, count, unitsAt + 16 * p, pairs, dims, outAt + 16 * p);
    }
    return { dots: new Float64Array(buffer, outAt, count * stride), stride };
  }
}
