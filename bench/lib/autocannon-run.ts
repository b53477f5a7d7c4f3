/**
 * Thin wrapper around autocannon: one place that fixes the settings (so the bare Koa
 * handler and the memory server are loaded alike) and turns its result into ours.
 */
import autocannon from 'autocannon';
import { readCpuMs, waitUntilIdle } from './process-memory.js';
import type { HttpLoadResult } from './results.js';
import { summarize } from './stats.js';

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds to run, unless `amount` is given. */
  duration?: number;
  /** Total requests to send (overrides duration). */
  amount?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Rewrites each request (path, body) before it is sent. */
  setupRequest?: (request: { path: string; method: string; body?: string; headers?: Record<string, string> }) => object;
  timeoutSeconds?: number;
  /** Seconds of unmeasured load before the measured run (same connections). */
  warmupSeconds?: number;
  /** Sees each response (status, body and headers, as HAProxy's X-Served-By). */
  onResponse?: (status: number, body: string, context?: unknown, headers?: Record<string, string | string[]>) => void;
  /** The server's process: its CPU time per measured request is reported (the warm-up then runs separately). */
  serverPid?: number;
}

export interface LoadOutcome extends HttpLoadResult {
  ok2xx: number;
  /** Status code counts seen (autocannon's statusCodeStats). */
  statuses: Record<string, number>;
}

export async function runLoad(options: LoadOptions): Promise<LoadOutcome> {
  if (options.serverPid !== undefined) {
    // Warm up on its own, so the CPU counted below is the measured requests' only; before each
    // part, let the server finish what earlier runs left it (their in-flight requests).
    const { serverPid, warmupSeconds, ...rest } = options;
    await waitUntilIdle(serverPid);
    if (warmupSeconds) {
      await runAutocannon({ ...rest, duration: warmupSeconds, amount: undefined });
      await waitUntilIdle(serverPid);
    }
    const before = readCpuMs(serverPid);
    const outcome = await runAutocannon(rest);
    const after = readCpuMs(serverPid);
    if (before !== null && after !== null && outcome.requests > 0) outcome.serverCpuMsPerRequest = (after - before) / outcome.requests;
    return outcome;
  }
  return runAutocannon(options);
}

async function runAutocannon(options: LoadOptions): Promise<LoadOutcome> {
  const url = new URL(options.url);
  const tracker = autocannon({
    url: url.origin,
    connections: options.connections,
    pipelining: 1,
    duration: options.duration ?? 10,
    amount: options.amount,
    timeout: options.timeoutSeconds ?? 30,
    requests: [{
      method: options.method ?? 'GET',
      path: url.pathname + url.search,
      headers: options.headers ?? {},
      // autocannon calls setupRequest whenever the key exists, so only set it when given.
      ...(options.setupRequest ? { setupRequest: options.setupRequest } : {}),
      ...(options.onResponse ? { onResponse: options.onResponse } : {}),
    }],
    ...(options.warmupSeconds ? { warmup: { connections: options.connections, duration: options.warmupSeconds } } : {}),
  });
  // autocannon's own percentiles are whole milliseconds; keep the exact 2xx response times.
  const latencies: number[] = [];
  tracker.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTimeMs);
  });
  const result = await tracker;
  const latency = summarize(latencies);
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = (stat as { count: number }).count;
  const ok2xx = result['2xx'];
  const seconds = (Number(result.finish) - Number(result.start)) / 1000 || result.duration;
  return {
    requests: result.requests.total,
    seconds,
    rps: ok2xx / seconds,
    p50: latency.p50,
    p95: latency.p95,
    p99: latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    connections: options.connections,
    ok2xx,
    statuses,
  };
}
