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
 * Writes that may change a memory row: naming the memories table (or the function that inserts
 * into it), or deleting anything (a deleted context takes its memories with it by cascade). No
 * trigger or ON UPDATE cascade writes memories from another table. Other writes (usage
 * telemetry, sessions, audit) leave the memories' copies in process as they are.
 */
const MEMORY_WRITES = /\bmemories\b|\bmemory_insert_new\s*\(|\b(delete|truncate)\b/i;
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

/**
 * Writes of one kind, counted when they finish having changed rows (or failed: counted too),
 * with the count unreadable (null) while one runs, so none is missed meanwhile.
 */
class ChangeCount {
  private changed = 0;
  private inFlight = 0;

  begin(): void {
    this.inFlight++;
  }

  end(result: unknown): void {
    if (!changedNothing(result)) this.changed++;
    this.inFlight--;
  }

  mark(): number | null {
    return this.inFlight === 0 ? this.changed : null;
  }
}

/**
 * Wraps the instance's `query` (knex-pglite's only entry point) to count writing statements:
 * those that may change memories (`mark`) and facts (`factsMark`). A write that reports no
 * changed row (an embedding claim or a purge with nothing to take, every write of a memory
 * deleting its facts, most often none) moves neither mark.
 */
export function watchLocalWrites(pglite: { query: Query }): LocalWrites {
  const memories = new ChangeCount();
  const facts = new ChangeCount();
  const query = pglite.query.bind(pglite) as Query;
  pglite.query = (async (sql: string, ...rest: never[]) => {
    if (typeof sql === 'string' && READ_ONLY.test(sql) && !WRITES.test(sql) && !WRITING_FUNCTIONS.test(sql)) return query(sql, ...rest);
    // Anything not a string is counted as both kinds: it cannot be read.
    const counts = [memories, facts].filter((_, i) => typeof sql !== 'string' || (i === 0 ? MEMORY_WRITES : FACT_WRITES).test(sql));
    for (const c of counts) c.begin();
    let result: unknown;
    try {
      result = await query(sql, ...rest);
      return result;
    } finally {
      for (const c of counts) c.end(result);
    }
  }) as Query;
  return { mark: () => memories.mark(), factsMark: () => facts.mark() };
}
