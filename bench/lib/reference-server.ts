/**
 * The MCP reference memory server (@modelcontextprotocol/server-memory) doing the same work
 * through its own tools over stdio: each memory is stored with one create_entities call
 * (entity = memory key, observations = value and tags; one tool call per memory, as one
 * REST call per memory on our side; add_observations would be a second round trip for the
 * same data) and searched with search_nodes. It keeps the whole graph in one JSONL file that every call reads and
 * rewrites, so a store costs O(store size); when a size would take too long through the
 * tools, the rest is written straight into its file in its own format and the run says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { readRssMiB } from './process-memory.js';
import { mulberry32 } from './prng.js';
import type { ReferenceRun } from './results.js';
import { searchQuery, syntheticMemory } from './sentences.js';
import { ratePerSecond, summarize } from './stats.js';

export interface ReferenceOptions {
  size: number;
  seed: number;
  workDir: string;
  /** Stop storing through the tools after this long (the rest is prefilled). */
  storeBudgetMs: number;
  /** At most this many memories go through the tools (the rest is prefilled first). */
  maxToolWrites: number;
  searchSamples: number;
  searchBudgetMs: number;
}

function serverEntry(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('@modelcontextprotocol/server-memory/package.json');
  return path.join(path.dirname(pkg), 'dist/index.js');
}

function entity(seed: number, index: number) {
  const m = syntheticMemory(seed, index);
  return { name: m.key, entityType: 'memory', observations: [m.value, ...m.tags.map((t) => `tag:${t}`)] };
}

function entityLine(seed: number, index: number): string {
  return JSON.stringify({ type: 'entity', ...entity(seed, index) });
}

/** Appends memories [from, to) to the JSONL file exactly as the server writes entities. */
function prefill(file: string, seed: number, from: number, to: number): void {
  const fd = fs.openSync(file, 'a');
  try {
    // Each chunk starts with a newline: the server's own file has no trailing one, and the
    // empty lines this may leave are skipped by its reader.
    for (let start = from; start < to; start += 5000) {
      const lines: string[] = [];
      for (let i = start; i < Math.min(to, start + 5000); i++) lines.push(entityLine(seed, i));
      fs.writeSync(fd, `\n${lines.join('\n')}`);
    }
  } finally {
    fs.closeSync(fd);
  }
}

export async function benchReferenceServer(options: ReferenceOptions): Promise<ReferenceRun> {
  const file = path.join(options.workDir, `server-memory-${options.size}.jsonl`);
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, '');
  const toolWrites = Math.min(options.size, options.maxToolWrites);
  const prefilled = options.size - toolWrites;
  if (prefilled > 0) prefill(file, options.seed, 0, prefilled);

  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [serverEntry()],
    env: { ...process.env, MEMORY_FILE_PATH: file } as Record<string, string>,
    stderr: 'pipe',
  });
  const stderrTail: string[] = [];
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderrTail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    stderrTail.splice(0, Math.max(0, stderrTail.length - 10));
  });
  const client = new Client({ name: 'memplat-bench', version: '1.0.0' });
  const notes: string[] = [];
  const run: ReferenceRun = { size: options.size, storedViaTools: 0, storeSeconds: 0, storePerSecond: 0, prefilled, cutShort: false, search: null, rssMiB: null, notes };
  try {
    await client.connect(transport);
    // One call at a time: the server reads and rewrites its file per call without a lock,
    // so concurrent calls would lose writes.
    const started = performance.now();
    let i = prefilled;
    for (; i < options.size; i++) {
      if (performance.now() - started > options.storeBudgetMs) break;
      await client.callTool({ name: 'create_entities', arguments: { entities: [entity(options.seed, i)] } });
    }
    const elapsed = performance.now() - started;
    run.storedViaTools = i - prefilled;
    run.storeSeconds = elapsed / 1000;
    run.storePerSecond = ratePerSecond(run.storedViaTools, elapsed);
    if (i < options.size) {
      run.cutShort = true;
      notes.push(`storing through the tools was cut short after ${Math.round(elapsed / 1000)} s at ${i.toLocaleString('en-US')} memories; the remaining ${(options.size - i).toLocaleString('en-US')} were appended to its JSONL file directly before searching`);
      prefill(file, options.seed, i, options.size);
    }

    const random = mulberry32(options.seed + 17);
    const latencies: number[] = [];
    let hits = 0;
    const searchStarted = performance.now();
    while (latencies.length < options.searchSamples && performance.now() - searchStarted < options.searchBudgetMs) {
      const query = searchQuery(random);
      const t0 = performance.now();
      const result = await client.callTool({ name: 'search_nodes', arguments: { query } }).catch((error: unknown) => {
        throw new Error(`search_nodes("${query}") after ${latencies.length} searches: ${error instanceof Error ? error.message : String(error)}`);
      });
      latencies.push(performance.now() - t0);
      hits += ((result.structuredContent as { entities?: unknown[] } | undefined)?.entities ?? []).length;
    }
    run.search = summarize(latencies);
    if (latencies.length < options.searchSamples) notes.push(`search cut short after ${latencies.length} of ${options.searchSamples} queries (time budget)`);
    notes.push(`search_nodes is a substring scan returning every match (no limit): ${Math.round(hits / Math.max(1, latencies.length)).toLocaleString('en-US')} entities per query on average`);
    run.rssMiB = transport.pid ? readRssMiB(transport.pid) : null;
  } catch (error) {
    run.error = `${error instanceof Error ? error.message : String(error)}${stderrTail.length ? ` (server stderr: ${stderrTail.slice(-3).join(' / ')})` : ''}`;
  } finally {
    await client.close().catch(() => undefined);
    fs.rmSync(file, { force: true });
  }
  return run;
}
