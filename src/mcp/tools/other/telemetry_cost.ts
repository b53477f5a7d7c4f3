import { readOnly, type ToolDefinition } from '../types.js';
import { telemetryOf } from './telemetry_stats.js';

export const telemetryCost: ToolDefinition<'telemetry_cost'> = {
  name: 'telemetry_cost',
  title: 'Usage cost',
  description:
    'Report embedding and language-model tokens over a period and what they cost, by tool, model or day.',
  group: 'other',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    return telemetryOf(ctx.services).cost(ctx.principal, args.period, args.group_by);
  },
};
