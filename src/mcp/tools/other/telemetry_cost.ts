import { readOnly, type ToolDefinition } from '../types.js';
import { telemetryOf } from './telemetry_stats.js';

export const telemetryCost: ToolDefinition<'telemetry_cost'> = {
  name: 'telemetry_cost',
  title: 'Usage cost',
  description:
    'Report the tokens sent to the embedding provider and to the language model (LLM_BASE_URL: prompt and completion ' +
    'tokens as the endpoint reported them) over a period and what they cost by the configured price table ' +
    '(TELEMETRY_PRICES), grouped by the tool that caused them, by model or by day. The builtin model runs on this ' +
    'machine and costs nothing; the answer says why a cost is zero or incomplete.',
  group: 'other',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    return telemetryOf(ctx.services).cost(ctx.principal, args.period, args.group_by);
  },
};
