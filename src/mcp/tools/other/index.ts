/** Other tools: 5 (preprints, fact checking, usage telemetry, tool routing). */
import { planned } from '../define.js';
import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { preprintSearch } from './preprint_search.js';
import { telemetryStats } from './telemetry_stats.js';
import { telemetryCost } from './telemetry_cost.js';
import { routeQuery } from './route_query.js';

export const otherTools: ToolDefinition[] = [
  preprintSearch,
  planned('other', 'fact_check_claim', 'Fact-check a claim', 'Check one factual claim against sources and return a verdict (supported, refuted, mixed, unverifiable) with an explanation.', readOnlyOpenWorld),
  telemetryStats,
  telemetryCost,
  routeQuery,
];
