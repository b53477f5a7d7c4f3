/**
 * Writes the configuration table of the README from src/config (the one place settings
 * are declared). `--check` fails when the README table is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { settingsBySection } from '../src/config/index.js';

const readme = path.join(path.dirname(fileURLToPath(import.meta.url)), '../README.md');
const START = '<!-- config-table:start -->';
const END = '<!-- config-table:end -->';

export function renderConfigTable(): string {
  const rows = ['| Setting | Default | Meaning |', '|---|---|---|'];
  for (const [section, settings] of Object.entries(settingsBySection)) {
    for (const s of settings) rows.push(`| \`${s.env}\` (${section}) | \`${s.default}\` | ${s.description.replace(/\|/g, '\\|')} |`);
  }
  return rows.join('\n');
}

export function readmeWithTable(text: string): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < 0) throw new Error('README has no config-table markers');
  return `${text.slice(0, start + START.length)}\n${renderConfigTable()}\n${text.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const text = fs.readFileSync(readme, 'utf8');
  const next = readmeWithTable(text);
  if (process.argv.includes('--check')) {
    if (next !== text) {
      process.stderr.write('README configuration table is out of date: run npm run docs:config\n');
      process.exit(1);
    }
  } else {
    fs.writeFileSync(readme, next);
  }
}
