/**
 * The nodes-behind-HAProxy section of the report: per scenario the rate and latency through
 * the balancer, how the answers split between the nodes, and the CPU each process on the
 * machine used per answer; then the cluster's target checks (targets.ts).
 */
import { fillMarkdown } from './copy-fill-report.js';
import type { Check } from './report.js';
import { count, markdownTable, ms, num } from './markdown.js';
import type { ClusterRun, ClusterScenario } from './results.js';
import { atLeast, clusterTargetsFor } from './targets.js';

export function clusterChecks(run: ClusterRun): Check[] {
  const t = clusterTargetsFor(run.nodes, run.size);
  const where = `${run.nodes} nodes + HAProxy, ${run.storeLabel}, ${count(run.size)}`;
  const checks: Array<Check | null> = [
    t.recallLoadRps === undefined ? null : { what: 'Recall under load through HAProxy', where, measured: run.recallLoad ? `${num(run.recallLoad.load.rps)} req/s (${run.recallLoad.load.connections} connections)` : '–', target: `≥ ${t.recallLoadRps} req/s`, verdict: atLeast(run.recallLoad?.load.rps, t.recallLoadRps) },
    t.writesPerSecond === undefined ? null : { what: 'REST writes through HAProxy', where, measured: run.writes ? `${num(run.writes.load.rps)}/s (${run.writes.load.connections} clients)` : '–', target: `≥ ${t.writesPerSecond}/s`, verdict: atLeast(run.writes?.load.rps, t.writesPerSecond) },
  ];
  return checks.filter((c): c is Check => c !== null);
}

/** The CPU columns: every node, then the other processes in a fixed order of appearance. */
function cpuLabels(runs: ClusterRun[]): string[] {
  const labels = new Set<string>();
  for (const run of runs) for (const s of [run.recallLoad, run.writes]) for (const label of Object.keys(s?.cpuMsPerRequest ?? {})) labels.add(label);
  return [...labels].sort((a, b) => Number(!a.startsWith('node ')) - Number(!b.startsWith('node ')) || a.localeCompare(b));
}

function scenarioRow(run: ClusterRun, what: string, s: ClusterScenario | null, labels: string[]): string[] {
  if (!s) return [count(run.size), what, '–', '–', '–', '–', ...labels.map(() => '–')];
  const answered = Object.values(s.answeredBy).reduce((a, b) => a + b, 0);
  const out = Object.entries(s.nodeDownSamples.down).filter(([, n]) => n > 0).map(([node, n]) => `${node} out of HAProxy in ${n} of ${s.nodeDownSamples.samples} samples`);
  const split = [Object.entries(s.answeredBy).sort().map(([node, n]) => `${node} ${Math.round((n / answered) * 100)}%`).join(', '), ...out].join('; ');
  const total = Object.values(s.cpuMsPerRequest).reduce((a, b) => a + b, 0);
  return [
    count(run.size), `${what} (${s.load.connections} ${what === 'writes' ? 'clients' : 'connections'})`, num(s.load.rps),
    `${ms(s.load.p50)} / ${s.load.p95 === undefined ? '–' : ms(s.load.p95)} / ${ms(s.load.p99)}`, split || '–',
    ms(total), ...labels.map((l) => (s.cpuMsPerRequest[l] === undefined ? '–' : ms(s.cpuMsPerRequest[l]))),
  ];
}

export function renderClusterSection(runs: ClusterRun[]): string {
  if (!runs.length) return '';
  const labels = cpuLabels(runs);
  const headers = ['Memories', 'Load', 'req/s', 'p50 / p95 / p99 ms', 'Answered by', 'CPU ms per answer, all processes', ...labels.map((l) => `CPU ms: ${l}`)];
  const rows = runs.flatMap((run) => [scenarioRow(run, 'recall', run.recallLoad, labels), scenarioRow(run, 'writes', run.writes, labels)]);
  const first = runs[0]!;
  return [
    `## ${first.nodes} nodes behind HAProxy (${first.storeLabel})`,
    '',
    'One PostgreSQL database and one Redis, the nodes (`memplat serve`), HAProxy (round robin) and the load generator all on this machine (scripts/cluster). ' +
      'CPU per answer is each process\'s user + system time over the measured part divided by the 2xx answers; the columns add up to what the machine\'s cores gave.',
    '',
    markdownTable(headers, rows),
    '',
    ...runs.flatMap((run) => [...run.notes.map((n) => `- ${count(run.size)}: ${n}`), ...(run.error ? [`- ${count(run.size)}: ERROR ${run.error}`] : [])]),
    '',
    ...runs.filter((run) => run.fill).flatMap((run) => [`### COPY fill of the cluster's store, ${count(run.size)}`, '', fillMarkdown(run.fill!, run.size < 1_000_000 ? 1_000_000 : undefined), '']),
  ].join('\n');
}
