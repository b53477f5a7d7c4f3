import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPgVector } from '../../../domain/memory/embedding/vector-math.js';
import { lexicalQueryTerms, type QueryTerm } from '../../../domain/memory/ranking/query-terms.js';
import { fetchRecallCandidates } from './recall-candidates.js';
import { lexemeDocumentsQuery, termFrequency } from './bm25-sql.js';
import { BM25, corpusStatsQuery, DEFAULT_MEMORY_COLUMNS, recallCandidatesQuery, recallPreludeQuery, type CorpusStats } from './recall-sql.js';
import { builtStoreImage, storeImageTarball } from '../../../testing/store-image.js';
import { testTime } from '../../../testing/time-budget.js';

// The shipped SQL against a real PGlite with pgvector: the schema shape the repository uses.
// store-tier: embedded only — the shipped SQL on a PGlite of its own, never TEST_DATABASE_URL
let knex: Knex;
const scope = () => knex.raw('owner = ?', ['alice']);
const texts = [
  'Caroline: I went to a LGBTQ support group yesterday and it was so powerful.',
  'Melanie: That sounds amazing! What happened at the group?',
  'Caroline: The transgender stories were inspiring, support support support.',
  'Melanie: I painted a lake sunrise last year, painting calms me.',
  'Caroline: Pottery class next week, I love clay.',
  'Melanie: Running helps me destress after work.',
];
const unit = (i: number) => toPgVector(Float32Array.from({ length: 4 }, (_, d) => (d === i % 4 ? 1 : 0)));

beforeAll(async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  const ClientPgLite = (await import('knex-pglite')).default;
  // Started from the run's migrated store image when one is built (the embedded lane's global
  // setup builds it) rather than initdb, a third of the file's CPU; the table below lives in a
  // schema of its own, ahead of the image's on the search path. Without an image (TEST_STORE_IMAGE=off,
  // or a PostgreSQL run that built none) it starts empty, as before: no build is waited for here.
  const loadDataDir = builtStoreImage() ? await storeImageTarball() : undefined;
  const pglite = await PGlite.create({ extensions: { vector }, ...(loadDataDir ? { loadDataDir } : {}) });
  knex = knexFactory({ client: ClientPgLite as unknown as typeof knexFactory.Client, dialect: 'postgres', connection: () => ({ pglite }) as object } as Knex.Config);
  await knex.raw('CREATE EXTENSION IF NOT EXISTS vector');
  await knex.raw('CREATE SCHEMA recall_sql');
  await knex.raw('SET search_path = recall_sql, public');
  await knex.raw(`CREATE TABLE memories (id bigserial PRIMARY KEY, owner text NOT NULL, value text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT clock_timestamp(), updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    search_tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', value)) STORED, embedding vector(4))`);
  await knex.raw('CREATE INDEX memories_tsv_gin ON memories USING gin (search_tsv) WITH (fastupdate = off)');
  await knex.raw('CREATE INDEX memories_embedding_hnsw ON memories USING hnsw (embedding vector_cosine_ops)');
  await knex.raw('CREATE INDEX memories_owner_created ON memories (owner, created_at, id)');
  for (const [i, value] of texts.entries()) await knex('memories').insert({ owner: 'alice', value, embedding: unit(i) });
  await knex('memories').insert({ owner: 'bob', value: 'Bob: support group support group', embedding: unit(0) });
  // Written two hours later: outside the conversational window of everything above.
  await knex.raw(`INSERT INTO memories (owner, value, embedding, created_at) VALUES ('alice', 'Caroline: a later chat about support', ?, clock_timestamp() + interval '2 hours')`, [unit(1)]);
}, testTime(60_000));
afterAll(() => knex?.destroy());

async function corpus(): Promise<CorpusStats> {
  return (await corpusStatsQuery(knex, scope())).rows[0] as CorpusStats;
}

/** `commonDocuments`: count documents per lexeme first and treat lexemes at that count as common. */
async function candidates(query: string, vector?: string, commonDocuments?: number) {
  const stats = await corpus(); // outside the transaction: PGlite has a single connection
  return knex.transaction(async (trx) => {
    const prelude = await recallPreludeQuery(trx, lexicalQueryTerms(query));
    const { lexemes } = prelude.rows[0] as { lexemes: string[] };
    let documents: number[] | undefined;
    if (commonDocuments !== undefined) {
      const counts = (await lexemeDocumentsQuery(trx, scope(), lexemes, commonDocuments, DEFAULT_MEMORY_COLUMNS)).rows[0] as Record<string, number>;
      documents = lexemes.map((_, i) => Number(counts[`d${i + 1}`]));
    }
    const result = await recallCandidatesQuery(trx, { scope: scope(), lexemes, vector, corpus: stats, select: ['value'], documents, commonDocuments });
    return result.rows as Array<{ id: string; value: string; lexical: number; dense: number; prev_id: string | null; next_id: string | null }>;
  });
}

