import { readOnly, type ToolDefinition } from '../types.js';
import { inContext, namespaceOf } from './namespace.js';

export const memoryGetRelated: ToolDefinition = {
  name: 'memory_get_related',
  title: 'Related memories and topics',
  description:
    'Walk the knowledge graph from a memory (its key) to find related memories, tags, topics and past interactions up to ' +
    '`depth` edges away (default 2). Use it to widen context around one memory you already found.',
  group: 'memory',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const ns = namespaceOf(args, ctx);
    return inContext(ctx, ns, { ...(await ctx.services.graph.related(ns, `memory:${args.key as string}`, { // a key such as `user:x` must not be read as a user node
      depth: (args.depth as number | undefined) ?? 2,
      limit: args.limit as number | undefined,
    })) });
  },
};
