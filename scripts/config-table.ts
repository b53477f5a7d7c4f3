/**
 * Writes the configuration table of docs/configuration.md from src/config (the one place
 * settings are declared). `--check` fails when that table is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { settingsBySection } from '../src/config/index.js';

/** The document that carries the generated table (the README links to it). */
export const CONFIG_DOC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../docs/configuration.md');
const START = '<!-- config-table:start -->';
const END = '<!-- config-table:end -->';

export function renderConfigTable(): string {
  const rows = ['| Setting | Default | Meaning |', '|---|---|---|'];
  for (const [section, settings] of Object.entries(settingsBySection)) {
    for (const s of settings) rows.push(`| \`${s.env}\` (${section}) | \`${s.default}\` | ${s.description.replace(/\|/g, '\\|')} |`);
  }
  return rows.join('\n');
}

export function docWithTable(text: string): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < 0) throw new Error('docs/configuration.md has no config-table markers');
  return `${text.slice(0, start + START.length)}\n${renderConfigTable()}\n${text.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const text = fs.readFileSync(CONFIG_DOC, 'utf8');
  const next = docWithTable(text);
  if (process.argv.includes('--check')) {
    if (next !== text) {
      process.stderr.write('docs/configuration.md: the configuration table is out of date: run npm run docs:config\n');
      process.exit(1);
    }
  } else {
    fs.writeFileSync(CONFIG_DOC, next);
  }
}
