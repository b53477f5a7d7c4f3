/** For checks that a secret is nowhere on disk in plain text. */
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir` whose bytes contain `needle`. */
export function filesContaining(dir: string, needle: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesContaining(file, needle);
    return entry.isFile() && fs.readFileSync(file).includes(needle) ? [file] : [];
  });
}
