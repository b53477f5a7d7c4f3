/**
 * Reports built from stored aggregates: call statistics (telemetry_stats) and the priced
 * token usage of the embedding provider (telemetry_cost; the language model's is in
 * llm-cost.ts). Pure functions over rows.
 */
import { addHistograms, emptyHistogram, percentile } from './latency-histogram.js';
import type { ModelPrice } from '../../config/telemetry.js';
import type { CallAggregate, Surface, UsageAggregate } from './ports.js';

export type Period = 'day' | 'week' | 'month' | 'all';
const PERIOD_MS: Record<Exclude<Period, 'all'>, number> = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 };

/** Start of a period ending now; null for `all`. Hourly rows overlapping the start are included. */
export function periodStart(period: Period, now = Date.now()): Date | null {
  if (period === 'all') return null;
  return new Date(Math.floor((now - PERIOD_MS[period]) / 3_600_000) * 3_600_000);
}

interface Totals {
  calls: number;
  errors: number;
  totalMs: number;
  maxMs: number;
  histogram: number[];
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

function add(into: Totals, row: CallAggregate): Totals {
  into.calls += row.calls;
  into.errors += row.errors;
  into.totalMs += row.totalMs;
  into.maxMs = Math.max(into.maxMs, row.maxMs);
  addHistograms(into.histogram, row.histogram);
  return into;
}

const empty = (): Totals => ({ calls: 0, errors: 0, totalMs: 0, maxMs: 0, histogram: emptyHistogram() });

function latency(t: Totals) {
  return {
    p50_ms: percentile(t.histogram, 0.5, t.maxMs),
    p90_ms: percentile(t.histogram, 0.9, t.maxMs),
    p99_ms: percentile(t.histogram, 0.99, t.maxMs),
    max_ms: t.calls ? round(t.maxMs) : null,
    mean_ms: t.calls ? round(t.totalMs / t.calls) : null,
  };
}

function groupTotals<K>(rows: CallAggregate[], keyOf: (r: CallAggregate) => K, id: (k: K) => string): Array<[K, Totals]> {
  const groups = new Map<string, [K, Totals]>();
  for (const row of rows) {
    const key = keyOf(row);
    const entry = groups.get(id(key)) ?? [key, empty()];
    add(entry[1], row);
    groups.set(id(key), entry);
  }
  return [...groups.values()].sort((a, b) => b[1].calls - a[1].calls || id(a[0]).localeCompare(id(b[0])));
}

export function callStatistics(rows: CallAggregate[], surface: Surface | 'all') {
  const chosen = surface === 'all' ? rows : rows.filter((r) => r.surface === surface);
  const totals = chosen.reduce(add, empty());
  const byName = groupTotals(chosen, (r) => ({ surface: r.surface, name: r.name }), (k) => `${k.surface}:${k.name}`);
  const byClient = groupTotals(chosen, (r) => ({ surface: r.surface, client: r.client }), (k) => `${k.surface}:${k.client}`);
  const byDay = groupTotals(chosen, (r) => r.bucketStart.toISOString().slice(0, 10), (k) => k).sort((a, b) => a[0].localeCompare(b[0]));
  return {
    total_calls: totals.calls,
    errors: totals.errors,
    error_rate: totals.calls ? round(totals.errors / totals.calls, 4) : 0,
    latency: latency(totals),
    tool_calls: Object.fromEntries(byName.filter(([k]) => k.surface === 'mcp').map(([k, t]) => [k.name, t.calls])),
    by_name: byName.map(([k, t]) => ({ surface: k.surface, name: k.name, calls: t.calls, errors: t.errors, ...latency(t) })),
    by_client: byClient.map(([k, t]) => ({ surface: k.surface, client: k.client, calls: t.calls, errors: t.errors })),
    by_day: byDay.map(([day, t]) => ({ day, calls: t.calls, errors: t.errors })),
  };
}

export type CostGrouping = 'tool' | 'provider' | 'day';

export interface Pricing {
  prices: Record<string, ModelPrice>;
  currency: string;
}

/** The group a usage row falls in: the tool or operation that caused it, the provider and model, or the day. */
export function costGroupKey(r: { origin: string; name: string; provider: string; model: string; bucketStart: Date }, groupBy: CostGrouping): string {
  if (groupBy === 'provider') return `${r.provider}:${r.model}`;
  if (groupBy === 'day') return r.bucketStart.toISOString().slice(0, 10);
  return r.origin === 'background' ? `background: ${r.name}` : `${r.origin}: ${r.name}`;
}

/** Rounds money to a millionth. */
export const money = (n: number) => Math.round(n * 1e6) / 1e6;

/** Price per million tokens and why, for one provider and model. */
export function priceOf(provider: string, model: string, pricing: Pricing): { price: number; priced: boolean; note?: string } {
  if (provider === 'builtin' || provider === 'onnx') {
    return { price: 0, priced: true, note: `${model} runs on this machine (${provider} embedding provider), so it costs nothing per token` };
  }
  const listed = pricing.prices[`${provider}:${model}`] ?? pricing.prices[model];
  if (listed === undefined) return { price: 0, priced: false, note: `no price for ${model} in TELEMETRY_PRICES, so its tokens are counted at 0` };
  // Embeddings are input tokens: a chat-style {input, output} entry is priced by its input.
  return { price: typeof listed === 'number' ? listed : listed.input, priced: true };
}

export function usageCost(rows: UsageAggregate[], groupBy: CostGrouping, pricing: Pricing) {
  const costOf = (r: UsageAggregate) => (r.tokens / 1_000_000) * priceOf(r.provider, r.model, pricing).price;
  const keyOf = (r: UsageAggregate) => costGroupKey(r, groupBy);
  const groups = new Map<string, { key: string; requests: number; tokens: number; estimated_tokens: number; cost: number }>();
  const models = new Map<string, { provider: string; model: string; requests: number; tokens: number; cost: number }>();
  for (const r of rows) {
    const g = groups.get(keyOf(r)) ?? { key: keyOf(r), requests: 0, tokens: 0, estimated_tokens: 0, cost: 0 };
    g.requests += r.requests;
    g.tokens += r.tokens;
    g.estimated_tokens += r.estimatedTokens;
    g.cost += costOf(r);
    groups.set(g.key, g);
    const m = models.get(`${r.provider}:${r.model}`) ?? { provider: r.provider, model: r.model, requests: 0, tokens: 0, cost: 0 };
    m.requests += r.requests;
    m.tokens += r.tokens;
    m.cost += costOf(r);
    models.set(`${r.provider}:${r.model}`, m);
  }
  const breakdown = [...groups.values()].map((g) => ({ ...g, cost: money(g.cost) }))
    .sort((a, b) => (groupBy === 'day' ? a.key.localeCompare(b.key) : b.cost - a.cost || b.tokens - a.tokens));
  const modelRows = [...models.values()].map((m) => {
    const p = priceOf(m.provider, m.model, pricing);
    return { ...m, cost: money(m.cost), price_per_million_tokens: p.priced ? p.price : null, ...(p.note ? { note: p.note } : {}) };
  });
  const total = money(modelRows.reduce((sum, m) => sum + m.cost, 0));
  return {
    currency: pricing.currency,
    total,
    total_tokens: modelRows.reduce((sum, m) => sum + m.tokens, 0),
    estimated_tokens: breakdown.reduce((sum, g) => sum + g.estimated_tokens, 0),
    group_by: groupBy,
    breakdown,
    models: modelRows,
  };
}
