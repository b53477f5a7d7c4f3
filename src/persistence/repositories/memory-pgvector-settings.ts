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

/**
 * The given settings that this server's pgvector knows, as one statement to run inside the
 * transaction they are for (set_config(…, true) = SET LOCAL: one round trip for them all);
 * null when it knows none. `knex` is the database handle (its version is read once).
 */
export async function denseSearchSettings(knex: Knex, wanted: Readonly<Record<string, string>>): Promise<((trx: Knex) => Knex.Raw) | null> {
  const version = await installedVersion(knex);
  if (!version) return null;
  const known = Object.entries(wanted)
    .filter(([name]) => /^hnsw\.[a-z_]+$/.test(name) && (!/iterative_scan/.test(name) || atLeast(version, 0, 8)))
    .filter(([, value]) => /^[\w.]+$/.test(value));
  if (known.length === 0) return null;
  return (trx) => trx.raw(`SELECT ${known.map(() => 'set_config(?, ?, true)').join(', ')}`, known.flat());
}
