/**
 * The hot path: calls and usage are added to in-memory hourly aggregates (a map lookup and a
 * few additions per call); the service drains them to the store on an interval. Client names
 * come from callers (MCP clientInfo, User-Agent), so they are cleaned and their number is
 * bounded per flush window: beyond MAX_CLIENTS new names count as "other".
 */
import { addHistograms, bucketOf, emptyHistogram } from './latency-histogram.js';
import type { CallAggregate, LlmUsageAggregate, Surface, UsageAggregate } from './ports.js';

const HOUR_MS = 3_600_000;
const MAX_CLIENTS = 100;
/** Rows kept for a retry when a flush fails; beyond it the oldest are dropped. */
const MAX_PENDING_ROWS = 50_000;

export const hourOf = (at: number) => new Date(Math.floor(at / HOUR_MS) * HOUR_MS);

export function cleanClientName(raw: string | undefined | null): string {
  const cleaned = (raw ?? '').replace(/[^\w .:@/+-]/g, '').trim().slice(0, 64);
  return cleaned || 'unknown';
}

export interface CallSample {
  surface: Surface;
  contextId: string;
  client: string;
  name: string;
  ms: number;
  error: boolean;
}

export interface UsageSample {
  contextId: string;
  origin: UsageAggregate['origin'];
  name: string;
  provider: string;
  model: string;
  tokens: number;
  estimated: boolean;
}

export interface LlmUsageSample {
  contextId: string;
  origin: LlmUsageAggregate['origin'];
  name: string;
  provider: string;
  model: string;
  /** Both null when the answer reported no usage (tokens unknown, not zero). */
  promptTokens: number | null;
  completionTokens: number | null;
}

export interface DrainedAggregates {
  calls: CallAggregate[];
  usage: UsageAggregate[];
  llmUsage: LlmUsageAggregate[];
}

const usageKey = (r: { bucketStart: Date; contextId: string; origin: string; name: string; provider: string; model: string }) =>
  [r.bucketStart.getTime(), r.contextId, r.origin, r.name, r.provider, r.model].join('\u0000');

function addLlmRow(into: Map<string, LlmUsageAggregate>, r: LlmUsageAggregate): void {
  const row = into.get(usageKey(r));
  if (!row) into.set(usageKey(r), r);
  else {
    row.requests += r.requests;
    row.promptTokens += r.promptTokens;
    row.completionTokens += r.completionTokens;
    row.requestsWithoutUsage += r.requestsWithoutUsage;
  }
}

export class TelemetryAggregates {
  private calls = new Map<string, CallAggregate>();
  private usage = new Map<string, UsageAggregate>();
  private llmUsage = new Map<string, LlmUsageAggregate>();
  private clients = new Set<string>();

  recordCall(sample: CallSample, at = Date.now()): void {
    let client = cleanClientName(sample.client);
    if (!this.clients.has(client)) {
      if (this.clients.size >= MAX_CLIENTS) client = 'other';
      this.clients.add(client);
    }
    const bucketStart = hourOf(at);
    const key = `${bucketStart.getTime()}\u0000${sample.surface}\u0000${sample.contextId}\u0000${client}\u0000${sample.name}`;
    let row = this.calls.get(key);
    if (!row) {
      row = { bucketStart, surface: sample.surface, contextId: sample.contextId, client, name: sample.name, calls: 0, errors: 0, totalMs: 0, maxMs: 0, histogram: emptyHistogram() };
      this.calls.set(key, row);
    }
    row.calls++;
    if (sample.error) row.errors++;
    row.totalMs += sample.ms;
    row.maxMs = Math.max(row.maxMs, sample.ms);
    row.histogram[bucketOf(sample.ms)]!++;
  }

  recordUsage(sample: UsageSample, at = Date.now()): void {
    const bucketStart = hourOf(at);
    const key = [bucketStart.getTime(), sample.contextId, sample.origin, sample.name, sample.provider, sample.model].join('\u0000');
    let row = this.usage.get(key);
    if (!row) {
      row = { bucketStart, contextId: sample.contextId, origin: sample.origin, name: sample.name, provider: sample.provider, model: sample.model, requests: 0, tokens: 0, estimatedTokens: 0 };
      this.usage.set(key, row);
    }
    row.requests++;
    row.tokens += sample.tokens;
    if (sample.estimated) row.estimatedTokens += sample.tokens;
  }

  /** One chat completion; a request whose answer reported no usage is counted apart, its tokens unknown. */
  recordLlmUsage(sample: LlmUsageSample, at = Date.now()): void {
    const known = sample.promptTokens !== null && sample.completionTokens !== null;
    addLlmRow(this.llmUsage, {
      bucketStart: hourOf(at), contextId: sample.contextId, origin: sample.origin, name: sample.name, provider: sample.provider, model: sample.model,
      requests: 1, promptTokens: known ? sample.promptTokens! : 0, completionTokens: known ? sample.completionTokens! : 0, requestsWithoutUsage: known ? 0 : 1,
    });
  }

  get empty(): boolean {
    return this.calls.size === 0 && this.usage.size === 0 && this.llmUsage.size === 0;
  }

  /** Takes everything recorded so far, leaving the aggregates empty. */
  drain(): DrainedAggregates {
    const out = { calls: [...this.calls.values()], usage: [...this.usage.values()], llmUsage: [...this.llmUsage.values()] };
    this.calls = new Map();
    this.usage = new Map();
    this.llmUsage = new Map();
    this.clients = new Set();
    return out;
  }

  /** Puts back rows a failed flush could not store, adding them to what arrived meanwhile. */
  restore(rows: DrainedAggregates): void {
    for (const r of rows.calls.slice(-MAX_PENDING_ROWS)) {
      const key = `${r.bucketStart.getTime()}\u0000${r.surface}\u0000${r.contextId}\u0000${r.client}\u0000${r.name}`;
      const row = this.calls.get(key);
      if (!row) this.calls.set(key, r);
      else {
        row.calls += r.calls;
        row.errors += r.errors;
        row.totalMs += r.totalMs;
        row.maxMs = Math.max(row.maxMs, r.maxMs);
        addHistograms(row.histogram, r.histogram);
      }
    }
    for (const r of rows.usage.slice(-MAX_PENDING_ROWS)) {
      const key = [r.bucketStart.getTime(), r.contextId, r.origin, r.name, r.provider, r.model].join('\u0000');
      const row = this.usage.get(key);
      if (!row) this.usage.set(key, r);
      else {
        row.requests += r.requests;
        row.tokens += r.tokens;
        row.estimatedTokens += r.estimatedTokens;
      }
    }
    for (const r of rows.llmUsage.slice(-MAX_PENDING_ROWS)) addLlmRow(this.llmUsage, r);
  }
}
