/**
 * pgvector session settings for the dense side, filtered by the installed version:
 * `hnsw.iterative_scan` only exists from pgvector 0.8 (setting it on an older server would
 * abort the transaction). The version is read once per database handle.
 */
import type { Knex } from 'knex';

const versions = new WeakMap<Knex, Promise<number[] | null>>();

function installedVersion(knex: Knex): Promise<number[] | null> {
  let version = versions.get(knex);
  if (!version) {
    version = knex
      .raw(`SELECT extversion FROM pg_extension WHERE extname = 'vector'`)
      .then((r) => {
        const text = r.rows[0]?.extversion as string | undefined;
        return text ? text.split('.').map((p) => Number.parseInt(p, 10) || 0) : null;
      });
    versions.set(knex, version);
  }
  return version;
}

function atLeast(version: number[], major: number, minor: number): boolean {
  const [a = 0, b = 0] = version;
  return a > major || (a === major && b >= minor);
}

/** The given settings that this server's pgvector knows (names and values checked). */
async function knownSettings(knex: Knex, wanted: Readonly<Record<string, string>>): Promise<Array<[string, string]>> {
  const version = await installedVersion(knex);
  if (!version) return [];
  return Object.entries(wanted)
    .filter(([name]) => /^hnsw\.[a-z_]+$/.test(name) && (!/iterative_scan/.test(name) || atLeast(version, 0, 8)))
    .filter(([, value]) => /^[\w.]+$/.test(value));
}

/**
 * The same settings as the text of one statement (`SELECT set_config('hnsw.…', '…', true), …`),
 * to send ahead of the search in one simple-protocol message (memory-embedding-repository.ts
 * nearest); '' when the server knows none. Names and values are checked above (letters, digits,
 * `_` and `.`), so they are quoted as they are.
 */
export async function denseSearchSettingsText(knex: Knex, wanted: Readonly<Record<string, string>>): Promise<string> {
  const known = await knownSettings(knex, wanted);
  return known.length === 0 ? '' : `SELECT ${known.map(([name, value]) => `set_config('${name}', '${value}', true)`).join(', ')}`;
}
