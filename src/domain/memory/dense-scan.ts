/**
 * The exact cosine scan's dot products, every row of a row-major float32 matrix against one
 * query, in WebAssembly SIMD (two float64 lanes), with exactly the arithmetic of the plain
 * JavaScript scan (`dotAt`), so the scores are the same bit for bit:
 *
 * - JavaScript reads a float32 element as a float64 and multiplies in float64; here the row's
 *   float32 values are promoted to float64 (`f64x2.promote_low_f32x4`, exact) and multiplied by
 *   the query already promoted to float64 (exact): the same product, rounded the same way.
 * - `dotAt` keeps four sums s0..s3 over dimensions d ≡ 0..3 (mod 4) while d + 3 < dims, adds the
 *   leftover dimensions to s0, and returns ((s0 + s1) + s2) + s3. Here lanes (s0, s1) and (s2, s3)
 *   are two f64x2 sums, each lane adding the same products in the same order; the leftover
 *   dimensions go to lane s0, and the four are added in the same order. No fused multiply-add
 *   exists in these instructions, so every addition rounds as in JavaScript.
 *
 * What is gained: two multiply-adds per instruction and no bounds check per element (the
 * JavaScript loop costs ~1.1–1.75 ms for 10k × 100 at 10k; see docs/performance.md).
 * `dense-scan.test.ts` compares both ways bit for bit on random and on real sentence vectors.
 */
import {
  align16, compileKernel, type Kernel, type WasmMemory, F64, get, I32, i32, increment, kernelModule, op, set, SIMD, V128, V128_ZERO, wasmMemory, whileLess,
} from './wasm-assembly.js';

// Parameters and locals of `run(matrix, query, dims, rows, out)`, by index.
const [M, Q, DIMS, ROWS, OUT, ROW, D, A, B, V, S] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
/** address = base + (d << shift) */
const at = (base: number, shift: number) => [...get(base), ...get(D), ...i32(shift), ...op.i32Shl, ...op.i32Add];
const SWAP_HALVES = [...SIMD(0x0d), 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7]; // i8x16.shuffle
/** local += promote(row's two float32 in `halves`) × query's two float64 at `offset` */
const addProducts = (local: number, halves: number[], offset: number) => [
  ...get(local), ...halves, ...op.f64x2PromoteLowF32x4, ...at(Q, 3), ...op.v128Load(offset), ...op.f64x2Mul, ...op.f64x2Add, ...set(local),
];
const THREE_MORE = [...get(D), ...i32(3), ...op.i32Add]; // d + 3

const KERNEL = kernelModule(5, [[2, I32], [3, V128], [1, F64]], [ // row, d; a = (s0, s1), b = (s2, s3), v; s = s0
  ...whileLess(ROW, ROWS, op.i32GeU, [
    ...V128_ZERO, ...set(A), ...V128_ZERO, ...set(B), ...i32(0), ...set(D),
    // while d + 3 < dims: four float32 of the row, the first two into a, the last two into b
    ...op.block, ...op.loop, ...THREE_MORE, ...get(DIMS), ...op.i32GeS, ...op.brIf(1),
    ...at(M, 2), ...op.v128Load(), ...set(V),
    ...addProducts(A, get(V), 0),
    ...addProducts(B, [...get(V), ...get(V), ...SWAP_HALVES], 16),
    ...increment(D, 4), ...op.br(0), ...op.end, ...op.end,
    ...get(A), ...op.f64x2ExtractLane(0), ...set(S),
    // while d < dims: s0 += row[d] × query[d]
    ...whileLess(D, DIMS, op.i32GeS, [
      ...get(S), ...at(M, 2), ...op.f32Load(2), ...op.f64PromoteF32, ...at(Q, 3), ...op.f64Load(3), ...op.f64Mul, ...op.f64Add, ...set(S),
      ...increment(D, 1),
    ]),
    // out[row] = ((s0 + s1) + s2) + s3
    ...get(OUT), ...get(ROW), ...i32(3), ...op.i32Shl, ...op.i32Add,
    ...get(S), ...get(A), ...op.f64x2ExtractLane(1), ...op.f64Add, ...get(B), ...op.f64x2ExtractLane(0), ...op.f64Add,
    ...get(B), ...op.f64x2ExtractLane(1), ...op.f64Add, ...op.f64Store(3),
    ...increment(M, [...get(DIMS), ...i32(2), ...op.i32Shl]), // the next row
    ...increment(ROW, 1),
  ]),
]);

