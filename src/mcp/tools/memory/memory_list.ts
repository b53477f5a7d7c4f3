import type { MemoryScope } from '../../../domain/memory/types.js';
import { readOnly, type ToolDefinition } from '../types.js';
import { inContext, namespaceOf, parseTagsArgument } from './namespace.js';

export const memoryList: ToolDefinition<'memory_list'> = {
  name: 'memory_list',
  title: 'List memories',
  description:
    'List a user\'s memories, most recently updated first, one page at a time (pass next_cursor back as cursor). ' +
    'Filter by scope or by tags (a JSON array, or a string holding one; every tag must match). agent_name "*" lists all agents. ' +
    'Use it to review or clean up what is stored, not to find relevant context (use memory_recall for that).',
  group: 'memory',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const ns = namespaceOf({ ...args, agent_name: args.agent_name === '*' ? undefined : args.agent_name }, ctx);
    const page = await ctx.services.memories.list(ns, {
      scope: args.scope,
      tags: parseTagsArgument(args.tags),
      agentName: args.agent_name,
      limit: args.limit ?? 50,
      cursor: args.cursor,
    });
    return inContext(ctx, ns, { memories: page.items, next_cursor: page.next_cursor });
  },
};