/** Okapi BM25 from the tsvectors' own postings, computed in the test. */
async function referenceBm25(query: string): Promise<Map<string, number>> {
  const docs = (await knex.raw(`SELECT id::text, length(search_tsv) AS dl,
      (SELECT json_object_agg(lexeme, array_length(positions, 1)) FROM unnest(search_tsv)) AS tf
    FROM memories WHERE owner = 'alice'`)).rows as Array<{ id: string; dl: number; tf: Record<string, number> }>;
  const lexemes = ((await knex.raw(`SELECT tsvector_to_array(to_tsvector('english', ?)) AS l`, [lexicalQueryTerms(query).join(' ')])).rows[0] as { l: string[] }).l;
  const avgdl = docs.reduce((s, d) => s + d.dl, 0) / docs.length;
  const scores = new Map<string, number>();
  for (const doc of docs) {
    let score = 0;
    for (const lexeme of lexemes) {
      const tf = doc.tf[lexeme] ?? 0;
      if (!tf) continue;
      const df = docs.filter((d) => d.tf[lexeme]).length;
      const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
      score += (idf * tf * (BM25.k1 + 1)) / (tf + BM25.k1 * (1 - BM25.b + (BM25.b * doc.dl) / avgdl));
    }
    if (score > 0) scores.set(doc.id, score);
  }
  return scores;
}

