/**
 * Retrieval eval on LoCoMo (dev file read in place, never copied; see eval/locomo-dataset.ts).
 *
 *   npm run eval:retrieval                          the table in docs/memory.md (about 20-40 min on 2 shared cores)
 *   npm run eval:retrieval -- --fast                quick look: coarse grids, one sweep, a third of the
 *                                                   training questions, no SQL/service check
 *   npm run eval:retrieval -- --write-defaults      also writes the final fit to ranking-defaults.ts
 *   npm run eval:retrieval -- --no-service          skip the check through the memory service
 *   npm run eval:retrieval -- --service-only        only the shipped defaults through the memory service
 *
 * Every weight and method is chosen by leave-one-conversation-out cross-validation: for each
 * conversation, a coordinate search (eval/ranking-knobs.ts) fits the ranking on the other
 * conversations' questions, and that fit ranks the held-out conversation. The headline is the
 * cross-validated figure; the final fit (same search on all conversations) is what ships, and
 * its in-sample figure is shown beside it. The search runs the product's pipeline (rankRecall)
 * over an in-memory mirror of the recall SQL; the final fit is then also run through the SQL
 * itself (PGlite) and through the memory service (with the shipped defaults) to show they agree.
 */
import { loadMemoryConfig } from '../src/config/memory.js';
import { createEmbeddingProvider } from '../src/domain/memory/embedding/provider.js';
import { RANKING_DEFAULTS, type RankingParams } from '../src/domain/memory/ranking/index.js';
import { coordinateSearch, crossValidate } from './eval/cross-validation.js';
import { byCategory, categoryTable, rankingTable, type ScoredQuestion } from './eval/cv-report.js';
import { defaultDataPath, loadLocomo } from './eval/locomo-dataset.js';
import { scoreRanking, summarise } from './eval/metrics.js';
import { PipelineRunner, type PreparedQuestion } from './eval/pipeline-runner.js';
import { rankingKnobs, SEARCH_START } from './eval/ranking-knobs.js';
import { writeDefaults } from './eval/ranking-defaults-file.js';
import { ServiceRetrievalBackend } from './eval/service-backend.js';
import { loadStore } from './eval/sql-fetch.js';

const serviceOnly = process.argv.includes('--service-only');
const fast = process.argv.includes('--fast');
const writeFit = process.argv.includes('--write-defaults');
const withService = !fast && !process.argv.includes('--no-service');
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const dataFile = defaultDataPath();
const conversations = await loadLocomo(dataFile);
const embedder = await createEmbeddingProvider(loadMemoryConfig(process.env).embedding);
if (serviceOnly) {
  const out = await throughService();
  await embedder.close?.();
  const perCategory = byCategory(out).map((r) => `  ${r.label}: R@5 ${r.summary.recall5.toFixed(3)} R@10 ${r.summary.recall10.toFixed(3)} MRR ${r.summary.mrr.toFixed(3)}`);
  console.log(`\n${rankingTable([{ label: 'Shipped defaults through the memory service', scored: out }])}\n\n${perCategory.join('\n')}\n${elapsed()}`);
  process.exit(0);
}
const store = await loadStore(conversations, embedder, SEARCH_START.bm25);
const runner = new PipelineRunner(store.indexes, embedder);
const questions = await PipelineRunner.prepare(embedder, conversations.flatMap((c) => c.questions.map((q) => ({
  conversation: c.id, category: q.category, question: q.question, evidence: q.evidence,
}))));
console.log(`LoCoMo ${dataFile}: ${conversations.length} conversations, ${questions.length} questions (categories 1-4); ${embedder.id}; loaded in ${elapsed()}`);

/** The search's objective on training questions: recall@10 + recall@5, MRR only breaking ties. */
async function objective(train: readonly PreparedQuestion[], params: RankingParams): Promise<number> {
  const s = summarise(await runner.scores(train, params));
  return s.recall10 + s.recall5 + 1e-3 * s.mrr;
}

