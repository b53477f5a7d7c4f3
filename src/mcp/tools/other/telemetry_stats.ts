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
    'Report how this server has been used over a period: calls and errors of each MCP tool and REST operation, latency ' +
    'percentiles (p50, p90, p99), and calls by client and by day. Use it to see which tools are used, fail or are slow. ' +
    'Covers the calling context (the local stdio server sees every context).',
  group: 'other',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    return telemetryOf(ctx.services).stats(ctx.principal, args.period, args.surface);
  },
};
