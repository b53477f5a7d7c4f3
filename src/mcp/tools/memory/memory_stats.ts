import { readOnly, type ToolDefinition } from '../types.js';
import { inContext, namespaceOf } from './namespace.js';

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
    const ns = namespaceOf(args, ctx);
    return inContext(ctx, ns, { ...(await ctx.services.memories.stats(ns)) });
  },
};