describe('recall SQL', () => {
  it('computes exact Okapi BM25 per scope, including repeated terms', async () => {
    const query = 'Which support group did Caroline go to?';
    const rows = await candidates(query, unit(0));
    const expected = await referenceBm25(query);
    const lexical = new Map(rows.filter((r) => r.lexical > 0).map((r) => [String(r.id), r.lexical]));
    expect([...lexical.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [id, score] of expected) expect(lexical.get(id)).toBeCloseTo(score, 4);
    expect(rows.some((r) => r.value.startsWith('Bob'))).toBe(false);
  });

  it('gives the same BM25 from counted documents when no lexeme is common', async () => {
    const query = 'Which support group did Caroline go to?';
    const plain = await candidates(query);
    const counted = await candidates(query, undefined, 100);
    const byId = new Map(counted.map((r) => [String(r.id), r.lexical]));
    for (const r of plain) expect(byId.get(String(r.id))).toBeCloseTo(r.lexical, 6);
  });

  it('lets common lexemes score but not select candidates', async () => {
    // carolin is in 4 of alice's 7 memories: common at a cap of 3; pottery is rare.
    const rows = await candidates('Caroline pottery', undefined, 3);
    const lexical = rows.filter((r) => r.lexical > 0).map((r) => r.value);
    expect(lexical).toEqual(['Caroline: Pottery class next week, I love clay.']);
    // …and carolin still adds to its score: more than pottery alone.
    const potteryOnly = await candidates('pottery', undefined, 3);
    const score = (r: typeof rows) => r.find((x) => x.value.startsWith('Caroline: Pottery'))!.lexical;
    expect(score(rows)).toBeGreaterThan(score(potteryOnly));
    // Only common lexemes: the memories holding all of them are still found.
    const onlyCommon = await candidates('Caroline support', undefined, 3);
    expect(onlyCommon.filter((r) => r.lexical > 0).map((r) => r.value).sort()).toEqual([
      'Caroline: I went to a LGBTQ support group yesterday and it was so powerful.',
      'Caroline: The transgender stories were inspiring, support support support.',
      'Caroline: a later chat about support',
    ]);
  });

  it('weights expansion words in BM25: weight 0.5 scores half of the same word asked plainly', async () => {
    const stats = await corpus();
    const run = (terms: QueryTerm[]) => knex.transaction((trx) => fetchRecallCandidates(trx, { scope: scope(), terms, corpus: stats, select: ['value'] })) as
      Promise<Array<{ value: string; lexical: number }>>;
    const lexicalOf = (rows: Array<{ value: string; lexical: number }>, word: string) => rows.find((r) => r.value.includes(word))?.lexical ?? 0;
    const plain = await run(['pottery']);
    const weighted = await run([{ text: 'potteries', weight: 0.5 }]); // same lexeme, half weight
    expect(lexicalOf(weighted, 'Pottery')).toBeCloseTo(lexicalOf(plain, 'Pottery') / 2, 9);
    // A word asked plainly keeps weight 1 even when an expansion reaches the same lexeme.
    const mixed = await run(['pottery', { text: 'potteries', weight: 0.2 }, { text: 'running', weight: 0.5 }]);
    expect(lexicalOf(mixed, 'Pottery')).toBeCloseTo(lexicalOf(plain, 'Pottery'), 9);
    expect(lexicalOf(mixed, 'Running')).toBeCloseTo(lexicalOf(await run(['running']), 'Running') / 2, 9);
  });

  it('gives the same answer with a lexical floor, while lexemes too weak to reach it stop selecting', async () => {
    const stats = await corpus();
    const query = 'support group pottery clay painting destress powerful';
    const run = (perSide: number, floor?: number) => knex.transaction(async (trx) => {
      const { lexemes } = (await recallPreludeQuery(trx, lexicalQueryTerms(query))).rows[0] as { lexemes: string[] };
      const counted = (await lexemeDocumentsQuery(trx, scope(), lexemes, 100, DEFAULT_MEMORY_COLUMNS)).rows[0] as Record<string, number>;
      const documents = lexemes.map((_, i) => Number(counted[`d${i + 1}`]));
      const postings = lexemes.map((_, i) => ({ maxTf: termFrequency(Number(counted[`t${i + 1}`])), minLength: Number(counted[`l${i + 1}`]) }));
      const weights = lexemes.map((_, i) => (i < 2 ? 1 : 0.3)); // weak words, as feedback adds
      const built = recallCandidatesQuery(trx, {
        scope: scope(), lexemes, weights, documents, postings, recentSince: new Date(Date.now() - 60_000).toISOString(), floor, corpus: stats, perSide, select: ['value'],
      });
      return { sql: built.toQuery(), rows: (await built).rows as Array<{ id: string; lexical: number; prev_id: string | null; next_id: string | null }> };
    });
    const key = (r: { id: string; lexical: number; prev_id: string | null; next_id: string | null }) => `${r.id} ${r.lexical.toFixed(9)} ${r.prev_id} ${r.next_id}`;
    const exact = await run(2);
    const best = exact.rows.map((r) => r.lexical).sort((a, b) => b - a);
    const floored = await run(2, best[1]);
    expect(floored.rows.map(key).sort()).toEqual(exact.rows.map(key).sort());
    // Only the memories written since `recentSince` still select through the pruned lexemes.
    expect(floored.sql).toMatch(/"updated_at" >= /);
    expect(exact.sql).not.toMatch(/"updated_at" >= /);
  });

  it('returns cosine scores and conversational neighbours within the time window', async () => {
    const rows = await candidates('pottery clay', unit(2));
    const byValue = (prefix: string) => rows.find((r) => r.value.includes(prefix))!;
    const pottery = byValue('Pottery');
    expect(pottery.lexical).toBeGreaterThan(0);
    expect(String(pottery.prev_id)).toBe(String(byValue('lake sunrise').id));
    expect(String(pottery.next_id)).toBe(String(byValue('Running').id));
    expect(byValue('Running').next_id).toBeNull(); // the later chat is outside the window
    expect(byValue('support support').dense).toBeCloseTo(1, 5);
  });

  it('works without a query vector (lexical side and neighbours only)', async () => {
    const rows = await candidates('destress running');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.dense === 0)).toBe(true);
    expect(rows.find((r) => r.lexical > 0)!.value).toContain('Running');
  });

  it('returns nothing lexical for a query of stopwords only', async () => {
    const rows = await candidates('what is the', unit(1));
    expect(rows.every((r) => r.lexical === 0)).toBe(true);
  });

  it('is answered from the GIN, HNSW and (owner, created_at) indexes on a large scope', async () => {
    // A scope big enough that filtering by owner alone is not selective.
    await knex.raw(`INSERT INTO memories (owner, value, embedding)
      SELECT 'carol', 'note number ' || g || ' about topic' || (g % 500), ('[' || (g % 7) + 1 || ',' || (g % 5) + 1 || ',' || (g % 3) + 1 || ',1]')::vector
      FROM generate_series(1, 5000) g`);
    await knex.raw(`INSERT INTO memories (owner, value, embedding) VALUES ('carol', 'Caroline: support group tonight', ?)`, [unit(0)]);
    await knex.raw('ANALYZE memories');
    const carol = knex.raw('owner = ?', ['carol']);
    const stats = (await corpusStatsQuery(knex, carol)).rows[0] as CorpusStats;
    const plan = await knex.transaction(async (trx) => {
      const prelude = await recallPreludeQuery(trx, lexicalQueryTerms('support group'));
      const { lexemes } = prelude.rows[0] as { lexemes: string[] };
      const sql = recallCandidatesQuery(trx, { scope: carol, lexemes, vector: unit(0), corpus: stats }).toQuery();
      return ((await trx.raw(`EXPLAIN ${sql}`)).rows as Array<{ 'QUERY PLAN': string }>).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on memories_tsv_gin/);
    expect(plan).toMatch(/Index Scan using memories_embedding_hnsw/);
    expect(plan).toMatch(/Index Only Scan( Backward)? using memories_owner_created/);
  });
});
