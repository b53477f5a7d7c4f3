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

/** Unsigned LEB128, as the binary format writes sizes, counts and indexes. */
function leb(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n !== 0) byte |= 0x80;
    out.push(byte);
  } while (n !== 0);
  return out;
}
const bytesOf = (text: string) => [...Buffer.from(text, 'utf8')];
const vec = (items: number[][]) => [...leb(items.length), ...items.flat()];
const section = (id: number, body: number[]) => [id, ...leb(body.length), ...body];

// Parameters and locals of `dots(matrix, query, dims, rows, out)`, by index.
const [M, Q, DIMS, ROWS, OUT, ROW, D, A, B, V, S] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const get = (i: number) => [0x20, i];
const set = (i: number) => [0x21, i];
const i32 = (n: number) => [0x41, ...leb(n)];
const SIMD = (op: number) => [0xfd, ...leb(op)];
const memarg = (align: number, offset = 0) => [...leb(align), ...leb(offset)];
/** address = base + (d << shift) */
const at = (base: number, shift: number) => [...get(base), ...get(D), ...i32(shift), 0x74 /* i32.shl */, 0x6a /* i32.add */];
const LOW_F64X2 = SIMD(0x5f); // f64x2.promote_low_f32x4
const F64X2_ADD = SIMD(0xf0);
const F64X2_MUL = SIMD(0xf2);
const lane = (n: number) => [...SIMD(0x21), n]; // f64x2.extract_lane
const SWAP_HALVES = [...SIMD(0x0d), 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7]; // i8x16.shuffle

const body = [
  0x02, 0x40, // block $done
  0x03, 0x40, //   loop $rows
  ...get(ROW), ...get(ROWS), 0x4f /* i32.ge_u */, 0x0d, 1, // br_if $done
  ...SIMD(0x0c), ...new Array(16).fill(0), ...set(A), // v128.const 0
  ...SIMD(0x0c), ...new Array(16).fill(0), ...set(B),
  ...i32(0), ...set(D),
  0x02, 0x40, // block $fours
  0x03, 0x40, //   loop (while d + 3 < dims)
  ...get(D), ...i32(3), 0x6a, ...get(DIMS), 0x4e /* i32.ge_s */, 0x0d, 1,
  ...at(M, 2), ...SIMD(0x00), ...memarg(4), ...set(V), // four float32 of the row
  ...get(A), ...get(V), ...LOW_F64X2, ...at(Q, 3), ...SIMD(0x00), ...memarg(4), ...F64X2_MUL, ...F64X2_ADD, ...set(A),
  ...get(B), ...get(V), ...get(V), ...SWAP_HALVES, ...LOW_F64X2, ...at(Q, 3), ...SIMD(0x00), ...memarg(4, 16), ...F64X2_MUL, ...F64X2_ADD, ...set(B),
  ...get(D), ...i32(4), 0x6a, ...set(D),
  0x0c, 0, // br loop
  0x0b, 0x0b, // end loop, end block
  ...get(A), ...lane(0), ...set(S), // s0
  0x02, 0x40, // block $rest
  0x03, 0x40, //   loop (while d < dims): s0 += row[d] * query[d]
  ...get(D), ...get(DIMS), 0x4e, 0x0d, 1,
  ...get(S), ...at(M, 2), 0x2a /* f32.load */, ...memarg(2), 0xbb /* f64.promote_f32 */,
  ...at(Q, 3), 0x2b /* f64.load */, ...memarg(3), 0xa2 /* f64.mul */, 0xa0 /* f64.add */, ...set(S),
  ...get(D), ...i32(1), 0x6a, ...set(D),
  0x0c, 0,
  0x0b, 0x0b,
  // out[row] = ((s0 + s1) + s2) + s3
  ...get(OUT), ...get(ROW), ...i32(3), 0x74, 0x6a,
  ...get(S), ...get(A), ...lane(1), 0xa0, ...get(B), ...lane(0), 0xa0, ...get(B), ...lane(1), 0xa0,
  0x39 /* f64.store */, ...memarg(3),
  ...get(M), ...get(DIMS), ...i32(2), 0x74, 0x6a, ...set(M), // next row
  ...get(ROW), ...i32(1), 0x6a, ...set(ROW),
  0x0c, 0, // br $rows
  0x0b, 0x0b, // end loop, end block
  0x0b, // end function
];
const locals = vec([[2, 0x7f], [3, 0x7b], [1, 0x7c]]); // row, d: i32; a, b, v: v128; s: f64
const func = [...locals, ...body];

const MODULE = Uint8Array.from([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  ...section(1, vec([[0x60, ...vec([[0x7f], [0x7f], [0x7f], [0x7f], [0x7f]]), 0]])), // (i32 × 5) → ()
  ...section(2, vec([[...leb(3), ...bytesOf('env'), ...leb(6), ...bytesOf('memory'), 0x02, 0x00, 0x01]])),
  ...section(3, vec([[0]])),
  ...section(7, vec([[...leb(4), ...bytesOf('dots'), 0x00, 0]])),
  ...section(10, vec([[...leb(func.length), ...func]])),
]);

/** The part of the WebAssembly global used here (the project's type libraries do not declare its values). */
interface WasmApi {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number }) => { buffer: ArrayBuffer };
}
const wasm = (globalThis as unknown as { WebAssembly?: WasmApi }).WebAssembly;

let compiled: object | null | undefined;
function wasmModule(): object | null {
  if (compiled === undefined) {
    try {
      compiled = wasm && wasm.validate(MODULE) ? new wasm.Module(MODULE) : null;
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

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

const align16 = (n: number) => (n + 15) & ~15;

/**
 * `capacity` rows of `dims` float32 (`matrix`, row-major) and one float64 answer per row
 * (`dots`), held in one WebAssembly memory when SIMD is available (plain arrays otherwise).
 * The arrays are fixed in size: a larger matrix is a new `DenseRows`.
 */
export class DenseRows {
  readonly matrix: Float32Array;
  readonly dots: Float64Array;
  private readonly query64: Float64Array | null;
  private readonly dotsFn: ((m: number, q: number, dims: number, rows: number, out: number) => void) | null;
  private readonly queryAt: number;
  private readonly dotsAt: number;

  constructor(readonly dims: number, readonly capacity: number, useWasm = true) {
    const module = useWasm && wasm ? wasmModule() : null;
    const matrixBytes = capacity * dims * 4;
    this.queryAt = align16(matrixBytes);
    this.dotsAt = align16(this.queryAt + dims * 8);
    if (!module || !wasm) {
      this.matrix = new Float32Array(capacity * dims);
      this.dots = new Float64Array(capacity);
      this.query64 = null;
      this.dotsFn = null;
      return;
    }
    const memory = new wasm.Memory({ initial: Math.max(1, Math.ceil((this.dotsAt + capacity * 8) / 65536)) });
    const instance = new wasm.Instance(module, { env: { memory } });
    this.dotsFn = instance.exports.dots as (m: number, q: number, dims: number, rows: number, out: number) => void;
    this.matrix = new Float32Array(memory.buffer, 0, capacity * dims);
    this.query64 = new Float64Array(memory.buffer, this.queryAt, dims);
    this.dots = new Float64Array(memory.buffer, this.dotsAt, capacity);
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
