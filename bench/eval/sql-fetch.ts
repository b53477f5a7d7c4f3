/**
 * The eval's memories in PGlite with the production schema shape (pglite-backend.ts), one scope
 * per conversation: the source of the in-memory mirror's lexemes, and the SQL path that checks
 * the mirror (the pipeline fed by fetchRecallCandidates exactly as the memory repository does).
 */
import type { Knex } from 'knex';
import type { EmbeddingProvider } from '../../src/domain/memory/embedding/provider.js';
import { toPgVector } from '../../src/domain/memory/embedding/vector-math.js';
import { corpusStatsQuery, fetchRecallCandidates, LexemeDocumentCache, type CorpusStats } from '../../src/persistence/repositories/memory-recall/index.js';
import type { EvalConversation } from './locomo-dataset.js';
import { ConversationIndex, LexemeDictionary, readDocuments } from './memory-index.js';
import { openEvalDatabase } from './pglite-backend.js';
import type { FetchFor, KeyedRow } from './pipeline-runner.js';

export interface LoadedStore {
  knex: Knex;
  indexes: Map<string, ConversationIndex>;
  sqlFetch: FetchFor;
}

export async function loadStore(conversations: readonly EvalConversation[], embedder: EmbeddingProvider, bm25: { k1: number; b: number }): Promise<LoadedStore> {
  const knex = await openEvalDatabase(embedder.dimensions);
  const dictionary = new LexemeDictionary(knex);
  const indexes = new Map<string, ConversationIndex>();
  const corpus = new Map<string, CorpusStats>();
  for (const c of conversations) {
    const values = c.memories.map((m) => m.value);
    const vectors = await embedder.embed(values);
    // In conversation order (ids and created_at ascending), so neighbours are adjacent turns.
    for (let i = 0; i < c.memories.length; i += 200) {
      await knex('memories').insert(c.memories.slice(i, i + 200).map((m, j) => ({
        scope_id: c.id, key: m.key, value: m.value, embedding: toPgVector(vectors[i + j]!),
      })));
    }
    const keys = c.memories.map((m) => m.key);
    indexes.set(c.id, new ConversationIndex(keys, values, await readDocuments(knex, c.id, keys), vectors, dictionary, bm25));
  }
  await knex.raw('ANALYZE memories');
  for (const c of conversations) {
    corpus.set(c.id, (await corpusStatsQuery(knex, knex.raw('scope_id = ?', [c.id]))).rows[0] as CorpusStats);
  }
  const cache = new LexemeDocumentCache();
  const sqlFetch: FetchFor = (q, params) => async (query) => {
    const rows = await knex.transaction((trx) => fetchRecallCandidates(trx, {
      scope: trx.raw('scope_id = ?', [q.conversation]), scopeKey: q.conversation, terms: query.terms,
      vector: query.vector ? toPgVector(query.vector) : undefined, corpus: corpus.get(q.conversation)!,
      bm25: params.bm25, select: ['key', 'value'], cache, floor: query.lexicalFloor,
    })) as Array<{ id: unknown; key: string; value: string; lexical: number; dense: number; prev_id: unknown; next_id: unknown }>;
    const idOf = (v: unknown) => (v === null || v === undefined ? null : String(v));
    return rows.map((r): KeyedRow => ({
      id: String(r.id), key: r.key, value: r.value, lexical: Number(r.lexical), dense: Number(r.dense), prevId: idOf(r.prev_id), nextId: idOf(r.next_id),
    }));
  };
  return { knex, indexes, sqlFetch };
}
