/**
 * A cheaper first pass for the exact cosine scan: every row also held as int8 codes (a quarter
 * of the float32 bytes the scan would read), scored against the query's int16 codes in
 * WebAssembly SIMD, with a bound on the quantisation error so that every row that could be in
 * the exact top n is rescored exactly (`dotAt`) and no other is needed.
 *
 * The bound. Row x (float32 values, read exactly as float64), per-row step s = max|x_i| / 127,
 * codes c_i = round(x_i / s), error e = x − s·c. Query q, step t = max|q_i| / 32767, codes
 * d_i = round(q_i / t), error f = q − t·d. Then exactly (real numbers)
 *
 *   x·q = s·t·(c·d) + s·(c·f) + (e·q)      so, by Cauchy–Schwarz,
 *   |x·q − s·t·(c·d)| ≤ ‖s·c‖·‖f‖ + ‖e‖·‖q‖.
 *
 * c·d is an integer sum computed exactly (|c_i·d_i| ≤ 127 · 32767, fewer than 2^31 / that
 * many terms: at most MAX_DIMS dimensions). What the float64 arithmetic adds: `dotAt`'s result
 * differs from x·q by at most dims · 2^-53 · ‖x‖·‖q‖ (< 6e-14 · ‖x‖·‖q‖ for ≤ 500 dimensions),
 * and the approximation s·t·(c·d), the norms and the bound are each a few roundings of relative
 * size 2^-52 of quantities at most ‖x‖·‖q‖. SLACK · (1 + ‖x‖·‖q‖), with ‖x‖ ≤ ‖s·c‖ + ‖e‖, covers
 * all of it many times over. So for each row: low ≤ dotAt(row) ≤ high, with
 *   low/high = s·t·(c·d) ∓ (‖s·c‖·‖f‖ + ‖e‖·‖q‖ + SLACK · (1 + (‖s·c‖ + ‖e‖)·‖q‖)).
 *
 * Why the top is exact. Let T be the n-th largest `low` among the eligible rows. Those n rows have
 * dotAt ≥ low ≥ T, so the n-th largest dotAt is ≥ T; every row whose dotAt is at least the n-th
 * largest (ties included) has high ≥ dotAt ≥ T and is rescored. A row not rescored has n rows
 * strictly above it, so it is in no top n, whatever the tie order. Rescored rows are offered in
 * row order, as the full scan offers them: the same top, the same scores, bit for bit
 * (`quantised-rows.test.ts` compares with the full scan on random and real vectors).
 */
import { align16, compileKernel, get, I32, i32, increment, kernelModule, op, set, SIMD, V128, V128_ZERO, wasmMemory, whileLess, type Kernel } from './wasm-assembly.js';

export const MAX_DIMS = 500;
const SLACK = 1e-9;

// Parameters and locals of `run(codes, query, paddedDims, rows, out)`, by index.
const [CODES, QUERY, PADDED, ROWS, OUT, ROW, I, ACC, V] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const I16X8_LOW_I8 = SIMD(0x87); // i16x8.extend_low_i8x16_s
const I16X8_HIGH_I8 = SIMD(0x88); // i16x8.extend_high_i8x16_s
const I32X4_DOT_I16 = SIMD(0xba); // i32x4.dot_i16x8_s
const I32X4_ADD = SIMD(0xae);
const i32Lane = (n: number) => [...SIMD(0x1b), n]; // i32x4.extract_lane
/** acc += dot(extend(codes[i ..]), query[i ..] as int16) */
const addDot = (extend: number[], offset: number) => [
  ...get(ACC), ...get(V), ...extend, ...get(QUERY), ...get(I), ...i32(1), ...op.i32Shl, ...op.i32Add, ...op.v128Load(offset),
  ...I32X4_DOT_I16, ...I32X4_ADD, ...set(ACC),
];

const KERNEL = kernelModule(5, [[2, I32], [2, V128]], [ // row, i; acc (four int32 sums), v (16 codes)
  ...whileLess(ROW, ROWS, op.i32GeU, [
    ...V128_ZERO, ...set(ACC), ...i32(0), ...set(I),
    ...whileLess(I, PADDED, op.i32GeS, [
      ...get(CODES), ...get(I), ...op.i32Add, ...op.v128Load(), ...set(V),
      ...addDot(I16X8_LOW_I8, 0),
      ...addDot(I16X8_HIGH_I8, 16),
      ...increment(I, 16),
    ]),
    // out[row] = the four lanes' sum (int32)
    ...get(OUT), ...get(ROW), ...i32(2), ...op.i32Shl, ...op.i32Add,
    ...get(ACC), ...i32Lane(0), ...get(ACC), ...i32Lane(1), ...op.i32Add, ...get(ACC), ...i32Lane(2), ...op.i32Add,
    ...get(ACC), ...i32Lane(3), ...op.i32Add, 0x36, 2, 0, // i32.store
    ...increment(CODES, get(PADDED)),
    ...increment(ROW, 1),
  ]),
]);

let compiled: ReturnType<typeof compileKernel> | undefined;
const kernel = () => (compiled === undefined ? (compiled = compileKernel(KERNEL)) : compiled);

