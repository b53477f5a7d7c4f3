/**
 * Where a recall allocates: V8's sampling heap profiler (objects the young and old collections
 * took included) over sequential recalls through the memory service on a filled store, the
 * bench's queries, k 5. Young-generation garbage is what makes the scavenges a one-client
 * recall pauses for (bench/recall-one-client.ts --child --trace-gc).
 *
 *   tsx bench/recall-allocations.ts --dir DIR [--recalls 150] [--top 30]
 */
import { Session } from 'node:inspector/promises';
import { arg, openRecallBench } from './lib/recall-bench-store.js';
import { mulberry32 } from './lib/prng.js';
import { recallQuery } from './lib/sentences.js';

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

const recalls = Number(arg('--recalls', '150'));
const top = Number(arg('--top', '30'));
const { ns, memory, close } = await openRecallBench();
const queries = mulberry32(42 + 7 + 10_000);
const recall = () => memory.recall(ns, recallQuery(queries), { k: 5, scope: 'all' });
try {
  for (let i = 0; i < 40; i++) await recall();
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  for (let i = 0; i < recalls; i++) await recall();
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: ProfileNode } };
  session.disconnect();
  const bySite = new Map<string, number>();
  let total = 0;
  const walk = (node: ProfileNode) => {
    const f = node.callFrame;
    const site = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(src|node_modules)\//, '$1/')}:${f.lineNumber + 1}`;
    bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
    total += node.selfSize;
    for (const c of node.children) walk(c);
  };
  walk(profile.head);
  const kb = (bytes: number) => (bytes / recalls / 1024).toFixed(1);
  process.stdout.write(`Allocated per recall (sampled): ${kb(total)} KiB over ${recalls} recalls\n\n| allocation site | KiB per recall |\n| --- | --- |\n`);
  for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, top)) process.stdout.write(`| \`${site}\` | ${kb(bytes)} |\n`);
} finally {
  await close();
}
