import type { MemoryScope } from '../../../domain/memory/types.js';
import { readOnly, type ToolDefinition } from '../types.js';
import { inContext, namespaceOf } from './namespace.js';

export const memoryRecall: ToolDefinition<'memory_recall'> = {
  name: 'memory_recall',
  title: 'Recall relevant memories',
  description:
    'Retrieve the k memories most relevant to a natural-language query, ranked by meaning and wording together. Use it ' +
    'at the start of a task or whenever earlier context, user preferences or past decisions could help. Searches the ' +
    'agent\'s memories plus the user\'s "global" ones; each result names its agent_name, and fetch, feedback, delete ' +
    'or store reach it by key with the agent_name you recalled it under. scope narrows to working or persistent memories. ' +
    'Values are cut to max_value_chars (default 2000; truncated and value_length say so, memory_fetch reads the whole ' +
    'value); min_score leaves out weak matches.',
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
};
