/**
 * Renders a BenchReport as Markdown: header (command, date, machine, settings), one results
 * table with each target beside its figure, a per-target verdict table and notes.
 */
import type { BenchReport, ReferenceRun, StoreRun } from './results.js';
import { count, markdownTable, ms, num, seconds } from './markdown.js';
import { atLeast, atMost, targetsFor, type Verdict } from './targets.js';
import { renderContextCost } from './context-cost.js';
import { clusterChecks, renderClusterSection } from './cluster-report.js';
import { fillMarkdown } from './copy-fill-report.js';

const HEADERS = [
  'System', 'Store', 'Memories', 'Fill',
  'Writes/s',
  'Backlog after load → drained in',
  'GET by key req/s (share of bare Koa)',
  'GET p50 / p99 ms',
  'Recall p50 / p95 / p99 ms',
  'Recall under load req/s, p50 / p95 ms',
  'Search p50 / p95 / p99 ms',
  'Server CPU ms per request: GET / recall under load',
  'RSS MiB at end',
];

/** Server CPU per request (ms), the figure that stays comparable on a shared machine. */
const cpu = (load: { serverCpuMsPerRequest?: number } | null | undefined) =>
  (load?.serverCpuMsPerRequest === undefined ? '–' : load.serverCpuMsPerRequest < 1 ? load.serverCpuMsPerRequest.toFixed(3) : ms(load.serverCpuMsPerRequest));

const withVerdict = (text: string, verdict: Verdict) => (verdict === 'n/a' ? text : `${text} **${verdict}**`);

function triple(s: { p50: number; p95: number; p99: number } | null): string {
  return s ? `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.p99)}` : '–';
}

export interface Check {
  what: string;
  where: string;
  measured: string;
  target: string;
  verdict: Verdict;
}

/** Every target set for this run's store and size (targets.ts), each with its figure and verdict. */
export function storeChecks(run: StoreRun, bareRps: number | null): Check[] {
  const where = `${run.storeLabel}, ${count(run.size)}`;
  const t = targetsFor(run.store, run.size);
  const getShare = run.get && bareRps ? run.get.rps / bareRps : null;
  const load = run.recallLoad;
  const checks: Array<Check | null> = [
    t.writesPerSecond === undefined ? null : { what: 'REST write throughput', where, measured: run.writes ? `${num(run.writes.perSecond)}/s` : '–', target: `≥ ${t.writesPerSecond}/s`, verdict: atLeast(run.writes?.perSecond, t.writesPerSecond) },
    t.getShareOfBare === undefined ? null : { what: 'GET by key vs bare Koa', where, measured: getShare === null ? '–' : `${(getShare * 100).toFixed(0)}%`, target: `≥ ${t.getShareOfBare * 100}%`, verdict: atLeast(getShare, t.getShareOfBare) },
    t.recallP50Ms === undefined ? null : { what: 'Recall p50', where, measured: run.recall ? `${ms(run.recall.p50)} ms` : '–', target: `≤ ${t.recallP50Ms} ms`, verdict: atMost(run.recall?.p50, t.recallP50Ms) },
    t.recallP95Ms === undefined ? null : { what: 'Recall p95', where, measured: run.recall ? `${ms(run.recall.p95)} ms` : '–', target: `≤ ${t.recallP95Ms} ms`, verdict: atMost(run.recall?.p95, t.recallP95Ms) },
    t.recallLoadRps === undefined ? null : { what: 'Recall under load', where, measured: load ? `${num(load.rps)} req/s (${load.connections} connections)` : '–', target: `≥ ${t.recallLoadRps} req/s`, verdict: atLeast(load?.rps, t.recallLoadRps) },
    t.recallLoadP95Ms === undefined ? null : { what: 'Recall under load p95', where, measured: load?.p95 === undefined ? '–' : `${ms(load.p95)} ms`, target: `≤ ${t.recallLoadP95Ms} ms`, verdict: atMost(load?.p95, t.recallLoadP95Ms) },
    t.rssMiB === undefined ? null : { what: 'Server RSS', where, measured: run.rssMiB === null ? '–' : `${num(run.rssMiB)} MiB`, target: `≤ ${t.rssMiB} MiB`, verdict: atMost(run.rssMiB, t.rssMiB) },
  ];
  return checks.filter((c): c is Check => c !== null);
}

/** The verdict of the checks whose name starts with `prefix`: FAIL if any fails, n/a if none is set. */
function verdictOf(checks: Check[], prefix: string): Verdict {
  const mine = checks.filter((c) => c.what.startsWith(prefix) && c.verdict !== 'n/a');
  if (!mine.length) return 'n/a';
  return mine.every((c) => c.verdict === 'PASS') ? 'PASS' : 'FAIL';
}

function storeRow(run: StoreRun, bareRps: number | null): string[] {
  const checks = storeChecks(run, bareRps);
  const backlog = run.backlogAfterLoad === null
    ? '–'
    : `${run.backlogAfterLoad.toLocaleString('en-US')} → ${run.drainSeconds === null ? 'not drained' : seconds(run.drainSeconds)}`;
  const getShare = run.get && bareRps ? ` (${((run.get.rps / bareRps) * 100).toFixed(0)}%)` : '';
  const load = run.recallLoad;
  return [
    'memplat (REST)', run.storeLabel, count(run.size), run.fill,
    withVerdict(run.writes ? `${num(run.writes.perSecond)} (${run.writes.connections} clients)` : '–', verdictOf(checks, 'REST write')),
    backlog,
    withVerdict(run.get ? `${num(run.get.rps)}${getShare}` : '–', verdictOf(checks, 'GET by key')),
    run.get ? `${ms(run.get.p50)} / ${ms(run.get.p99)}` : '–',
    withVerdict(triple(run.recall), verdictOf(checks, 'Recall p')),
    load ? withVerdict(`${num(load.rps)}, ${ms(load.p50)} / ${load.p95 === undefined ? '–' : ms(load.p95)}`, verdictOf(checks, 'Recall under load')) : '–',
    triple(run.search),
    `${cpu(run.get)} / ${cpu(run.recallLoad)}`,
    withVerdict(run.rssMiB === null ? '–' : num(run.rssMiB), verdictOf(checks, 'Server RSS')),
  ];
}

