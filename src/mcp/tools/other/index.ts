/** Other tools: 5 (preprints, fact checking, usage telemetry, tool routing). */
import { planned } from '../define.js';
import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { telemetryStats } from './telemetry_stats.js';
import { telemetryCost } from './telemetry_cost.js';
import { routeQuery } from './route_query.js';

export const otherTools: ToolDefinition[] = [
  planned('other', 'preprint_search', 'Search preprints', 'Search scientific preprint servers for papers matching a query (optionally in one subject category). Use it for recent research.', readOnlyOpenWorld),
  planned('other', 'fact_check_claim', 'Fact-check a claim', 'Check one factual claim against sources and return a verdict (supported, refuted, mixed, unverifiable) with an explanation.', readOnlyOpenWorld),
  telemetryStats,
  telemetryCost,
  routeQuery,
];
