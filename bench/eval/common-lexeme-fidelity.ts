/**
 * How much the counted BM25 form (common lexemes do not select candidates, bm25-sql.ts)
 * changes recall at scale, where the retrieval eval cannot look: over a store built by
 * recall-latency.ts, the shipped ranking's top 10 with and without document counts, per query.
 *
 *   BENCH_DATA_DIR=/tmp/recall-100k tsx bench/eval/common-lexeme-fidelity.ts [queries=100]
 */
import { WordVectorSentenceEmbedder } from '../../src/domain/memory/embedding/builtin/word-vector-sentence-embedder.js';
import { WordVectorTable } from '../../src/domain/memory/embedding/builtin/word-vector-file.js';
import { defaultWordVectorPath } from '../../src/domain/memory/embedding/builtin/prepare-word-vectors.js';
import { toPgVector } from '../../src/domain/memory/embedding/vector-math.js';
import { lexicalQueryTerms } from '../../src/domain/memory/ranking/index.js';
import {
  COMMON_LEXEME_DOCUMENTS, corpusStatsQuery, lexemeDocumentsQuery, recallCandidatesQuery, recallPreludeQuery,
  usableLexemes, DEFAULT_MEMORY_COLUMNS, type CorpusStats,
} from '../../src/persistence/repositories/memory-recall/index.js';
import { scoreRecallRows, type RecallRow } from '../../src/domain/memory/ranking/score-recall-rows.js';
import { openEvalDatabase } from './pglite-backend.js';
import fs from 'node:fs/promises';

const queries = Number(process.argv[2] ?? 100);
const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('set BENCH_DATA_DIR to a store built by recall-latency.ts');
const VOCABULARY = 30_000;
let seed = 42; // the query stream of recall-latency.ts
const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
const zipfRank = (lo: number) => Math.min(VOCABULARY - 1, Math.floor(lo * Math.pow(VOCABULARY / lo, random())));
const table = new WordVectorTable(await fs.readFile(defaultWordVectorPath()));
const words = Array.from({ length: VOCABULARY }, (_, r) => table.wordAt(r)).map((w) => (/^[a-z]+$/.test(w) ? w : 'note'));
const sentence = (length: number, lo: number) => Array.from({ length }, () => words[zipfRank(lo)]).join(' ');

const embedder = new WordVectorSentenceEmbedder();
const knex = await openEvalDatabase(embedder.dimensions, dataDir);
const loaded = Number(((await knex.raw('SELECT count(*)::int AS n FROM memories')).rows[0] as { n: number }).n);
for (let i = 0; i < loaded; i += 1000) sentence(8 + Math.floor(random() * 22), 20);
const scope = knex.raw('scope_id = ?', ['bench']);
const corpus = (await corpusStatsQuery(knex, scope)).rows[0] as CorpusStats;

let overlap = 0, top1 = 0, withCommon = 0;
for (let q = 0; q < queries; q++) {
  const query = `What did I say about ${sentence(2 + Math.floor(random() * 4), 100)}?`;
  const [vector] = await embedder.embed([query]);
  const top10 = async (counted: boolean) => {
    const rows = await knex.transaction(async (trx) => {
      const lexemes = usableLexemes((await recallPreludeQuery(trx, lexicalQueryTerms(query))).rows[0].lexemes as string[]);
      let documents: number[] | undefined;
      if (counted && lexemes.length > 0) {
        const row = (await lexemeDocumentsQuery(trx, scope, lexemes, COMMON_LEXEME_DOCUMENTS, DEFAULT_MEMORY_COLUMNS)).rows[0] as Record<string, number>;
        documents = lexemes.map((_, i) => Number(row[`d${i + 1}`]));
        if (documents.some((d) => d >= COMMON_LEXEME_DOCUMENTS)) withCommon++;
      }
      return (await recallCandidatesQuery(trx, { scope, lexemes, documents, vector: toPgVector(vector!), corpus, select: ['value'] })).rows as RecallRow[];
    });
    return (await scoreRecallRows(rows, query, embedder)).slice(0, 10).map((f) => f.id);
  };
  const exact = await top10(false);
  const counted = new Set(await top10(true));
  overlap += exact.filter((id) => counted.has(id)).length / Math.max(1, exact.length);
  top1 += exact[0] !== undefined && counted.has(exact[0]) ? 1 : 0;
}
console.log(`${loaded} memories, ${queries} queries (${withCommon} with a common lexeme): top-10 overlap ${(overlap / queries).toFixed(3)}, exact top-1 kept in the top 10 ${(top1 / queries).toFixed(3)}`);
await knex.destroy();