function referenceRow(run: ReferenceRun): string[] {
  const fill = run.prefilled > 0
    ? `${count(run.prefilled)} written to its JSONL file, then ${run.storedViaTools.toLocaleString('en-US')} via tools`
    : `${run.storedViaTools.toLocaleString('en-US')} via tools${run.cutShort ? ' (cut short)' : ''}`;
  return [
    'MCP reference server-memory (stdio)', 'JSONL file', count(run.size), fill,
    `${num(run.storePerSecond)} (1 client, tool calls)`,
    'no embeddings', '–', '–', '–', '–', triple(run.search), '–',
    run.rssMiB === null ? '–' : num(run.rssMiB),
  ];
}

export function renderReport(report: BenchReport): string {
  const bareRps = report.bare?.get.rps ?? null;
  const rows: string[][] = [];
  if (report.bare) {
    const g = report.bare.get;
    rows.push(['Bare Koa handler (framework ceiling)', '–', '–', '–', '–', '–', num(g.rps), `${ms(g.p50)} / ${ms(g.p99)}`, '–', '–', '–', `${cpu(g)} / –`, report.bare.rssMiB === null ? '–' : num(report.bare.rssMiB)]);
  }
  for (const run of report.runs) rows.push(storeRow(run, bareRps));
  for (const run of report.reference) rows.push(referenceRow(run));

  const checks = [...report.runs.flatMap((run) => storeChecks(run, bareRps)), ...(report.cluster ?? []).flatMap(clusterChecks)];
  const m = report.machine;
  const s = report.settings;
  const out = [
    '# Memory platform benchmark',
    '',
    `- Command: \`${report.command}\``,
    `- Date: ${report.date}`,
    ...(report.revision ? [`- Code: commit ${report.revision.commit}${report.revision.changedSourceFiles ? ` plus ${report.revision.changedSourceFiles} uncommitted file(s) under src/` : ''}`] : []),
    `- Machine: ${m.nproc} CPUs (${m.cpu}), ${m.ramGiB.toFixed(1)} GiB RAM, ${m.os}, Node ${m.node}`,
    `- Settings: sizes ${s.sizes.map(count).join(', ')}; stores ${s.stores.join(', ') || 'none'}; REST writes from ${s.writeConnections} concurrent clients; ` +
      `GET by key with autocannon, ${s.getConnections} connections for ${s.getDurationSeconds} s, keys drawn uniformly from the whole store (same settings for the bare Koa handler); ` +
      `recall and search: ${s.latencySamples} sequential requests each after the embedding backlog drained` +
      (s.recallDurationSeconds ? `; recall under load: autocannon, ${s.recallConnections} connections for ${s.recallDurationSeconds} s, a different query per request` : '') +
      `; seed ${s.seed}; total run ${seconds(report.totalSeconds)}.`,
    '',
    '## Results',
    '',
    markdownTable(HEADERS, rows),
    '',
    ...(report.cluster?.length ? [renderClusterSection(report.cluster)] : []),
    ...(report.context ? [renderContextCost(report.context), ''] : []),
    '## Targets',
    '',
    'Set per store and size (bench/lib/targets.ts): the embedded store at 10k, PostgreSQL + pgvector at 100k and 1M, two nodes behind HAProxy at 100k; other rows are measured without a verdict.',
    '',
    markdownTable(['Target', 'Where', 'Measured', 'Target value', 'Result'], checks.map((c) => [c.what, c.where, c.measured, c.target, c.verdict])),
    '',
  ];
  const notes = [
    ...report.notes,
    ...report.runs.flatMap((r) => [...r.notes.map((n) => `${r.storeLabel}, ${count(r.size)}: ${n}`), ...(r.error ? [`${r.storeLabel}, ${count(r.size)}: ERROR ${r.error}`] : [])]),
    ...report.reference.flatMap((r) => [...r.notes.map((n) => `server-memory, ${count(r.size)}: ${n}`), ...(r.error ? [`server-memory, ${count(r.size)}: ERROR ${r.error}`] : [])]),
  ];
  if (notes.length) out.push('## Notes', '', ...notes.map((n) => `- ${n}`), '');
  const fills = report.runs.filter((r) => r.copyFill);
  if (fills.length) {
    out.push('## COPY fills', '', ...fills.flatMap((r) => [`### ${r.storeLabel}, ${count(r.size)}`, '', fillMarkdown(r.copyFill!, r.size < 1_000_000 ? 1_000_000 : undefined), '']));
  }
  const stages = report.runs.filter((r) => r.stages);
  if (stages.length) {
    out.push('## Where the CPU goes, stage by stage', '', ...stages.flatMap((r) => [`### ${r.storeLabel}, ${count(r.size)}`, '', r.stages!]));
  }
  const profiles = report.runs.flatMap((r) => r.profiles ?? []);
  if (profiles.length) {
    out.push('## CPU profiles', '', 'The server\'s main thread, sampled by V8 while the scenario ran again (a separate run from the figures above, since sampling costs a little).', '', ...profiles);
  }
  return out.join('\n');
}
