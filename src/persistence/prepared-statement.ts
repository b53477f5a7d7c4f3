/**
 * Named prepared statements for the recall's hot statements on PostgreSQL. node-postgres
 * prepares a query that carries a `name` once per connection and afterwards only binds and
 * executes it, so the server skips parsing and, once its plan cache settles on a generic plan
 * (after five executions, when that plan costs no more than the custom ones), planning too.
 * knex's postgres client merges a raw statement's `options` into the query config it hands to
 * the driver; PGlite's client ignores the name (it never keeps a plan), so the embedded store
 * runs the same statement as before.
 *
 * The name is a hash of the statement's text, so one text always has one name (the driver
 * refuses a known name with another text). Only statements whose text takes a bounded number
 * of shapes may be named: every distinct text stays prepared on every pooled connection for its
 * lifetime. Statements that inline per-query constants (the BM25 statements' IDFs) must not.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

const names = new Map<string, string>();
const MAX_REMEMBERED = 1_000;

function nameOf(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `memplat_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    if (names.size >= MAX_REMEMBERED) names.clear();
    names.set(sql, name);
  }
  return name;
}

/** The same statement, sent as a named prepared statement. */
export function prepared(raw: Knex.Raw): Knex.Raw {
  return raw.options({ name: nameOf(raw.toSQL().sql) });
}
