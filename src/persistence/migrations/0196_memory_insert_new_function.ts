/**
 * The grouped insert of new memories (MemoryRepository.insertMany) as a function, so its plan is
 * kept instead of made again for every group of concurrent writes, as 0195 did for the grouped
 * duplicate lookup. Sent as a multi-row statement, the INSERT was parsed and planned on every
 * call (the drivers' unnamed statements keep no plan): each group planned the relation's ten
 * indexes, the ON CONFLICT arbiter and the generated full-text column again. PL/pgSQL keeps the
 * plan per connection; `plan_cache_mode = force_generic_plan` makes it use that plan from the
 * first call.
 *
 * `items` is a JSON array of {id, context_id, user_id, agent_name, key, value, scope, tags,
 * importance, metadata, working, pending, embedding, embedding_model}, inserted in array order
 * (the caller sorts them by key, so that two nodes' groups take the unique index's entries in
 * one order). `embedding` is the encoded vector (encodeVector) or null; `vector_column` says
 * whether the column is pgvector's (the text form) or bytea (float32 as hex), which is fitted at
 * start-up, not here: the branch for the other type is never planned, so a server without
 * pgvector never resolves `vector`. A taken key is left untouched and answers no row, as
 * `ON CONFLICT DO NOTHING` does; every answer row is what the statement's RETURNING gave.
 *
 * A SELECT calls it, so the embedded store's write watch (local-writes.ts) names it among the
 * writing functions: otherwise the in-process lexical index would not see these rows.
 */
import type { Knex } from 'knex';

/** The INSERT for one stored form of the vector (`embedding` is the row's encoded text). */
const insertRows = (embedding: string) => `RETURN QUERY
      INSERT INTO memories AS m (id, context_id, user_id, agent_name, key, value, scope, tags, importance, metadata,
                                 created_at, updated_at, expires_at, embedding_pending, embedding, embedding_model)
      SELECT r.id, r.context_id, r.user_id, r.agent_name, r.key, r.value, r.scope, r.tags, r.importance, r.metadata,
             now(), now(), CASE WHEN r.working THEN now() + make_interval(secs => ttl_seconds) END, r.pending,
             ${embedding}, r.embedding_model
      FROM ROWS FROM (jsonb_to_recordset(items) AS (
             id uuid, context_id uuid, user_id text, agent_name text, key text, value text, scope text, tags text[],
             importance float8, metadata jsonb, working boolean, pending boolean, embedding text, embedding_model text
           )) WITH ORDINALITY AS r(id, context_id, user_id, agent_name, key, value, scope, tags, importance, metadata,
                                   working, pending, embedding, embedding_model, n)
      ORDER BY r.n
      ON CONFLICT (context_id, user_id, agent_name, key) DO NOTHING
      RETURNING m.id, m.context_id, m.key, m.value, m.scope, m.tags, m.importance, m.metadata, m.user_id, m.agent_name,
                m.created_at, m.updated_at, m.expires_at, m.embedding_pending, m.revision;`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE OR REPLACE FUNCTION memory_insert_new(items jsonb, ttl_seconds float8, vector_column boolean)
    RETURNS TABLE (id uuid, context_id uuid, key text, value text, scope text, tags text[], importance float8, metadata jsonb,
                   user_id text, agent_name text, created_at timestamptz, updated_at timestamptz, expires_at timestamptz,
                   embedding_pending boolean, revision integer)
    LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $fn$
    #variable_conflict use_column
    BEGIN
      IF vector_column THEN
        ${insertRows('r.embedding::vector')}
      ELSE
        ${insertRows("decode(r.embedding, 'hex')")}
      END IF;
    END
    $fn$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS memory_insert_new(jsonb, float8, boolean)');
}
