/**
 * Regenerates common-passwords.txt from the ranked password dictionary that
 * @zxcvbn-ts/language-common ships (frequency order, most common first).
 *
 *   npx tsx src/domain/auth/data/generate-common-passwords.ts
 *
 * The file keeps the 10,000 most common entries plus every entry of the whole list
 * that is long enough to pass the length rule on its own (those are the ones the
 * policy check actually has to catch). Entries are lower-cased and de-duplicated;
 * the policy compares lower-cased candidates against it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { PASSWORD_MIN_LENGTH } from '../passwords/policy-limits.js';

const require = createRequire(import.meta.url);
const TOP_ENTRIES = 10_000;

const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
const ranked = dictionary['passwords-common'];
const chosen = new Set<string>();
for (const entry of ranked.slice(0, TOP_ENTRIES)) chosen.add(entry.toLowerCase());
for (const entry of ranked) if ([...entry].length >= PASSWORD_MIN_LENGTH) chosen.add(entry.toLowerCase());

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');
fs.writeFileSync(target, `${[...chosen].join('\n')}\n`);
process.stdout.write(`wrote ${chosen.size} entries to ${target}\n`);
