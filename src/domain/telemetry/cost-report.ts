/**
 * telemetry_cost's answer: the embedding provider's priced usage (usageCost), the language
 * model's beside it in `llm` (llmUsageCost), their sum, and notes saying why a cost is zero
 * or incomplete. A pure function over stored rows.
 */
import { llmUsageCost } from './llm-cost.js';
import type { LlmUsageAggregate, UsageAggregate } from './ports.js';
import { money, priceOf, usageCost, type CostGrouping, type Pricing } from './reports.js';

export interface CostReportInput {
  rows: UsageAggregate[];
  llmRows: LlmUsageAggregate[];
  groupBy: CostGrouping;
  pricing: Pricing;
  /** The embedding provider configured now. */
  embedding: { provider: string; model: string };
  /** The language model configured now; null without LLM_BASE_URL. */
  llm: { model: string } | null;
}

export function costReport({ rows, llmRows, groupBy, pricing, embedding, llm: configuredLlm }: CostReportInput) {
  const report = usageCost(rows, groupBy, pricing);
  const llm = llmUsageCost(llmRows, groupBy, pricing, configuredLlm);
  const current = priceOf(embedding.provider, embedding.model, pricing);
  const notes = [...new Set([current.note, ...report.models.map((m) => m.note)].filter((n): n is string => Boolean(n)))];
  if (report.estimated_tokens > 0) notes.push('some token counts are estimates (about 4 characters per token) because the provider reported none');
  if (rows.length === 0) notes.push('no embedding usage was recorded in this period');
  return {
    ...report,
    configured_provider: { ...embedding, price_per_million_tokens: current.priced ? current.price : null },
    llm: llm.section,
    grand_total: money(report.total + llm.section.total),
    notes: [...notes, ...llm.notes],
  };
}
