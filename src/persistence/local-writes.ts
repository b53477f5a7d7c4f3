/**
 * This process's writes to the embedded store, counted per statement as PGlite runs them, so
 * an in-process copy of the table (the lexical index) can tell that nothing changed since its
 * last look without asking the database.
 *
 * Only for PGlite, and sound there because this process is the store's only writer: PGlite is
 * opened by one process per data directory (server.ts refuses a directory another server is
 * serving, and the CLI goes through that server's admin socket), every statement goes through
 * the one instance's `query` (knex-pglite's pool holds that one connection), and a statement
 * issued after a write finished runs after that write's transaction has ended (the single
 * connection is held by the transaction until it commits or rolls back). On PostgreSQL other
 * nodes write, so there is no such watch and every recall asks.
 */
import type { LocalWrites } from '../domain/memory/ports.js';

/** Statements that cannot change a row: a SELECT (or WITH … SELECT) naming no writing command. */
const READ_ONLY = /^\s*(select|with)\b/i;
const WRITES = /\b(insert|update|delete|merge|truncate|copy)\b/i;
/**
 * Functions that write though a SELECT calls them: the grouped insert of new memories
 * (memory_insert_new, migration 0196). A function added to the schema that writes is named here.
 */
const WRITING_FUNCTIONS = /\bmemory_insert_new\s*\(/i;
/**
 * Writes that may change facts over time: naming memory_facts, or deleting anything (a deleted
 * memory or context takes its facts with it by cascade, whatever the statement names).
 */
const FACT_WRITES = /memory_facts|\b(delete|truncate)\b/i;

type Query = (sql: string, ...rest: never[]) => Promise<unknown>;

/** Row commands whose reported count is exact: none of their rows changed when it is 0 (no cascade either). */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/** Whether a finished statement's result says it changed no row. */
function changedNothing(result: unknown): boolean {
  const r = result as { command?: unknown; affectedRows?: unknown } | null;
  return typeof r?.command === 'string' && COUNTED.has(r.command) && r.affectedRows === 0;
}

/** Wraps the instance's `query` (knex-pglite's only entry point) to count writing statements. */
export function watchLocalWrites(pglite: { query: Query }): LocalWrites {
  let issued = 0;
  let inFlight = 0;
  // Fact writes count when they finish having changed rows (every write to a memory deletes
  // its facts, most often none): the mark is null while one runs, so none is missed meanwhile.
  let factsChanged = 0;
  let factsInFlight = 0;
  const query = pglite.query.bind(pglite) as Query;
  pglite.query = (async (sql: string, ...rest: never[]) => {
    if (typeof sql === 'string' && READ_ONLY.test(sql) && !WRITES.test(sql) && !WRITING_FUNCTIONS.test(sql)) return query(sql, ...rest);
    // Anything not a string is counted as a fact write too: it cannot be read.
    const facts = typeof sql !== 'string' || FACT_WRITES.test(sql);
    issued++;
    inFlight++;
    if (facts) factsInFlight++;
    let result: unknown;
    try {
      result = await query(sql, ...rest);
      return result;
    } finally {
      inFlight--;
      if (facts) {
        if (!changedNothing(result)) factsChanged++;
        factsInFlight--;
      }
    }
  }) as Query;
  return { mark: () => (inFlight === 0 ? issued : null), factsMark: () => (factsInFlight === 0 ? factsChanged : null) };
}
