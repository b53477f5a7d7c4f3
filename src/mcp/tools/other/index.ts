/** Other tools: 5 (preprints, fact checking, usage telemetry, tool routing). */
import { planned } from '../define.js';
import { readOnly, readOnlyOpenWorld, type ToolDefinition } from '../types.js';

export const otherTools: ToolDefinition[] = [
  planned('other', 'preprint_search', 'Search preprints', 'Search scientific preprint servers for papers matching a query (optionally in one subject category). Use it for recent research.', readOnlyOpenWorld),
  planned('other', 'fact_check_claim', 'Fact-check a claim', 'Check one factual claim against sources and return a verdict (supported, refuted, mixed, unverifiable) with an explanation.', readOnlyOpenWorld),
  planned('other', 'telemetry_stats', 'Tool usage statistics', 'Count this server\'s tool calls and errors over a period. Use it to see which tools are used.', readOnly),
  planned('other', 'telemetry_cost', 'Tool usage cost', 'Report the cost of paid providers used by tools over a period, grouped by tool, provider or day.', readOnly),
  planned('other', 'route_query', 'Pick a tool', 'Suggest which tool of this server best answers a request, with a confidence and alternatives. Use it when unsure which tool to call.', readOnly),
];
