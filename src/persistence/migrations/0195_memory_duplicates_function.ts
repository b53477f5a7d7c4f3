/**
 * The grouped duplicate lookup (MemoryRepository.findDuplicates) as a function, so its plan is
 * kept instead of made again for every group of concurrent writes. Sent as a statement, the
 * lookup was parsed and planned on every call (the driver's unnamed statements keep no plan),
 * and on the embedded store planning it cost more CPU than running it: the 8-check lookup took
 * 6.7–7.2 ms, as this function 3.1–3.9 ms (bench/results/writes-2026-11-29b.md). PL/pgSQL keeps
 * the plan per connection; `plan_cache_mode = force_generic_plan` makes it use that plan from
 * the first call (by default PostgreSQL keeps planning custom plans for this query).
 *
 * `checks` is a JSON array of {context_id, user_id, value, agent_names, exclude_id}; each answer
 * row is the check's 0-based position and the memory findDuplicate would answer for it. The
 * fingerprint is the index's expression (0102, TEXT_FINGERPRINT), fixed here as it is there: a
 * change to it needs a migration of both.
 */
import type { Knex } from 'knex';
import { TEXT_FINGERPRINT, VISIBLE } from '../repositories/memory-rows.js';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE OR REPLACE FUNCTION memory_duplicates(checks jsonb)
    RETURNS TABLE (i int, id uuid, key text, agent_name text)
    LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $fn$
    #variable_conflict use_column
    BEGIN
      RETURN QUERY
      SELECT q.i, d.id, d.key, d.agent_name
      FROM (SELECT (c.n - 1)::int AS i, (c.j->>'context_id')::uuid AS ctx, c.j->>'user_id' AS uid, c.j->>'value' AS text,
                   ARRAY(SELECT jsonb_array_elements_text(c.j->'agent_names')) AS agents, (c.j->>'exclude_id')::uuid AS exclude
            FROM jsonb_array_elements(checks) WITH ORDINALITY AS c(j, n)) q
      CROSS JOIN LATERAL (
        SELECT m.id, m.key, m.agent_name FROM memories m
        WHERE m.context_id = q.ctx AND m.user_id = q.uid AND ${TEXT_FINGERPRINT('m.value')} = ${TEXT_FINGERPRINT('q.text')}
          AND m.agent_name = ANY (q.agents) AND m.id <> q.exclude AND ${VISIBLE}
        ORDER BY array_position(q.agents, m.agent_name), m.created_at, m.id LIMIT 1
      ) d;
    END
    $fn$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS memory_duplicates(jsonb)');
}
