/**
 * The language model's part of telemetry_cost: chat completions of LLM_BASE_URL, priced per
 * million prompt and completion tokens (TELEMETRY_PRICES; a plain number prices both alike).
 * Tokens are those the endpoint reported in each answer's `usage`; requests whose answer had
 * none are counted as `requests_without_usage`, and a group where no request reported usage
 * shows null tokens rather than a zero that would read as "free". Pure functions over rows.
 */
import type { LlmUsageAggregate } from './ports.js';
import { costGroupKey, money, type CostGrouping, type Pricing } from './reports.js';

/** The provider name of the language model's rows (and of `llm:model` keys in TELEMETRY_PRICES). */
export const LLM_PROVIDER = 'llm';

export interface ChatPrice {
  input: number;
  output: number;
  priced: boolean;
  note?: string;
}

/** Prices per million prompt (input) and completion (output) tokens of one chat model, and why. */
export function chatPriceOf(provider: string, model: string, pricing: Pricing): ChatPrice {
  const listed = pricing.prices[`${provider}:${model}`] ?? pricing.prices[model];
  if (listed === undefined) {
    return { input: 0, output: 0, priced: false, note: `no price for the language model ${model} in TELEMETRY_PRICES, so its tokens are counted at 0 (a model served on this machine can be listed at 0)` };
  }
  return typeof listed === 'number' ? { input: listed, output: listed, priced: true } : { ...listed, priced: true };
}

interface Sums {
  requests: number;
  promptTokens: number;
  completionTokens: number;
  withoutUsage: number;
  cost: number;
}

const zero = (): Sums => ({ requests: 0, promptTokens: 0, completionTokens: 0, withoutUsage: 0, cost: 0 });

/** Token sums, null when every request of the group came without usage (unknown, not zero). */
function tokens(s: Sums) {
  const unknown = s.requests > 0 && s.withoutUsage === s.requests;
  return {
    requests: s.requests,
    prompt_tokens: unknown ? null : s.promptTokens,
    completion_tokens: unknown ? null : s.completionTokens,
    requests_without_usage: s.withoutUsage,
    cost: money(s.cost),
  };
}

function add(into: Sums, r: LlmUsageAggregate, cost: number): void {
  into.requests += r.requests;
  into.promptTokens += r.promptTokens;
  into.completionTokens += r.completionTokens;
  into.withoutUsage += r.requestsWithoutUsage;
  into.cost += cost;
}

/** The `llm` section of telemetry_cost, and the notes it adds to the answer's. */
export function llmUsageCost(rows: LlmUsageAggregate[], groupBy: CostGrouping, pricing: Pricing, configured: { model: string } | null) {
  const groups = new Map<string, Sums>();
  const models = new Map<string, { provider: string; model: string; sums: Sums }>();
  const total = zero();
  for (const r of rows) {
    const price = chatPriceOf(r.provider, r.model, pricing);
    const cost = (r.promptTokens * price.input + r.completionTokens * price.output) / 1_000_000;
    const key = costGroupKey(r, groupBy);
    const group = groups.get(key) ?? zero();
    add(group, r, cost);
    groups.set(key, group);
    const modelKey = `${r.provider}:${r.model}`;
    const model = models.get(modelKey) ?? { provider: r.provider, model: r.model, sums: zero() };
    add(model.sums, r, cost);
    models.set(modelKey, model);
    add(total, r, cost);
  }
  const breakdown = [...groups.entries()].map(([key, s]) => ({ key, ...tokens(s) }))
    .sort((a, b) => (groupBy === 'day' ? a.key.localeCompare(b.key) : b.cost - a.cost || b.requests - a.requests || a.key.localeCompare(b.key)));
  const modelRows = [...models.values()].map(({ provider, model, sums }) => {
    const p = chatPriceOf(provider, model, pricing);
    return {
      provider, model, ...tokens(sums),
      input_price_per_million_tokens: p.priced ? p.input : null,
      output_price_per_million_tokens: p.priced ? p.output : null,
      ...(p.note ? { note: p.note } : {}),
    };
  });
  const current = configured ? chatPriceOf(LLM_PROVIDER, configured.model, pricing) : null;
  const notes = modelRows.map((m) => m.note).filter((n): n is string => Boolean(n));
  if (current?.note && !notes.includes(current.note)) notes.push(current.note);
  if (total.withoutUsage > 0) {
    notes.push(`${total.withoutUsage} language-model request${total.withoutUsage === 1 ? '' : 's'} came back without token usage; ${total.withoutUsage === 1 ? 'its tokens are' : 'their tokens are'} unknown and not in the cost (requests_without_usage)`);
  }
  if (rows.length === 0) notes.push(configured ? 'no language-model usage was recorded in this period' : 'no language model is configured (LLM_BASE_URL), so no language-model usage is recorded');
  const { cost: _cost, ...totals } = tokens(total);
  return {
    section: {
      configured_model: configured && current
        ? { provider: LLM_PROVIDER, model: configured.model, input_price_per_million_tokens: current.priced ? current.input : null, output_price_per_million_tokens: current.priced ? current.output : null }
        : null,
      total: money(total.cost),
      ...totals,
      breakdown,
      models: modelRows,
    },
    notes,
  };
}
