/**
 * Retrieval eval on LoCoMo (dev file read in place; see bench/eval/locomo-dataset.ts).
 *
 *   npm run eval:retrieval                       both backends below
 *   npm run eval:retrieval -- --backend=pglite   shipped SQL on PGlite: full-text, dense, ts_rank_cd, shipped
 *   npm run eval:retrieval -- --backend=service  through MemoryService.upsert/recall (shipped row only)
 *   npm run eval:retrieval -- --tune             also the fusion-weight search, on the tune half only
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
import { scoreRanking, summarise } from './eval/metrics.js';
import { PgliteRetrievalBackend, rankCandidates } from './eval/pglite-backend.js';
import { formatTable, type ReportRow } from './eval/report.js';
import type { KeyedCandidate, RetrievalBackend, RetrievalMode } from './eval/retrieval-backend.js';
import { ServiceRetrievalBackend } from './eval/service-backend.js';
import { searchFusionWeights } from './eval/weight-search.js';

const tune = process.argv.includes('--tune');
const backendChoice = process.argv.find((a) => a.startsWith('--backend='))?.slice('--backend='.length) ?? 'all';
if (!['all', 'pglite', 'service'].includes(backendChoice)) throw new Error(`--backend must be pglite, service or all, not ${backendChoice}`);
const started = Date.now();
const dataFile = defaultDataPath();
const conversations = await loadLocomo(dataFile);
const tuneCount = Math.ceil(conversations.length / 2);
const halves: Array<{ name: string; conversations: EvalConversation[] }> = [
  { name: 'tune', conversations: conversations.slice(0, tuneCount) },
  { name: 'held-out', conversations: conversations.slice(tuneCount) },
];

const embedder = await createEmbeddingProvider(loadMemoryConfig(process.env).embedding);
const LABELS: Record<RetrievalMode, string> = {
  lexical: 'full-text only (BM25 on tsvector)',
  ts_rank_cd: 'full-text ts_rank_cd (OR query)',
  dense: `dense only (${embedder.id})`,
  shipped: 'shipped ranking',
};

interface AskedQuestion { half: number; evidence: string[]; rankings: Partial<Record<RetrievalMode, string[]>>; candidates?: KeyedCandidate[] }

async function runBackend(backend: RetrievalBackend): Promise<{ modes: RetrievalMode[]; asked: AskedQuestion[] }> {
  const modes = (['lexical', 'ts_rank_cd', 'dense', 'shipped'] as const).filter((m) => backend.modes.includes(m));
  const asked: AskedQuestion[] = [];
  try {
    for (const [halfIndex, half] of halves.entries()) {
      for (const conversation of half.conversations) {
        await backend.load(conversation.id, conversation.memories);
        for (const q of conversation.questions) {
          const candidates = backend.candidates ? await backend.candidates(conversation.id, q.question) : undefined;
          const rankings: AskedQuestion['rankings'] = {};
          for (const mode of modes) {
            rankings[mode] = candidates && mode !== 'ts_rank_cd'
              ? rankCandidates(candidates, mode).slice(0, 10)
              : await backend.search(conversation.id, q.question, mode, 10);
          }
          asked.push({ half: halfIndex, evidence: q.evidence, rankings, candidates: tune ? candidates : undefined });
        }
      }
    }
  } finally {
    await backend.close();
  }
  return { modes, asked };
}

const rows: ReportRow[] = [];
let tunable: AskedQuestion[] = [];
let questionCount = 0;
const backends: Array<() => Promise<RetrievalBackend>> = [];
if (backendChoice !== 'service') backends.push(() => PgliteRetrievalBackend.create(embedder));
if (backendChoice !== 'pglite') backends.push(() => ServiceRetrievalBackend.create(embedder));
for (const open of backends) {
  const backend = await open();
  const { modes, asked } = await runBackend(backend);
  questionCount = asked.length;
  tunable = tunable.length > 0 ? tunable : asked.filter((q) => q.half === 0 && q.candidates);
  for (const mode of modes) {
    const score = (q: AskedQuestion) => scoreRanking(q.rankings[mode]!, q.evidence);
    const perHalf = halves.map((_, h) => summarise(asked.filter((q) => q.half === h).map(score)));
    const label = mode === 'shipped' ? `${LABELS[mode]} (${backend.name})` : LABELS[mode];
    rows.push({ label, halves: [...perHalf, summarise(asked.map(score))] });
  }
}
await embedder.close?.();

if (tune) {
  if (tunable.length === 0) throw new Error('--tune needs the pglite backend (it exposes raw candidates)');
  const ranked = searchFusionWeights(tunable, (q, w) => scoreRanking(rankCandidates(q.candidates!, 'shipped', w), q.evidence));
  console.log('weight search on the tune half only (best 10):');
  for (const choice of ranked.slice(0, 10)) {
    console.log(`  ${JSON.stringify(choice.weights)} -> R@5 ${choice.summary.recall5.toFixed(3)} R@10 ${choice.summary.recall10.toFixed(3)} MRR ${choice.summary.mrr.toFixed(3)}`);
  }
  console.log(`shipped: ${JSON.stringify(FUSION_WEIGHTS)}\n`);
}

const skipped = conversations.reduce((n, c) => n + c.skippedQuestions, 0);
console.log(`LoCoMo ${dataFile}: ${conversations.length} conversations, ${questionCount} questions (categories 1-4; ${skipped} without usable evidence skipped)`);
console.log(`tune = ${halves[0]!.conversations.map((c) => c.id).join(', ')}; held-out = ${halves[1]!.conversations.map((c) => c.id).join(', ')}\n`);
console.log(formatTable([...halves.map((h) => h.name), 'all'], rows));
console.log(`\nreference (Okapi BM25, measured earlier on this set): R@5 0.562, R@10 0.640`);
console.log(`fusion weights ${JSON.stringify(FUSION_WEIGHTS)}; ${((Date.now() - started) / 1000).toFixed(1)} s`);
