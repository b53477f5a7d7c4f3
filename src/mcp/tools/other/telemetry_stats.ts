import { ToolError } from '../tool-error.js';
import { readOnly, type ToolDefinition, type ToolServices } from '../types.js';

export function telemetryOf(services: ToolServices): NonNullable<ToolServices['telemetry']> {
  if (!services.telemetry) throw new ToolError('MCP-007', 'Usage telemetry is not wired into this server');
  return services.telemetry;
}

export const telemetryStats: ToolDefinition<'telemetry_stats'> = {
  name: 'telemetry_stats',
  title: 'Usage statistics',
  description:
    'Report this server\'s usage over a period: calls, errors and latency per tool and operation, by client and day.',
  group: 'other',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    return telemetryOf(ctx.services).stats(ctx.principal, args.period, args.surface);
  },
};
