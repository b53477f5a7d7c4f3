/** Other tools: 5 (preprints, fact checking, usage telemetry, tool routing). */
import { planned } from '../define.js';
import { readOnly, readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { telemetryStats } from './telemetry_stats.js';
import { telemetryCost } from './telemetry_cost.js';

export const otherTools: ToolDefinition[] = [
  planned('other', 'preprint_search', 'Search preprints', 'Search scientific preprint servers for papers matching a query (optionally in one subject category). Use it for recent research.', readOnlyOpenWorld),
  planned('other', 'fact_check_claim', 'Fact-check a claim', 'Check one factual claim against sources and return a verdict (supported, refuted, mixed, unverifiable) with an explanation.', readOnlyOpenWorld),
  telemetryStats,
  telemetryCost,
  planned('other', 'route_query', 'Pick a tool', 'Suggest which tool of this server best answers a request, with a confidence and alternatives. Use it when unsure which tool to call.', readOnly),
];
