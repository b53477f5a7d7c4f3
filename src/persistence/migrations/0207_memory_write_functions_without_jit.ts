/**
 * The grouped write functions (0195 memory_duplicates, 0196 memory_insert_new) run without JIT.
 * Their kept generic plan is costed for the planner's default 100 elements of a JSON array,
 * whatever a group holds (1 to 8 writes), and the duplicate lookup's cost grows with the
 * user's rows (without statistics for the fingerprint expression, 0194, the planner expects
 * 0.5% of them per check). On PostgreSQL at about 103,000 memories in one namespace that estimate
 * crosses `jit_above_cost` (100,000), and from then on every call compiled the plan with LLVM:
 * 36–40 ms of backend CPU per group of writes, where the lookup itself takes 0.2–0.7 ms. That
 * was the PostgreSQL 100k write drop (165 -> 127 writes/s between 3d1e21d and 2af820a: 8.0–9.7
 * ms of PostgreSQL CPU per REST write at 8 clients, against 4.2–5.4 for the planned statements;
 * bench/results/writes-2026-11-29d.md). The planned statements were costed for their real
 * number of rows and stayed under the threshold. Without LLVM (the embedded store) the setting
 * changes nothing.
 */
import type { Knex } from 'knex';

const FUNCTIONS = ['memory_duplicates(jsonb)', 'memory_insert_new(jsonb, float8, boolean)'];

export async function up(knex: Knex): Promise<void> {
  for (const fn of FUNCTIONS) await knex.raw(`ALTER FUNCTION ${fn} SET jit = off`);
}

export async function down(knex: Knex): Promise<void> {
  for (const fn of FUNCTIONS) await knex.raw(`ALTER FUNCTION ${fn} RESET jit`);
}