const knobs = rankingKnobs(fast);
const passes = fast ? 1 : 2;
/** Fast mode fits on every third training question. */
const fitSet = (qs: PreparedQuestion[]) => (fast ? qs.filter((_, i) => i % 3 === 0) : qs);

async function fit(train: PreparedQuestion[], label: string): Promise<RankingParams> {
  const t = Date.now();
  const result = await coordinateSearch(SEARCH_START, knobs, (p) => objective(fitSet(train), p), passes);
  console.log(`  ${label}: ${changes(result.params)} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
  return result.params;
}

const scored = async (qs: readonly PreparedQuestion[], params: RankingParams, fetchFor = runner.memoryFetch): Promise<ScoredQuestion[]> =>
  (await runner.scores(qs, params, fetchFor)).map((score, i) => ({ category: qs[i]!.category, score }));

console.log('cross-validation (each conversation ranked by the fit on the others):');
const { scores: crossValidated } = await crossValidate(questions, (train, heldOut) => fit(train, `without ${heldOut}`), scored);
console.log('final fit (all conversations):');
const finalFit = await fit(questions, 'all');
const inSample = await scored(questions, finalFit);

const comparison: Array<{ label: string; scored: ScoredQuestion[] }> = [
  { label: 'Full-text only (BM25)', scored: await scored(questions, { ...SEARCH_START, fusion: { lexical: 1, dense: 0, alignment: 0, context: 0 } }) },
  { label: `Dense only (${embedder.id})`, scored: await scored(questions, { ...SEARCH_START, fusion: { lexical: 0, dense: 1, alignment: 0, context: 0 } }) },
  { label: 'Fusion before cross-validation (no added method)', scored: await scored(questions, SEARCH_START) },
  { label: '**Final fit** (in-memory mirror of the SQL)', scored: inSample },
];
if (!fast) comparison.push({ label: 'Final fit through the recall SQL (PGlite)', scored: await scored(questions, finalFit, store.sqlFetch) });
await store.knex.destroy();
const shippedIsFit = JSON.stringify(RANKING_DEFAULTS) === JSON.stringify(finalFit);
if (withService && shippedIsFit) comparison.push({ label: 'Shipped defaults (= final fit) through the memory service', scored: await throughService() });
else if (withService) console.log('shipped defaults differ from this fit: after --write-defaults, `-- --service-only` measures them through the service');
await embedder.close?.();

console.log(`\n${categoryTable(crossValidated, inSample)}\n\n${rankingTable(comparison)}\n`);
console.log(`final fit: ${JSON.stringify(finalFit)}`);
if (writeFit) {
  await writeDefaults(finalFit, `Last written from ${conversations.length} conversations, ${questions.length} questions${fast ? ' (fast mode)' : ''}.`);
  console.log('written to src/domain/memory/ranking/ranking-defaults.ts');
}
console.log(`${fast ? 'fast mode; ' : ''}${elapsed()}`);

/** The shipped defaults (RANKING_DEFAULTS as loaded) through MemoryService.upsert/recall. */
async function throughService(): Promise<ScoredQuestion[]> {
  const service = await ServiceRetrievalBackend.create(embedder);
  const out: ScoredQuestion[] = [];
  try {
    for (const c of conversations) {
      await service.load(c.id, c.memories);
      for (const q of c.questions) out.push({ category: q.category, score: scoreRanking(await service.search(c.id, q.question, 'shipped', 10), q.evidence) });
    }
  } finally {
    await service.close();
  }
  return out;
}

/** The knobs a fit moved away from the search's start. */
function changes(p: RankingParams): string {
  const out: string[] = [];
  for (const k of knobs) if (k.get(p) !== k.get(SEARCH_START)) out.push(`${k.name}=${k.get(p)}`);
  return out.length > 0 ? out.join(' ') : '(start unchanged)';
}
