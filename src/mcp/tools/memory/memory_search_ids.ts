import { readOnly, type ToolDefinition } from '../types.js';
import { inContext, namespaceOf } from './namespace.js';

export const memorySearchIds: ToolDefinition<'memory_search_ids'> = {
  name: 'memory_search_ids',
  title: 'Search memory keys',
  description:
    'Get only the keys of the best matches for a query (memory_recall\'s ranking), to read some in full with memory_fetch.',
  group: 'memory',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const ns = namespaceOf(args, ctx);
    const hits = await ctx.services.memories.recall(ns, args.query, {
      k: Math.min(args.limit ?? 10, 50),
      scope: 'all',
    });
    return inContext(ctx, ns, { ids: hits.map((h) => h.key) });
  },
};
