/**
 * What each ranking feature buys: the shipped ranking (RANKING_DEFAULTS) on LoCoMo through the
 * eval's in-memory mirror (the product's rankRecall over a mirror of the recall SQL), then the
 * same with one feature switched off at a time, everything else as shipped.
 *
 *   EVAL_DATA=/path/to/locomo-dev.json npx tsx bench/ranking-ledger.ts
 *
 * Prints R@5 / R@10 / MRR overall and per category for each variant and its R@10 change from the
 * shipped ranking (overall and the category that loses most). In-sample (the shipped fit was
 * chosen on these questions); the cross-validated figures come from `npm run eval:retrieval`.
 * What each feature costs in CPU is the stage bench's (`bench/stages.ts --ranking-off NAME`).
 */
import { loadMemoryConfig } from '../src/config/memory.js';
import { createEmbeddingProvider } from '../src/domain/memory/embedding/provider.js';
import { RANKING_DEFAULTS, type RankingParams } from '../src/domain/memory/ranking/index.js';
import { byCategory, type ScoredQuestion } from './eval/cv-report.js';
import { defaultDataPath, loadLocomo } from './eval/locomo-dataset.js';
import { PipelineRunner, type PreparedQuestion } from './eval/pipeline-runner.js';
import { RANKING_FEATURES_OFF } from './eval/ranking-features.js';
import { loadStore } from './eval/sql-fetch.js';

const started = Date.now();
const conversations = await loadLocomo(defaultDataPath());
const embedder = await createEmbeddingProvider(loadMemoryConfig(process.env).embedding);
const store = await loadStore(conversations, embedder, RANKING_DEFAULTS.bm25);
const runner = new PipelineRunner(store.indexes, embedder);
const questions = await PipelineRunner.prepare(embedder, conversations.flatMap((c) => c.questions.map((q) => ({
  conversation: c.id, category: q.category, question: q.question, evidence: q.evidence,
}))));

const scored = async (qs: readonly PreparedQuestion[], params: RankingParams): Promise<ScoredQuestion[]> =>
  (await runner.scores(qs, params)).map((score, i) => ({ category: qs[i]!.category, score }));

const fmt = (x: number) => x.toFixed(3);
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(3)}`;
const shipped = byCategory(await scored(questions, RANKING_DEFAULTS));
const lines = [
  '| Variant | R@5 / R@10 / MRR (all) | R@10 by category (multi-hop, temporal, open-domain, single-hop) | ΔR@10 all | ΔR@10 worst category |',
  '|---|---|---|---|---|',
];
const row = (label: string, table: typeof shipped) => {
  const all = table.at(-1)!.summary;
  const cats = table.slice(0, -1);
  const deltas = cats.map((c, i) => ({ label: c.label, d: c.summary.recall10 - shipped[i]!.summary.recall10 }));
  const worst = deltas.reduce((a, b) => (b.d < a.d ? b : a));
  lines.push(`| ${label} | ${fmt(all.recall5)} / ${fmt(all.recall10)} / ${fmt(all.mrr)} | ${cats.map((c) => fmt(c.summary.recall10)).join(', ')} | ${signed(all.recall10 - shipped.at(-1)!.summary.recall10)} | ${signed(worst.d)} (${worst.label}) |`);
};
const detail = [
  `| Variant | ${shipped.map((c) => `${c.label} R@5 / R@10 / MRR`).join(' | ')} |`,
  `|---|${shipped.map(() => '---').join('|')}|`,
];
const detailRow = (label: string, table: typeof shipped) =>
  detail.push(`| ${label} | ${table.map((c) => `${fmt(c.summary.recall5)} / ${fmt(c.summary.recall10)} / ${fmt(c.summary.mrr)}`).join(' | ')} |`);
row('shipped (RANKING_DEFAULTS)', shipped);
detailRow('shipped (RANKING_DEFAULTS)', shipped);
for (const feature of RANKING_FEATURES_OFF) {
  const qs = feature.withoutQueryVector ? questions.map((q) => ({ ...q, vector: null })) : questions;
  const table = byCategory(await scored(qs, feature.off(RANKING_DEFAULTS)));
  row(`${feature.name} off`, table);
  detailRow(`${feature.name} off`, table);
  process.stderr.write(`${feature.name} done (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
}
await store.knex.destroy();
await embedder.close?.();
console.log(`${lines.join('\n')}\n\n${detail.join('\n')}\n\n${questions.length} questions, ${embedder.id}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
