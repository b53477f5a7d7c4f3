/**
 * A few WebAssembly functions written as bytes (no toolchain in the build): the binary format's
 * encodings, named, so a kernel reads as its instructions (dense-scan.ts, word-cosines.ts).
 * Every kernel imports one memory, `env.memory`, and exports one function.
 */

/** Unsigned LEB128, as the binary format writes sizes, counts and indexes. */
export function leb(n: number): number[] {
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

export const I32 = 0x7f;
export const F64 = 0x7c;
export const V128 = 0x7b;
export const get = (i: number) => [0x20, i];
export const set = (i: number) => [0x21, i];
export const i32 = (n: number) => [0x41, ...leb(n)];
export const SIMD = (op: number) => [0xfd, ...leb(op)];
export const memarg = (align: number, offset = 0) => [...leb(align), ...leb(offset)];
export const V128_ZERO = [...SIMD(0x0c), ...new Array<number>(16).fill(0)];
export const op = {
  block: [0x02, 0x40], loop: [0x03, 0x40], end: [0x0b], br: (depth: number) => [0x0c, depth], brIf: (depth: number) => [0x0d, depth],
  i32Add: [0x6a], i32Mul: [0x6c], i32Shl: [0x74], i32GeU: [0x4f], i32GeS: [0x4e],
  f32Load: (a: number, o = 0) => [0x2a, ...memarg(a, o)], f64Load: (a: number, o = 0) => [0x2b, ...memarg(a, o)],
  i32Load8S: [0x2c, ...memarg(0)], f64Store: (a: number, o = 0) => [0x39, ...memarg(a, o)],
  f64PromoteF32: [0xbb], f64ConvertI32S: [0xb7], f64Add: [0xa0], f64Mul: [0xa2],
  v128Load: (o = 0) => [...SIMD(0x00), ...memarg(4, o)], v128Store: (o = 0) => [...SIMD(0x0b), ...memarg(4, o)],
  f64x2Splat: SIMD(0x14), f64x2ExtractLane: (n: number) => [...SIMD(0x21), n],
  f64x2PromoteLowF32x4: SIMD(0x5f), f64x2Add: SIMD(0xf0), f64x2Mul: SIMD(0xf2),
};

/** `while (!(a >= b)) { body }` as block/loop (the compare's opcode given: signed or unsigned). */
export const whileLess = (a: number, b: number, ge: number[], body: number[]) => [
  ...op.block, ...op.loop, ...get(a), ...get(b), ...ge, ...op.brIf(1), ...body, ...op.br(0), ...op.end, ...op.end,
];
/** local[i] += n */
export const increment = (local: number, n: number | number[]) => [...get(local), ...(typeof n === 'number' ? i32(n) : n), ...op.i32Add, ...set(local)];

/** A module of one exported function `run` with `params` i32 parameters, no result. */
export function kernelModule(params: number, locals: Array<[number, number]>, body: number[]): Uint8Array {
  const func = [...vec(locals.map(([count, type]) => [...leb(count), type])), ...body, ...op.end];
  return Uint8Array.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, vec([[0x60, ...vec(new Array(params).fill([I32])), 0]])),
    ...section(2, vec([[...leb(3), ...bytesOf('env'), ...leb(6), ...bytesOf('memory'), 0x02, 0x00, 0x01]])),
    ...section(3, vec([[0]])),
    ...section(7, vec([[...leb(3), ...bytesOf('run'), 0x00, 0]])),
    ...section(10, vec([[...leb(func.length), ...func]])),
  ]);
}

/** The part of the WebAssembly global used here (the project's type libraries do not declare its values). */
interface WasmApi {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number }) => WasmMemory;
}
export interface WasmMemory { buffer: ArrayBuffer; grow(pages: number): number }
const wasm = (globalThis as unknown as { WebAssembly?: WasmApi }).WebAssembly;

export type Kernel = (...args: number[]) => void;

/** Compiles a kernel once; null where WebAssembly or its SIMD instructions are not available. */
export function compileKernel(bytes: Uint8Array): ((memory: WasmMemory) => Kernel) | null {
  try {
    if (!wasm || !wasm.validate(bytes)) return null;
    const module = new wasm.Module(bytes);
    return (memory) => new wasm.Instance(module, { env: { memory } }).exports.run as Kernel;
  } catch {
    return null;
  }
}

export const PAGE = 65536;
/** A memory of at least `bytes`. */
export function wasmMemory(bytes: number): WasmMemory {
  return new wasm!.Memory({ initial: Math.max(1, Math.ceil(bytes / PAGE)) });
}
export const align16 = (n: number) => (n + 15) & ~15;
