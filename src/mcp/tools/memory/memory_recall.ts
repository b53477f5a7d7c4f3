import type { MemoryScope } from '../../../domain/memory/types.js';
import { readOnly, type ToolDefinition } from '../types.js';
import { compactItems } from './compact-text.js';
import { inContext, namespaceOf } from './namespace.js';

export const memoryRecall: ToolDefinition<'memory_recall'> = {
  name: 'memory_recall',
  title: 'Recall relevant memories',
  description:
    'Get the memories most relevant to a query, this agent\'s and the user\'s "global" ones. Call it at the start of a task and whenever past context, preferences or decisions could help.',
  group: 'memory',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const ns = namespaceOf(args, ctx);
    const results = await ctx.services.memories.recall(ns, args.query, {
      k: args.k,
      scope: args.scope ?? 'all',
      maxValueChars: args.max_value_chars,
      minScore: args.min_score,
      asOf: args.as_of,
    });
    return inContext(ctx, ns, { results });
  },
  text: (result, args) => compactItems(['memory', 'memories'], result.results, { user_id: args.user_id, agent_name: args.agent_name, context: result.context }),
};
