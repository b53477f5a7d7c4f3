/**
 * Retrieval eval on LoCoMo (dev file read in place; see bench/eval/locomo-dataset.ts).
 *
 *   npm run eval:retrieval                 report: full-text, dense, ts_rank_cd, shipped
 *   npm run eval:retrieval -- --tune       also search fusion weights on the tune half only
 *
 * Held-out discipline: conversations are split in two halves (first half = "tune", second =
 * "held-out"); weights in src/domain/memory/ranking are chosen with --tune, which looks at the
 * tune half only, and the report shows both halves so over-fitting would be visible.
 * The embedding model follows the server's EMBEDDING_* settings (default: builtin).
 */
import { loadMemoryConfig } from '../src/config/memory.js';
import { createEmbeddingProvider } from '../src/domain/memory/embedding/provider.js';
import { FUSION_WEIGHTS } from '../src/domain/memory/ranking/index.js';
import { defaultDataPath, loadLocomo, type EvalConversation } from './eval/locomo-dataset.js';
import { scoreRanking, summarise, type QuestionScore } from './eval/metrics.js';
import { PgliteRetrievalBackend, rankCandidates, type KeyedCandidate } from './eval/pglite-backend.js';
import { formatTable, type ReportRow } from './eval/report.js';
import type { RetrievalMode } from './eval/retrieval-backend.js';
import { searchFusionWeights } from './eval/weight-search.js';

const tune = process.argv.includes('--tune');
const started = Date.now();
const dataFile = defaultDataPath();
const conversations = await loadLocomo(dataFile);
const tuneCount = Math.ceil(conversations.length / 2);
const halves: Array<{ name: string; conversations: EvalConversation[] }> = [
  { name: 'tune', conversations: conversations.slice(0, tuneCount) },
  { name: 'held-out', conversations: conversations.slice(tuneCount) },
];

const embedder = await createEmbeddingProvider(loadMemoryConfig(process.env).embedding);
const backend = await PgliteRetrievalBackend.create(embedder);
const MODES: Array<{ mode: RetrievalMode; label: string }> = [
  { mode: 'lexical', label: 'full-text only (BM25 on tsvector)' },
  { mode: 'ts_rank_cd', label: 'full-text ts_rank_cd (OR query)' },
  { mode: 'dense', label: `dense only (${embedder.id})` },
  { mode: 'shipped', label: 'shipped ranking (fused)' },
];

interface AskedQuestion { half: number; evidence: string[]; candidates: KeyedCandidate[]; tsRank: string[] }
const asked: AskedQuestion[] = [];
for (const [halfIndex, half] of halves.entries()) {
  for (const conversation of half.conversations) {
    await backend.load(conversation.id, conversation.memories);
    for (const q of conversation.questions) {
      asked.push({
        half: halfIndex,
        evidence: q.evidence,
        candidates: await backend.candidates(conversation.id, q.question),
        tsRank: await backend.search(conversation.id, q.question, 'ts_rank_cd', 10),
      });
    }
  }
}
await backend.close();
await embedder.close?.();

function rankingFor(q: AskedQuestion, mode: RetrievalMode, weights = FUSION_WEIGHTS): string[] {
  return mode === 'ts_rank_cd' ? q.tsRank : rankCandidates(q.candidates, mode, weights);
}
function summaryFor(score: (q: AskedQuestion) => QuestionScore) {
  const perHalf = halves.map((_, h) => summarise(asked.filter((q) => q.half === h).map(score)));
  return [...perHalf, summarise(asked.map(score))];
}

if (tune) {
  const ranked = searchFusionWeights(asked.filter((q) => q.half === 0), (q, w) => scoreRanking(rankCandidates(q.candidates, 'shipped', w), q.evidence));
  console.log('weight search on the tune half only (best 10):');
  for (const choice of ranked.slice(0, 10)) {
    console.log(`  ${JSON.stringify(choice.weights)} -> R@5 ${choice.summary.recall5.toFixed(3)} R@10 ${choice.summary.recall10.toFixed(3)} MRR ${choice.summary.mrr.toFixed(3)}`);
  }
  console.log(`shipped: ${JSON.stringify(FUSION_WEIGHTS)}\n`);
}

const rows: ReportRow[] = MODES.map(({ mode, label }) => ({ label, halves: summaryFor((q) => scoreRanking(rankingFor(q, mode), q.evidence)) }));
const skipped = conversations.reduce((n, c) => n + c.skippedQuestions, 0);
console.log(`LoCoMo ${dataFile}: ${conversations.length} conversations, ${asked.length} questions (categories 1-4; ${skipped} without usable evidence skipped)`);
console.log(`tune = ${halves[0]!.conversations.map((c) => c.id).join(', ')}; held-out = ${halves[1]!.conversations.map((c) => c.id).join(', ')}\n`);
console.log(formatTable([...halves.map((h) => h.name), 'all'], rows));
console.log(`\nfusion weights ${JSON.stringify(FUSION_WEIGHTS)}; ${((Date.now() - started) / 1000).toFixed(1)} s`);
