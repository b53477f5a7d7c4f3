/**
 * Runs several statements atomically: in the caller's transaction when the repository was
 * built on one (its stores are bound to a transaction), else in a transaction of their own.
 */
import type { Knex } from 'knex';

export function atomically<T>(knex: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return knex.isTransaction ? work(knex as Knex.Transaction) : knex.transaction(work);
}
