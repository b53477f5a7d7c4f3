/** Other tools: 5 (preprints, fact checking, usage telemetry, tool routing). */
import type { ToolDefinition } from '../types.js';
import { preprintSearch } from './preprint_search.js';
import { factCheckClaim } from './fact_check_claim.js';
import { telemetryStats } from './telemetry_stats.js';
import { telemetryCost } from './telemetry_cost.js';
import { routeQuery } from './route_query.js';

export const otherTools: ToolDefinition[] = [
  preprintSearch,
  factCheckClaim,
  telemetryStats,
  telemetryCost,
  routeQuery,
];
