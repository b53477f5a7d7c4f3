/**
 * Rows a knex DELETE touched. The pg client answers a number; knex-pglite answers the
 * raw result object ({ rowCount, affectedRows }), so both shapes are read here.
 */
export function affectedRows(result: unknown): number {
  if (typeof result === 'number') return result;
  const r = result as { rowCount?: number; affectedRows?: number } | undefined;
  return Number(r?.rowCount ?? r?.affectedRows ?? 0);
}