let compiled: ReturnType<typeof compileKernel> | undefined;
const kernel = () => (compiled === undefined ? (compiled = compileKernel(KERNEL)) : compiled);

/** Dot product of matrix[base .. base+dims) with query, unrolled by four (the plain scan, and the fallback). */
export function dotAt(matrix: Float32Array, base: number, query: Float32Array, dims: number): number {
  let s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  let d = 0;
  for (; d + 3 < dims; d += 4) {
    s0 += matrix[base + d]! * query[d]!;
    s1 += matrix[base + d + 1]! * query[d + 1]!;
    s2 += matrix[base + d + 2]! * query[d + 2]!;
    s3 += matrix[base + d + 3]! * query[d + 3]!;
  }
  for (; d < dims; d++) s0 += matrix[base + d]! * query[d]!;
  return s0 + s1 + s2 + s3;
}

/**
 * Below this many bytes of vectors a namespace keeps plain arrays: every WebAssembly memory takes
 * at least a 64 KiB page and reserves address space (V8 allows some 13,000 at once on this
 * machine), while a scan of a few hundred rows costs microseconds either way.
 */
export const WASM_MIN_BYTES = 256 * 1024;

/**
 * `capacity` rows of `dims` float32 (`matrix`, row-major) and one float64 answer per row
 * (`dots`), held in one WebAssembly memory when SIMD is available and the matrix is at least
 * WASM_MIN_BYTES (`kernel`: 'auto'), or always / never ('wasm' / 'plain', for tests); plain
 * arrays otherwise, and when the memory cannot be had. The arrays are fixed in size: a larger
 * matrix is a new `DenseRows`.
 */
export class DenseRows {
  readonly matrix: Float32Array;
  readonly dots: Float64Array;
  /** Bytes held (a WebAssembly memory's whole pages). */
  readonly bytes: number;
  private readonly query64: Float64Array | null;
  private readonly dotsFn: Kernel | null;
  private readonly queryAt: number;
  private readonly dotsAt: number;

  constructor(readonly dims: number, readonly capacity: number, mode: 'auto' | 'wasm' | 'plain' = 'auto') {
    const matrixBytes = capacity * dims * 4;
    const wanted = mode === 'wasm' || (mode === 'auto' && matrixBytes >= WASM_MIN_BYTES);
    const instantiate = wanted ? kernel() : null;
    this.queryAt = align16(matrixBytes);
    this.dotsAt = align16(this.queryAt + dims * 8);
    let memory: WasmMemory | null = null;
    try {
      memory = instantiate ? wasmMemory(this.dotsAt + capacity * 8) : null;
    } catch {
      memory = null; // address space for WebAssembly memories exhausted: the plain loop, same numbers
    }
    if (!instantiate || !memory) {
      this.matrix = new Float32Array(capacity * dims);
      this.dots = new Float64Array(capacity);
      this.bytes = this.matrix.byteLength + this.dots.byteLength;
      this.query64 = null;
      this.dotsFn = null;
      return;
    }
    this.dotsFn = instantiate(memory);
    this.matrix = new Float32Array(memory.buffer, 0, capacity * dims);
    this.query64 = new Float64Array(memory.buffer, this.queryAt, dims);
    this.dots = new Float64Array(memory.buffer, this.dotsAt, capacity);
    this.bytes = memory.buffer.byteLength;
  }

  /** Fills `dots[0 .. rows)` with each row's dot product with `query` (as `dotAt` computes it) and returns `dots`. */
  scan(query: Float32Array, rows: number): Float64Array {
    const { dims, matrix, dots } = this;
    if (this.dotsFn && this.query64) {
      this.query64.set(query);
      this.dotsFn(0, this.queryAt, dims, rows, this.dotsAt);
      return dots;
    }
    for (let row = 0; row < rows; row++) dots[row] = dotAt(matrix, row * dims, query, dims);
    return dots;
  }

  /** Whether the scan runs in WebAssembly (false: the plain loop). */
  get simd(): boolean {
    return this.dotsFn !== null;
  }
}
