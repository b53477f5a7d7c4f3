/**
 * The bundled list of common passwords (data/common-passwords.txt, generated from
 * @zxcvbn-ts/language-common by data/generate-common-passwords.ts), loaded once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LIST_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../data/common-passwords.txt');
let cached: Set<string> | undefined;

export function commonPasswords(): Set<string> {
  cached ??= new Set(fs.readFileSync(LIST_FILE, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean));
  return cached;
}

export function isCommonPassword(candidate: string): boolean {
  return commonPasswords().has(candidate.toLowerCase());
}
