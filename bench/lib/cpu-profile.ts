/**
 * Reads a V8 `.cpuprofile` (what `node --cpu-prof` and the inspector's Profiler write) and
 * says where the time went: self time per function, inclusive time of the project's own
 * functions, self time per area (a package, a folder of src/, Node's internals, the garbage
 * collector), and the folded stacks a flame graph is drawn from (flame-graph.ts).
 */
import path from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface FunctionTime {
  name: string;
  /** Short location: src/…:line, <package>/…:line or node:… */
  location: string;
  area: string;
  selfMs: number;
  totalMs: number;
}

export interface ProfileSummary {
  /** Sampled wall time, idle included (ms). */
  sampledMs: number;
  /** Time the main thread was not idle (ms): the base of every percentage. */
  busyMs: number;
  functions: FunctionTime[];
  areas: Array<{ area: string; selfMs: number }>;
  /** `frame;frame;frame <microseconds>` lines, root first, idle left out. */
  folded: string[];
}

const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** Where a frame's code lives, for grouping: a package, a folder under src/, Node, or V8 itself. */
export function areaOf(url: string, functionName: string, repoRoot: string): string {
  if (SPECIAL.has(functionName) && !url) return functionName;
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node: internals';
  // WebAssembly (PGlite's PostgreSQL runs as one module) and other non-file scripts.
  if (url.startsWith('wasm:')) return 'wasm (PGlite: PostgreSQL)';
  if (!url.startsWith('file:') && !url.startsWith('/')) return url.split('/')[0]!;
  const file = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  const nm = file.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = file.slice(nm + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const rel = path.relative(repoRoot, file);
  if (rel.startsWith('..')) return file;
  const dirs = rel.split('/');
  // src/domain/memory/ranking/x.ts → src/domain/memory/ranking; src/http/x.ts → src/http
  return dirs.slice(0, Math.min(dirs.length - 1, 4)).join('/') || rel;
}

export function shortLocation(frame: CallFrame, repoRoot: string): string {
  if (!frame.url) return '';
  const line = frame.lineNumber >= 0 ? `:${frame.lineNumber + 1}` : '';
  if (!frame.url.startsWith('file:') && !frame.url.startsWith('/')) return `${frame.url}${line}`;
  const file = frame.url.startsWith('file://') ? decodeURIComponent(new URL(frame.url).pathname) : frame.url;
  const nm = file.lastIndexOf('/node_modules/');
  if (nm >= 0) return `${file.slice(nm + '/node_modules/'.length)}${line}`;
  return `${path.relative(repoRoot, file)}${line}`;
}

const frameName = (frame: CallFrame) => frame.functionName || '(anonymous)';

export function summarizeProfile(profile: CpuProfile, repoRoot: string): ProfileSummary {
  const byId = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  // Time of each sample: the gap to the next one (the last sample gets the mean gap).
  const { samples, timeDeltas } = profile;
  const meanGap = samples.length ? (profile.endTime - profile.startTime) / samples.length : 0;
  const selfMicros = new Map<number, number>();
  let sampled = 0;
  for (let i = 0; i < samples.length; i++) {
    const gap = i + 1 < timeDeltas.length ? Math.max(0, timeDeltas[i + 1]!) : meanGap;
    selfMicros.set(samples[i]!, (selfMicros.get(samples[i]!) ?? 0) + gap);
    sampled += gap;
  }

  const keyOf = (frame: CallFrame) => `${frameName(frame)}\u0000${frame.url}\u0000${frame.lineNumber}\u0000${frame.columnNumber}`;
  const functions = new Map<string, FunctionTime>();
  const areas = new Map<string, number>();
  const folded = new Map<string, number>();
  let idle = 0;
  for (const [id, micros] of selfMicros) {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') {
      idle += micros;
      continue;
    }
    const stack: CallFrame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (frame.functionName !== '(root)') stack.push(frame);
    }
    const area = areaOf(node.callFrame.url, node.callFrame.functionName, repoRoot);
    areas.set(area, (areas.get(area) ?? 0) + micros);
    const seen = new Set<string>(); // recursion: count a function's total time once per sample
    stack.forEach((frame, depth) => {
      const key = keyOf(frame);
      let entry = functions.get(key);
      if (!entry) {
        entry = { name: frameName(frame), location: shortLocation(frame, repoRoot), area: areaOf(frame.url, frame.functionName, repoRoot), selfMs: 0, totalMs: 0 };
        functions.set(key, entry);
      }
      if (depth === 0) entry.selfMs += micros / 1000;
      if (!seen.has(key)) entry.totalMs += micros / 1000;
      seen.add(key);
    });
    const line = stack.reverse().map((f) => `${frameName(f)} ${shortLocation(f, repoRoot)}`.trim().replace(/;/g, ',')).join(';');
    folded.set(line, (folded.get(line) ?? 0) + micros);
  }
  return {
    sampledMs: sampled / 1000,
    busyMs: (sampled - idle) / 1000,
    functions: [...functions.values()],
    areas: [...areas.entries()].map(([area, micros]) => ({ area, selfMs: micros / 1000 })).sort((a, b) => b.selfMs - a.selfMs),
    folded: [...folded.entries()].map(([stack, micros]) => `${stack} ${Math.round(micros)}`),
  };
}

const pct = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '–');
const cell = (s: string) => s.replace(/\|/g, '\\|');

/** Markdown: areas, top self-time functions, and the project's own functions by inclusive time. */
export function profileTables(summary: ProfileSummary, top = 25): string {
  const busy = summary.busyMs;
  const lines = [
    `Sampled ${(summary.sampledMs / 1000).toFixed(1)} s, main thread busy ${pct(busy, summary.sampledMs)} of it; percentages below are of busy time.`,
    '',
    '| Area | Self ms | Self % |',
    '| --- | --- | --- |',
    ...summary.areas.slice(0, 15).map((a) => `| ${cell(a.area)} | ${a.selfMs.toFixed(0)} | ${pct(a.selfMs, busy)} |`),
    '',
    `Top ${top} functions by self time:`,
    '',
    '| Function | Where | Self % | Total % |',
    '| --- | --- | --- | --- |',
    ...[...summary.functions].sort((a, b) => b.selfMs - a.selfMs).slice(0, top)
      .map((f) => `| ${cell(f.name)} | ${cell(f.location)} | ${pct(f.selfMs, busy)} | ${pct(f.totalMs, busy)} |`),
    '',
    `Top ${top} of the project's own functions (src/) by total time (self + callees):`,
    '',
    '| Function | Where | Total % | Self % |',
    '| --- | --- | --- | --- |',
    ...summary.functions.filter((f) => f.area.startsWith('src')).sort((a, b) => b.totalMs - a.totalMs).slice(0, top)
      .map((f) => `| ${cell(f.name)} | ${cell(f.location)} | ${pct(f.totalMs, busy)} | ${pct(f.selfMs, busy)} |`),
  ];
  return lines.join('\n');
}
