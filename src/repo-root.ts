/** The repository's root directory (where package.json, generated/ and openapi/ are), for code that reads files shipped beside the sources. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