/** The int8 codes of `capacity` rows and what their bound needs, kept beside the float32 rows. */
export class QuantisedRows {
  private readonly padded: number;
  private readonly codes: Int8Array;
  private readonly queryCodes: Int16Array;
  private readonly sums: Int32Array;
  private readonly run: Kernel;
  private readonly codesAt: number;
  private readonly queryAt: number;
  private readonly sumsAt: number;
  /** Per row: s, ‖s·c‖, ‖e‖. */
  private readonly step: Float64Array;
  private readonly codeNorm: Float64Array;
  private readonly errorNorm: Float64Array;

  /** Null where the kernel is not available or the rows are too wide for exact int32 sums. */
  static create(dims: number, capacity: number): QuantisedRows | null {
    const instantiate = kernel();
    return instantiate && dims <= MAX_DIMS ? new QuantisedRows(dims, capacity, instantiate) : null;
  }

  private constructor(readonly dims: number, readonly capacity: number, instantiate: NonNullable<ReturnType<typeof compileKernel>>) {
    this.padded = align16(dims);
    this.codesAt = 0;
    this.queryAt = align16(capacity * this.padded);
    this.sumsAt = align16(this.queryAt + this.padded * 2);
    const memory = wasmMemory(this.sumsAt + capacity * 4);
    this.run = instantiate(memory);
    this.codes = new Int8Array(memory.buffer, this.codesAt, capacity * this.padded);
    this.queryCodes = new Int16Array(memory.buffer, this.queryAt, this.padded);
    this.sums = new Int32Array(memory.buffer, this.sumsAt, capacity);
    this.step = new Float64Array(capacity);
    this.codeNorm = new Float64Array(capacity);
    this.errorNorm = new Float64Array(capacity);
  }

  /** Codes row `row` from `matrix[base .. base + dims)`. */
  setRow(row: number, matrix: Float32Array, base: number): void {
    const { dims, padded, codes } = this;
    let max = 0;
    for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(matrix[base + d]!));
    const s = max / 127;
    let cc = 0;
    let ee = 0;
    for (let d = 0; d < dims; d++) {
      const x = matrix[base + d]!;
      const c = s === 0 ? 0 : Math.max(-127, Math.min(127, Math.round(x / s)));
      codes[row * padded + d] = c;
      cc += c * c;
      const e = x - s * c;
      ee += e * e;
    }
    this.step[row] = s;
    this.codeNorm[row] = s * Math.sqrt(cc);
    this.errorNorm[row] = Math.sqrt(ee);
  }

  moveRow(from: number, to: number): void {
    const { padded } = this;
    this.codes.copyWithin(to * padded, from * padded, (from + 1) * padded);
    this.step[to] = this.step[from]!;
    this.codeNorm[to] = this.codeNorm[from]!;
    this.errorNorm[to] = this.errorNorm[from]!;
  }

  copyFrom(other: QuantisedRows, rows: number): void {
    this.codes.set(other.codes.subarray(0, rows * this.padded));
    this.step.set(other.step.subarray(0, rows));
    this.codeNorm.set(other.codeNorm.subarray(0, rows));
    this.errorNorm.set(other.errorNorm.subarray(0, rows));
  }

  /**
   * Offers, in row order, every eligible row that could be among the `n` best by `exact(row)`
   * (the module comment's proof), with that exact value. Returns false (nothing offered) for a
   * zero query, which the caller then scans in full.
   */
  offerCandidates(query: Float32Array, rows: number, n: number, eligible: (row: number) => boolean,
    exact: (row: number) => number, offer: (row: number, dot: number) => void): boolean {
    const { dims, queryCodes } = this;
    let max = 0;
    for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(query[d]!));
    if (max === 0 || n <= 0) return false;
    const t = max / 32767;
    let ff = 0;
    let qq = 0;
    for (let d = 0; d < dims; d++) {
      const q = query[d]!;
      const code = Math.max(-32767, Math.min(32767, Math.round(q / t)));
      queryCodes[d] = code;
      const f = q - t * code;
      ff += f * f;
      qq += q * q;
    }
    const errorOfQuery = Math.sqrt(ff);
    const queryNorm = Math.sqrt(qq);
    this.run(this.codesAt, this.queryAt, this.padded, rows, this.sumsAt);
    const { sums, step, codeNorm, errorNorm } = this;
    const radius = (row: number) => codeNorm[row]! * errorOfQuery + errorNorm[row]! * queryNorm
      + SLACK * (1 + (codeNorm[row]! + errorNorm[row]!) * queryNorm);
    // T: the n-th largest lower bound among eligible rows (a sorted list of the n best, descending).
    const lows = new Float64Array(n);
    let held = 0;
    for (let row = 0; row < rows; row++) {
      if (!eligible(row)) continue;
      const low = step[row]! * t * sums[row]! - radius(row);
      if (held === n && low <= lows[n - 1]!) continue;
      let i = held < n ? held++ : n - 1;
      while (i > 0 && lows[i - 1]! < low) { lows[i] = lows[i - 1]!; i--; }
      lows[i] = low;
    }
    const floor = held < n ? -Infinity : lows[n - 1]!;
    for (let row = 0; row < rows; row++) {
      if (!eligible(row)) continue;
      if (step[row]! * t * sums[row]! + radius(row) >= floor) offer(row, exact(row));
    }
    return true;
  }
}
