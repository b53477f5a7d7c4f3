import { readOnly, type ToolDefinition } from '../types.js';
import { namespaceOf } from './namespace.js';

export const memoryStats: ToolDefinition = {
  name: 'memory_stats',
  title: 'Memory statistics',
  description:
    'Count a user\'s memories in one agent namespace: total, working, persistent, still being indexed, per tag, and ' +
    'when the last one changed. Use it to get an overview before listing or cleaning up.',
  group: 'memory',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    return { ...(await ctx.services.memories.stats(namespaceOf(args, ctx))) };
  },
};
