/**
 * The COPY fill's figures as text: one table of its phases (time, share, rate) and the store's
 * size on disk, and the extrapolation of a measured fill to a larger one (each phase scaled by
 * how it grows: rows, COPY and VACUUM linearly, sort-based index builds by n·log n, the HNSW
 * graph by n·log n as well).
 */
import type { CopyFillResult } from './copy-fill.js';
import { databaseSizeText, mib } from './database-size.js';
import { markdownTable } from './markdown.js';

export interface FillPhase {
  phase: string;
  seconds: number;
}

/** The fill's phases, the COPY split into the node's rows-and-embeddings time and the rest. */
export function fillPhases(fill: CopyFillResult): FillPhase[] {
  return [
    { phase: 'rows and embeddings (node, inside the COPY)', seconds: fill.embedSeconds },
    { phase: 'COPY (the rest of its wall time)', seconds: Math.max(0, fill.copySeconds - fill.embedSeconds) },
    ...fill.indexes.map((i) => ({ phase: `index ${i.name} (${i.method})`, seconds: i.seconds })),
    { phase: 'VACUUM (ANALYZE)', seconds: fill.analyzeSeconds },
    { phase: `HNSW index (maintenance_work_mem ${fill.settings.maintenanceWorkMem}, ${fill.settings.parallelWorkers} parallel worker(s) allowed, ${fill.hnswWorkersSeen} seen${fill.hnswCpuSeconds === null ? '' : `; ${Math.round(fill.hnswCpuSeconds)} s of PostgreSQL CPU`})`, seconds: fill.hnswSeconds },
  ];
}

const growth = (phase: string, ratio: number, fromRows: number): number => {
  if (phase.startsWith('rows') || phase.startsWith('COPY') || phase.startsWith('VACUUM')) return ratio; // one pass over the rows
  return ratio * (Math.log(fromRows * ratio) / Math.log(fromRows)); // n log n
};

/** Each phase scaled from the measured rows to `rows`. */
export function extrapolateFill(fill: CopyFillResult, rows: number): FillPhase[] {
  const ratio = rows / fill.loaded;
  return fillPhases(fill).map((p) => ({ phase: p.phase, seconds: p.seconds * growth(p.phase, ratio, fill.loaded) }));
}

const secondsText = (s: number) => (s >= 120 ? `${(s / 60).toFixed(1)} min` : `${s.toFixed(1)} s`);

export function fillMarkdown(fill: CopyFillResult, extrapolateTo?: number): string {
  const phases = fillPhases(fill);
  const total = phases.reduce((a, p) => a + p.seconds, 0);
  const scaled = extrapolateTo ? extrapolateFill(fill, extrapolateTo) : null;
  const scaledTotal = scaled?.reduce((a, p) => a + p.seconds, 0) ?? 0;
  const header = ['Phase', `${fill.loaded.toLocaleString('en-US')} rows`, 'share', ...(scaled ? [`${extrapolateTo!.toLocaleString('en-US')} rows (extrapolated)`] : [])];
  const rows = phases.map((p, i) => [p.phase, secondsText(p.seconds), `${Math.round((p.seconds / total) * 100)}%`, ...(scaled ? [secondsText(scaled[i]!.seconds)] : [])]);
  rows.push(['**total**', `**${secondsText(total)}** (${Math.round(fill.loaded / total).toLocaleString('en-US')} rows/s)`, '100%', ...(scaled ? [`**${secondsText(scaledTotal)}**`] : [])]);
  return [
    markdownTable(header, rows),
    '',
    `WAL written by the fill: ${mib(fill.walBytes)}. Size: ${databaseSizeText(fill.size)}.`,
  ].join('\n');
}

/** One line for the report's notes (the phases are tabled apart, fillMarkdown). */
export function fillNote(fill: CopyFillResult): string {
  return `COPY fill of ${fill.loaded.toLocaleString('en-US')} memories in ${secondsText(fill.totalSeconds)}, of which the HNSW build ${secondsText(fill.hnswSeconds)}; ` +
    `database ${mib(fill.size.databaseBytes)} on disk; WAL ${mib(fill.walBytes)}`;
}
