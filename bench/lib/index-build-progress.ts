/**
 * Progress of a CREATE INDEX another session runs, from pg_stat_progress_create_index on a
 * connection of its own: the table scan's blocks (or the tuples, where the access method
 * counts those) as the fill's per-tenth lines, so an HNSW build of many minutes shows its ETA.
 */
import knexFactory from 'knex';
import { fillProgress } from './fill-progress.js';

export interface IndexBuildWatch {
  /** Stops watching; resolves with the most parallel workers seen on the build at once. */
  stop(): Promise<number>;
}

export function watchIndexBuild(databaseUrl: string, what: string, log: (message: string) => void, intervalMs = 2_000): IndexBuildWatch {
  const knex = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
  const started = performance.now(); // the build started just before the watch
  let progress: ReturnType<typeof fillProgress> | null = null;
  let stopped = false;
  let workers = 0;
  const poll = async () => {
    const seen = (await knex.raw(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'parallel worker' AND datname = current_database()`)).rows[0] as { n: number };
    workers = Math.max(workers, seen.n);
    const row = (await knex.raw(
      `SELECT blocks_total, blocks_done, tuples_total, tuples_done FROM pg_stat_progress_create_index
       WHERE datname = current_database() LIMIT 1`,
    )).rows[0] as { blocks_total: string; blocks_done: string; tuples_total: string; tuples_done: string } | undefined;
    if (!row) return;
    const [total, done] = Number(row.blocks_total) > 0 ? [Number(row.blocks_total), Number(row.blocks_done)] : [Number(row.tuples_total), Number(row.tuples_done)];
    if (total <= 0) return;
    progress ??= fillProgress(what, total, log, Number(row.blocks_total) > 0 ? 'table blocks' : 'tuples', started);
    progress.update(done);
  };
  const loop = (async () => {
    while (!stopped) {
      await poll().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await knex.destroy();
      return workers;
    },
  };
}
