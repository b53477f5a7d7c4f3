/**
 * Markdown tables of the retrieval eval: recall@5, recall@10 and MRR per LoCoMo category, cross-
 * validated and in-sample side by side, and the in-sample comparison of rankings.
 */
import { summarise, type MetricSummary, type QuestionScore } from './metrics.js';

export const CATEGORY_NAMES: Record<number, string> = { 1: 'multi-hop', 2: 'temporal', 3: 'open-domain', 4: 'single-hop' };

export interface ScoredQuestion { category: number; score: QuestionScore }

const fmt = (x: number) => x.toFixed(3);
const triple = (m: MetricSummary) => `${fmt(m.recall5)} / ${fmt(m.recall10)} / ${fmt(m.mrr)}`;

export function byCategory(scored: readonly ScoredQuestion[]): Array<{ label: string; summary: MetricSummary }> {
  const categories = [...new Set(scored.map((s) => s.category))].sort();
  return [
    ...categories.map((c) => ({ label: `${c} ${CATEGORY_NAMES[c] ?? ''}`.trim(), summary: summarise(scored.filter((s) => s.category === c).map((s) => s.score)) })),
    { label: 'all', summary: summarise(scored.map((s) => s.score)) },
  ];
}

/** Category | questions | cross-validated R@5 / R@10 / MRR | in-sample R@5 / R@10 / MRR. */
export function categoryTable(crossValidated: readonly ScoredQuestion[], inSample: readonly ScoredQuestion[]): string {
  const cv = byCategory(crossValidated);
  const fit = new Map(byCategory(inSample).map((r) => [r.label, r.summary]));
  const lines = [
    '| LoCoMo category | Questions | **Cross-validated** R@5 / R@10 / MRR | In-sample R@5 / R@10 / MRR |',
    '|---|---|---|---|',
  ];
  for (const row of cv) {
    const bold = row.label === 'all' ? (s: string) => `**${s}**` : (s: string) => s;
    lines.push(`| ${bold(row.label)} | ${row.summary.questions} | ${bold(triple(row.summary))} | ${fit.get(row.label) ? triple(fit.get(row.label)!) : '–'} |`);
  }
  return lines.join('\n');
}

/** Ranking | R@5 / R@10 / MRR overall | multi-hop R@10, in-sample. */
export function rankingTable(rows: ReadonlyArray<{ label: string; scored: readonly ScoredQuestion[] }>): string {
  const lines = ['| Ranking (in-sample, all 5 conversations) | R@5 / R@10 / MRR | multi-hop R@10 | temporal R@10 |', '|---|---|---|---|'];
  for (const row of rows) {
    const all = summarise(row.scored.map((s) => s.score));
    const cat = (c: number) => fmt(summarise(row.scored.filter((s) => s.category === c).map((s) => s.score)).recall10);
    lines.push(`| ${row.label} | ${triple(all)} | ${cat(1)} | ${cat(2)} |`);
  }
  return lines.join('\n');
}
