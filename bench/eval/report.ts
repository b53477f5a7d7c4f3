import type { MetricSummary } from './metrics.js';

export interface ReportRow { label: string; halves: MetricSummary[] }

const fmt = (x: number) => x.toFixed(3);

/** Plain-text table: one row per ranking, recall@5 / recall@10 / MRR for each half and overall. */
export function formatTable(halfNames: string[], rows: ReportRow[]): string {
  const labelWidth = Math.max(28, ...rows.map((r) => r.label.length));
  const head = ['ranking'.padEnd(labelWidth), ...halfNames.map((h) => `${h} R@5   R@10  MRR`.padStart(24))].join(' | ');
  const lines = [head, '-'.repeat(head.length)];
  for (const row of rows) {
    lines.push([row.label.padEnd(labelWidth), ...row.halves.map((m) => `${fmt(m.recall5)} ${fmt(m.recall10)} ${fmt(m.mrr)}`.padStart(24))].join(' | '));
  }
  return lines.join('\n');
}
